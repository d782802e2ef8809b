import { z } from 'zod';
import { displayNameMax, type FieldErrors, imageUrlMax, passwordRules } from './account-rules.ts';

// The rules' limits live in account-rules.ts, which the forms import without zod.
export {
  displayNameMax,
  type FieldErrors,
  imageUrlMax,
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

export const displayNameField = z
  .string({ error: 'Enter a display name' })
  .trim()
  .min(1, 'Enter a display name')
  .max(displayNameMax, `Use at most ${displayNameMax} characters`);

/**
 * A profile photo's address: an http(s) URL (a Google or GitHub picture) or one of our own under
 * /media/. Nothing else, so no `javascript:` or `data:` address reaches an `<img>` or a link.
 */
export const profileImageField = z
  .string({ error: 'Give the photo as an address' })
  .max(imageUrlMax, `Use at most ${imageUrlMax} characters`)
  .refine((value) => {
    if (value.startsWith('/media/') && !value.includes('\\')) return true;
    try {
      const { protocol } = new URL(value);
      return protocol === 'https:' || protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Use an http or https address');

export const signUpInput = z.object({ name: displayNameField, email: emailField, password: passwordField });

export const logInInput = z.object({
  email: emailField,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password'),
});

export const resetPasswordInput = z.object({ token: z.string().min(1), password: passwordField });

/** A favourite: an id from the season's line-up, or none (an empty form field means none). */
const favouriteId = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .transform((value) => (value ? value : null));

export const favouritesInput = z.object({ driverId: favouriteId, teamId: favouriteId });
export type FavouritesInput = z.infer<typeof favouritesInput>;

export const profileInput = z.object({ displayName: displayNameField });

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
