import { isAdmin, type SessionUser } from '#server/auth/session.server.ts';
import { currentLineUp } from '#server/race-data/line-up.ts';
import type { Services } from '#server/services.ts';
import { favouritesOf } from './favourites.server.ts';

export type ProfileFavouriteDriver = {
  id: string;
  firstName: string;
  lastName: string;
  teamName: string | null;
  colour: string | null;
};
export type ProfileFavouriteTeam = { id: string; name: string; colour: string | null };

export type Profile = {
  id: string;
  displayName: string;
  email: string;
  photoUrl: string | null;
  isAdmin: boolean;
  favouriteDriver: ProfileFavouriteDriver | null;
  favouriteTeam: ProfileFavouriteTeam | null;
};

/** The user's profile: name, email and photo from the account, favourites with their names and colours. */
export async function loadProfile(services: Services, user: SessionUser): Promise<Profile> {
  const [favourites, lineUp] = [await favouritesOf(services, user.id), await currentLineUp(services)];
  const teams = new Map(lineUp.teams.map((team) => [team.id, team]));
  const driver = lineUp.drivers.find((entry) => entry.id === favourites.driverId);
  const driverTeam = driver ? teams.get(driver.teamId) : undefined;
  const team = favourites.teamId ? teams.get(favourites.teamId) : undefined;
  return {
    id: user.id,
    displayName: user.name,
    email: user.email,
    photoUrl: user.image,
    isAdmin: isAdmin(user),
    favouriteDriver: driver
      ? {
          id: driver.id,
          firstName: driver.firstName,
          lastName: driver.lastName,
          teamName: driverTeam?.name ?? null,
          colour: driverTeam?.colour ?? null,
        }
      : null,
    favouriteTeam: team ? { id: team.id, name: team.name, colour: team.colour } : null,
  };
}
