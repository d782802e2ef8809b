import { isAdmin, readSession } from '#server/auth/session.server.ts';
import type { Services } from '#server/services.ts';

/**
 * The admin check of docs/product.md §6: 'signed-out' without a session cookie, 'invalid-session' when the
 * cookie names no live session (401), 'not-admin' (403), 'error' when the check itself failed.
 */
export type AdminCheck =
  | { status: 'admin'; userId: string }
  | { status: 'signed-out' | 'invalid-session' | 'not-admin' | 'error' };

export async function checkAdmin(services: Services, headers: Headers): Promise<AdminCheck> {
  try {
    const session = await readSession(services, headers);
    if (!session.user) return { status: session.cookieSent ? 'invalid-session' : 'signed-out' };
    return isAdmin(session.user) ? { status: 'admin', userId: session.user.id } : { status: 'not-admin' };
  } catch (error) {
    services.log.error('admin check failed', error);
    return { status: 'error' };
  }
}
