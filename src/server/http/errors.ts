import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type core, z } from 'zod';
import { type FieldErrors, fieldErrors } from '#shared/accounts.ts';

/** The one error body every JSON endpoint answers with. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z
        .string()
        .meta({ description: 'Stable machine-readable code, e.g. `invalid_input`, `not_found`' }),
      message: z.string().meta({ description: 'What went wrong, in English, fit to show' }),
      field: z
        .string()
        .optional()
        .meta({ description: 'The input field at fault (dotted path), when one is' }),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(status, { message });
  }
}

/** 429: the client has used up its writes of a kind for now; `retryAfter` seconds until it may again. */
export class RateLimited extends ApiError {
  constructor(
    readonly retryAfter: number,
    field?: string,
  ) {
    super(429, 'rate_limited', 'Too many requests. Please try again later.', field);
  }
}

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/**
 * Input that failed its schema: the API answers with the first issue (a 400 naming its field), a
 * form shows `fields`, the first message of every field.
 */
export class InvalidInput extends ApiError {
  readonly fields: FieldErrors;
  constructor(error: core.$ZodError) {
    const issue = error.issues[0];
    // A key the schema does not take is the field to name: "userId", not the object holding it.
    const path =
      issue?.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys.slice(0, 1)] : issue?.path;
    const field = path?.map(String).join('.') || undefined;
    const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid input';
    super(400, 'invalid_input', message, field);
    this.fields = fieldErrors(error);
  }
}

/** Turns the first zod issue into a 400 that names the field. */
export function validationError(error: core.$ZodError): InvalidInput {
  return new InvalidInput(error);
}

export function respondWithError(err: Error, c: Context): Response {
  if (err instanceof RateLimited) c.header('Retry-After', String(err.retryAfter));
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.field), err.status);
  if (err instanceof HTTPException) {
    return c.json(errorBody(codeForStatus(err.status), err.message || 'Request failed'), err.status);
  }
  return c.json(errorBody('internal_error', 'Something went wrong on our side'), 500);
}

function codeForStatus(status: number): string {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  return 'error';
}

/**
 * A refused write as a form page shows it: the fields' messages (a rate limit's beside its field,
 * or the form) and the answer's status, with Retry-After for a 429. Undefined for any other error,
 * which the caller rethrows.
 */
export function formRefusal(error: unknown): { errors: FieldErrors; init: ResponseInit } | undefined {
  if (error instanceof InvalidInput) return { errors: error.fields, init: { status: error.status } };
  if (error instanceof RateLimited) {
    return {
      errors: { [error.field ?? 'form']: error.message },
      init: { status: 429, headers: { 'Retry-After': String(error.retryAfter) } },
    };
  }
  return undefined;
}
