import type { AppLoadContext } from 'react-router';
import { favouritesOf } from '#server/features/favourites/favourites.server.ts';
import type { ShellUser } from '#web/features/shell/shell-data.ts';
import { sessionOf } from './guards.server.ts';

/** The signed-in visitor for the shell (SPEC §4: the profile is fetched and kept when signed in). */
export async function shellUser(
  context: AppLoadContext,
  request: Request,
): Promise<{ user: ShellUser | null; setCookies: string[] }> {
  let session: Awaited<ReturnType<typeof sessionOf>>;
  try {
    session = await sessionOf(context, request);
  } catch (error) {
    // SPEC §8: a failed profile fetch is logged and the page still loads (signed out).
    context.services.log.error('Failed to fetch user data:', error);
    return { user: null, setCookies: [] };
  }
  if (!session.user) return { user: null, setCookies: session.setCookies };
  const { id, name, email, image, role } = session.user;
  let favourites = { driverId: null as string | null, teamId: null as string | null };
  try {
    favourites = await favouritesOf(context.services, id);
  } catch (error) {
    context.services.log.error('Failed to fetch user data:', error);
  }
  return {
    user: {
      id,
      displayName: name,
      email,
      photoUrl: image,
      isAdmin: role === 'admin',
      favouriteDriverId: favourites.driverId,
      favouriteTeamId: favourites.teamId,
    },
    setCookies: session.setCookies,
  };
}
