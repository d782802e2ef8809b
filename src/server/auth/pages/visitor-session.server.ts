import type { RouterContextProvider } from 'react-router';
import type { SessionUser } from '#server/auth/session.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { sessionOf } from './guards.server.ts';

/**
 * The visitor's session for the shell (docs/product.md §4: the profile is fetched and kept when signed in).
 * docs/product.md §8: a failed fetch is logged and the page still loads, signed out.
 */
export async function visitorSession(
  context: Readonly<RouterContextProvider>,
): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  try {
    const { user, setCookies } = await sessionOf(context);
    return { user, setCookies };
  } catch (error) {
    context.get(serverContext).services.log.error('Failed to fetch user data:', error);
    return { user: null, setCookies: [] };
  }
}
