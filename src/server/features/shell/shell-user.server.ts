import { isAdmin, type SessionUser } from '#server/auth/session.server.ts';

/** The signed-in visitor as the shell and pages show them; null when signed out. */
export type ShellUser = {
  id: string;
  displayName: string;
  email: string;
  photoUrl: string | null;
  isAdmin: boolean;
  /** Favourites (f1db driver and constructor ids), for the highlights on standings and home. */
  favouriteDriverId: string | null;
  favouriteTeamId: string | null;
};

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
