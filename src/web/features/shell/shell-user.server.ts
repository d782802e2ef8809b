import { isAdmin, type SessionUser } from '#server/auth/session.server.ts';
import type { ShellUser } from './shell-data.ts';

/** The signed-in visitor as the shell shows them; favourites null when they could not be read. */
export function shellUser(
  user: SessionUser,
  favourites: { driverId: string | null; teamId: string | null } | null,
): ShellUser {
  return {
    id: user.id,
    displayName: user.name,
    email: user.email,
    photoUrl: user.image,
    isAdmin: isAdmin(user),
    favouriteDriverId: favourites?.driverId ?? null,
    favouriteTeamId: favourites?.teamId ?? null,
  };
}
