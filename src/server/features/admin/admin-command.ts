import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import type { EventBus } from '#server/events.ts';
import { setRole } from './admin-role.ts';

export const adminUsage = 'Usage: npm run admin -- grant|revoke EMAIL';

/**
 * `npm run admin -- grant|revoke EMAIL`: gives or takes the admin role. Returns what to print and
 * whether it worked.
 */
export async function adminCommand(
  args: readonly string[],
  db: Db,
  env: Pick<Env, 'ADMIN_EMAILS'>,
  events: Pick<EventBus, 'publish'>,
): Promise<{ ok: boolean; message: string }> {
  const [action, email, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) {
    return { ok: false, message: adminUsage };
  }
  const address = email.trim().toLowerCase();
  const found = await setRole(db, address, action === 'grant' ? 'admin' : 'user');
  if (!found) return { ok: false, message: `No account has the email ${address}` };
  // Running instances remember signed-in users; the new role must reach them at once.
  await events.publish({ type: 'sessions.changed' });
  if (action === 'grant') return { ok: true, message: `${address} is now an admin` };
  const listed = env.ADMIN_EMAILS.includes(address);
  return {
    ok: true,
    message: listed
      ? `${address} is no longer an admin, but ADMIN_EMAILS lists it: it gets the role back at its next sign-in`
      : `${address} is no longer an admin`,
  };
}
