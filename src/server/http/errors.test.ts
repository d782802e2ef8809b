import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, formRefusal, InvalidInput, RateLimited, respondWithError } from './errors.ts';

/** A route that throws what it is given, answered as every JSON endpoint answers errors. */
function answerTo(error: Error) {
  const app = new Hono();
  app.onError(respondWithError);
  app.get('/', () => {
    throw error;
  });
  return app.request('/');
}

const invalid = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the input was valid');
  return new InvalidInput(result.error);
};

describe('error answers', () => {
  it('give each refused request a stable code for its status and a message fit to show', async () => {
    const cases: [ContentfulStatusCode, string, string][] = [
      [400, 'bad_request', 'Malformed JSON in request body'],
      [401, 'unauthorized', 'Sign in first'],
      [403, 'forbidden', 'Admins only'],
      [404, 'not_found', 'No such round'],
      [415, 'unsupported_media_type', 'Send JSON'],
      [429, 'rate_limited', 'Slow down'],
      [409, 'error', 'Already voted'],
    ];
    for (const [status, code, message] of cases) {
      const response = await answerTo(new HTTPException(status, { message }));
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: { code, message } });
    }
    const bare = await answerTo(new HTTPException(403));
    expect(await bare.json()).toEqual({ error: { code: 'forbidden', message: 'Request failed' } });
  });

  it('name the field at fault and tell a rate-limited client when to come back', async () => {
    const response = await answerTo(invalid(z.object({ season: z.number() }), { season: 'soon' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; field: string } };
    expect(body.error).toMatchObject({ code: 'invalid_input', field: 'season' });
    expect(body.error.message).toMatch(/^season: /);

    const limited = await answerTo(new RateLimited(42, 'vote'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please try again later.', field: 'vote' },
    });
  });

  it('say an input without a field at fault is wrong as a whole', async () => {
    const response = await answerTo(invalid(z.string(), 42));
    const body = (await response.json()) as { error: { code: string; message: string; field?: string } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.field).toBeUndefined();
    expect(body.error.message).toMatch(/expected string/i);
  });

  it('never show an unexpected failure’s own message', async () => {
    const response = await answerTo(new Error('relation "users" does not exist'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side' },
    });
  });
});

describe('a refused form', () => {
  it('shows each field’s message beside it, and a rate limit beside its field or over the form', () => {
    const refusal = formRefusal(invalid(z.object({ name: z.string().min(2) }), { name: 'x' }));
    expect(refusal?.init).toEqual({ status: 400 });
    expect(Object.keys(refusal?.errors ?? {})).toEqual(['name']);

    expect(formRefusal(new RateLimited(30, 'photo'))).toEqual({
      errors: { photo: 'Too many requests. Please try again later.' },
      init: { status: 429, headers: { 'Retry-After': '30' } },
    });
    expect(formRefusal(new RateLimited(30))?.errors).toEqual({
      form: 'Too many requests. Please try again later.',
    });
  });

  it('leaves any other error to its caller', () => {
    expect(formRefusal(new ApiError(404, 'not_found', 'No such driver'))).toBeUndefined();
    expect(formRefusal(new Error('boom'))).toBeUndefined();
  });
});
