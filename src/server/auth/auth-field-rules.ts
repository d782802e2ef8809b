import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { z } from 'zod';
import { displayNameField, photoAddressField } from '#shared/accounts.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { controlCharacterMessage, hasControlCharacters } from '#shared/text-rules.ts';

/** The fields of better-auth's own endpoints that the forms check too, by endpoint. */
const rules: Record<string, Record<string, z.ZodType>> = {
  '/sign-up/email': { name: displayNameField, image: photoAddressField },
};

/**
 * better-auth's fields that say where to send the browser next (in a query string or a JSON body),
 * the four its own origin check reads.
 */
const redirectFields = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/** Passwords are hashed, never stored as text: whatever characters they hold are theirs. */
const secretFields = new Set(['password', 'newPassword', 'currentPassword']);

const refusal = (field: string, message: string) =>
  new APIError('BAD_REQUEST', { code: 'INVALID_INPUT', message: `${field}: ${message}`, field });

/**
 * better-auth's JSON endpoints hold the forms' rules (src/shared/accounts.ts) too: a client calling
 * /api/auth/sign-up/email directly cannot store a 100 KB name or name a photo. And every redirect
 * field, on every endpoint, must be a path on this site as `safeRedirect` reads it: better-auth's
 * own check lets `/.//host` through, which its redirects turn into `//host`. No text field holds a
 * control character (src/shared/text-rules.ts). A field that breaks its rule is a 400 naming it.
 * A password change always revokes the account's other sessions.
 */
export const authFieldRules = createAuthMiddleware(async (ctx) => {
  const query = (ctx.query ?? {}) as Record<string, unknown>;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  for (const field of redirectFields) {
    for (const value of [query[field], body[field]]) {
      if (value !== undefined && (typeof value !== 'string' || safeRedirect(value, '') === '')) {
        throw refusal(field, 'Use a path on this site, like /profile');
      }
    }
  }
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && !secretFields.has(field) && hasControlCharacters(value)) {
      throw refusal(field, controlCharacterMessage);
    }
  }
  // A password change ends every other session of the account, whatever the client asked: whoever
  // learnt the old password is signed out too, as the mailed reset does.
  if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };
  const fields = rules[ctx.path];
  if (!fields) return;
  for (const [field, rule] of Object.entries(fields)) {
    const parsed = rule.safeParse(body[field]);
    if (!parsed.success) throw refusal(field, parsed.error.issues[0]?.message ?? 'invalid');
  }
});
