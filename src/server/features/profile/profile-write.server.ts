import { eq } from 'drizzle-orm';
import { enforceRateLimit } from '#server/auth/rate-limit.ts';
import { users } from '#server/db/schema.ts';
import { ApiError, InvalidInput } from '#server/http/errors.ts';
import { BodyTooLarge, readFormData } from '#server/http/read-form-data.ts';
import type { Services } from '#server/services.ts';
import { type ProfileChangesInput, photoMaxBytes, profileChangesInput } from '#shared/accounts.ts';
import { findFavourites, saveFavourites } from './favourites.queries.ts';
import { checkFavourites, type FavouriteIds } from './favourites.server.ts';
import { photoTooLarge, preparePhoto, removePhotoFile, writePhotoFile } from './profile-photo.server.ts';

/** Room for the other form fields and the multipart envelope around the largest photo accepted. */
export const profileBodyLimit = photoMaxBytes + 64 * 1024;

/**
 * The multipart body of a profile write (the API's photo upload, the update-profile form), read
 * within `profileBodyLimit`: a larger one is refused as the too-large photo it must carry.
 */
export async function readProfileForm(request: Request): Promise<FormData> {
  try {
    return await readFormData(request, profileBodyLimit);
  } catch (error) {
    throw error instanceof BodyTooLarge ? photoTooLarge() : error;
  }
}

export type ProfileChanges = ProfileChangesInput & {
  /** A new photo's bytes, or 'remove'; left out, the current one stays. */
  photo?: Uint8Array | 'remove' | undefined;
};

export type SavedProfile = { displayName: string; photoUrl: string | null; favourites: FavouriteIds };

/**
 * Every write to a profile, from the JSON API (one part at a time) and the update-profile form
 * (all at once), within the user's PROFILE_RATE_LIMIT (and UPLOAD_RATE_LIMIT for a new photo: a 429
 * naming `photo`). Everything is checked first: the input against the shared schema (InvalidInput),
 * favourites against the line-up, the photo decoded and resized (ApiError naming the field). Then
 * one transaction writes what changed, holding the user's row so two saves of one user do not
 * interleave; the favourites' key and foreign keys stand behind it. On any error nothing is
 * stored, and a photo file written for it is removed; after a save the replaced photo file is.
 */
export async function saveProfile(
  services: Services,
  userId: string,
  { photo, ...input }: ProfileChanges,
): Promise<SavedProfile> {
  // Counted before anything is checked: refused input costs the sender as much as accepted input.
  await enforceRateLimit(services, `profile-writes:${userId}`, services.env.PROFILE_RATE_LIMIT);
  if (photo instanceof Uint8Array) {
    await enforceRateLimit(services, `uploads:${userId}`, services.env.UPLOAD_RATE_LIMIT, 'photo');
  }
  const parsed = profileChangesInput.safeParse(input);
  if (!parsed.success) throw new InvalidInput(parsed.error);
  const { displayName, driverId, teamId } = parsed.data;
  const favourites =
    driverId !== undefined || teamId !== undefined
      ? await checkFavourites(services, { driverId: driverId ?? null, teamId: teamId ?? null })
      : undefined;
  const prepared = photo instanceof Uint8Array ? await preparePhoto(photo) : null;
  const written = prepared ? await writePhotoFile(services.uploads, userId, prepared) : null;

  let saved: SavedProfile & { previousPhoto: string | null; changedUser: boolean };
  try {
    saved = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ name: users.name, image: users.image })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!row) throw new ApiError(404, 'not_found', 'No such user');
      const image = written ? written.url : photo === 'remove' ? null : row.image;
      const name = displayName ?? row.name;
      const changedUser = name !== row.name || image !== row.image;
      if (changedUser) await tx.update(users).set({ name, image }).where(eq(users.id, userId));
      if (favourites) await saveFavourites(tx, userId, favourites);
      return {
        displayName: name,
        photoUrl: image,
        favourites: favourites ?? (await findFavourites(tx, userId)),
        previousPhoto: row.image,
        changedUser,
      };
    });
  } catch (error) {
    if (written?.created) await removePhotoFile(services.uploads, userId, written.url);
    throw error;
  }
  const { previousPhoto, changedUser, ...profile } = saved;
  // The name and photo are part of the signed-in user every instance remembers.
  if (changedUser) await services.events.publish({ type: 'sessions.changed' });
  if (favourites) await services.events.publish({ type: 'favourites.changed' });
  if (previousPhoto !== profile.photoUrl) await removePhotoFile(services.uploads, userId, previousPhoto);
  return profile;
}
