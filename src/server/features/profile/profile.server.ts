import { eq } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session.server.ts';
import { users } from '#server/db/schema.ts';
import {
  checkFavourites,
  currentLineUp,
  favouritesOf,
  saveFavourites,
} from '#server/features/favourites/favourites.server.ts';
import { ApiError } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import type { FavouritesInput } from '#shared/accounts.ts';
import { preparePhoto, removePhotoFile, writePhotoFile } from './profile-photo.server.ts';

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
    isAdmin: user.role === 'admin',
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

export async function updateDisplayName(
  services: Services,
  userId: string,
  displayName: string,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    await tx.update(users).set({ name: displayName }).where(eq(users.id, userId));
  });
}

export type ProfileChanges = {
  displayName: string;
  favourites: FavouritesInput;
  /** A new photo's bytes, or 'remove', or undefined to keep the current one. */
  photo?: Uint8Array | 'remove' | undefined;
};

/**
 * Saves the profile form: everything is checked first (favourites against the line-up, the photo
 * decoded and resized), then name, photo and favourites are written in one transaction. On any
 * error nothing is stored.
 */
export async function saveProfile(
  services: Services,
  userId: string,
  changes: ProfileChanges,
): Promise<void> {
  const favourites = await checkFavourites(services, changes.favourites);
  const prepared = changes.photo instanceof Uint8Array ? await preparePhoto(changes.photo) : null;
  const newPhoto = prepared ? await writePhotoFile(services.env, userId, prepared) : null;
  let previous: string | null = null;
  try {
    previous = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!row) throw new ApiError(404, 'not_found', 'No such user');
      const image = newPhoto ?? (changes.photo === 'remove' ? null : row.image);
      await tx.update(users).set({ name: changes.displayName, image }).where(eq(users.id, userId));
      await saveFavourites(tx, userId, favourites);
      return row.image;
    });
  } catch (error) {
    if (newPhoto) await removePhotoFile(services.env, newPhoto);
    throw error;
  }
  const replaced = newPhoto !== null || changes.photo === 'remove';
  if (replaced && previous !== newPhoto) await removePhotoFile(services.env, previous);
}
