import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { ZodError, ZodType } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { errorBodySchema, validationError } from './errors.ts';

/** A failed parse of any declared input answers the house 400 naming the field (see `validationError`). */
export function validationHook(result: { success: true } | { success: false; error: ZodError }): void {
  if (!result.success) throw validationError(result.error);
}

/**
 * An /api sub-app whose routes are declared with `createRoute`: inputs are validated by the zod
 * schemas of the declaration, handlers must answer the declared response shapes, and the
 * declarations are what /api/openapi.json describes.
 */
export function openApiApp<E extends Env = AppEnv>() {
  return new OpenAPIHono<E>({ defaultHook: validationHook });
}

/** A JSON response of the given shape. */
export function jsonResponse<Schema extends ZodType>(description: string, schema: Schema) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON request body. */
export function jsonBody<Schema extends ZodType>(schema: Schema) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** The error answer: `{ error: { code, message, field? } }`. */
export function errorResponse(description: string) {
  return jsonResponse(description, errorBodySchema);
}

/** The errors most routes share, by status. */
export const errors = {
  badInput: { 400: errorResponse('Bad input: `error.field` names the offending field') },
  signedOut: { 401: errorResponse('Not signed in, or the session has expired') },
  crossSite: { 403: errorResponse('A cross-site request to change something') },
  // @hono/zod-openapi refuses a body of another media type than the declared one before validating.
  notJson: { 415: errorResponse('The body is not sent as `application/json`') },
  rateLimited: {
    429: errorResponse('Too many writes for now; the `Retry-After` header says when to try again'),
  },
};

/** Operations that need the session cookie (the `session` security scheme of the document). */
export const signedInSecurity = [{ session: [] }];
