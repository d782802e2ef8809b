import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { z } from 'zod';
import { displayNameField, profileImageField } from '#shared/accounts.ts';

/** The fields of better-auth's own endpoints that the forms check too, by endpoint. */
const rules: Record<string, Record<string, z.ZodType>> = {
  '/sign-up/email': { name: displayNameField, image: profileImageField.optional() },
  '/update-user': { name: displayNameField.optional(), image: profileImageField.nullish() },
};

/**
 * better-auth's JSON endpoints hold the forms' rules (src/shared/accounts.ts) too: a client calling
 * /api/auth/sign-up/email or /api/auth/update-user directly cannot store a 100 KB name or a
 * `javascript:` photo address. A field that breaks its rule is a 400 naming it.
 */
export const authFieldRules = createAuthMiddleware(async (ctx) => {
  const fields = rules[ctx.path];
  if (!fields) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  for (const [field, rule] of Object.entries(fields)) {
    const parsed = rule.safeParse(body[field]);
    if (!parsed.success) {
      throw new APIError('BAD_REQUEST', {
        code: 'INVALID_INPUT',
        message: `${field}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
        field,
      });
    }
  }
});
