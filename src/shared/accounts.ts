import { z } from 'zod';
import { displayNameMax, type FieldErrors, passwordRules } from './account-rules.ts';
import { plainText } from './text-rules.ts';

// The rules' limits live in account-rules.ts, which the forms import without zod.
export {
  displayNameMax,
  type FieldErrors,
  passwordRules,
  photoMaxBytes,
  photoTypes,
} from './account-rules.ts';

export const emailField = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .pipe(z.email('Enter a valid email address, like name@example.com'));

export const passwordField = z
  .string({ error: 'Enter a password' })
  .min(passwordRules.min, `Use at least ${passwordRules.min} characters`)
  .max(passwordRules.max, `Use at most ${passwordRules.max} characters`);

export const displayNameField = plainText({ error: 'Enter a display name' })
  .trim()
  .min(1, 'Enter a display name')
  .max(displayNameMax, `Use at most ${displayNameMax} characters`);

/**
 * A photo is never an address a client writes: it is uploaded (PUT /api/profile/photo or the
 * update-profile form) and stored under a name of ours, or comes from Google or GitHub at sign-in.
 * A name under /media/ that one account could write might be another user's file.
 */
export const photoAddressField = z
  .never({
    error: 'Photos are uploaded with PUT /api/profile/photo and removed with DELETE /api/profile/photo',
  })
  .optional();

export const signUpInput = z.object({ name: displayNameField, email: emailField, password: passwordField });

export const logInInput = z.object({
  email: emailField,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password'),
});

export const resetPasswordInput = z.object({ token: plainText().min(1), password: passwordField });

/** A favourite: an id from the season's line-up, or none (an empty form field means none). */
const favouriteId = plainText()
  .trim()
  .max(100)
  .nullable()
  .transform((value) => (value ? value : null));

export const favouritesInput = z.object({ driverId: favouriteId, teamId: favouriteId });
export type FavouritesInput = z.infer<typeof favouritesInput>;

export const profileInput = z.object({ displayName: displayNameField });

/**
 * The body of /api/auth/update-user: the display name only. A photo is uploaded, and nothing else of
 * the account is the user's to change there.
 */
const updateUserFields = ['name', 'image'];
export const updateUserInput = z
  .looseObject({ image: photoAddressField, name: displayNameField })
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!updateUserFields.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'Not a field of the profile; see /api/profile',
        });
      }
    }
  });

/**
 * A change to a profile, as the update-profile form sends it whole and the API one part at a
 * time: each part may be left out. The two favourites are one part: either id given saves both,
 * a missing one as none.
 */
export const profileChangesInput = z.object({
  displayName: displayNameField.optional(),
  driverId: favouriteId.optional(),
  teamId: favouriteId.optional(),
});
export type ProfileChangesInput = z.input<typeof profileChangesInput>;

/** The first message per field of a failed parse. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
