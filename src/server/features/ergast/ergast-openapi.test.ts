import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createClock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { createLogger } from '#server/log.ts';
import { createServices } from '#server/services.ts';

// Only the document is read: no request reaches the database.
const app = createApp({
  services: createServices({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    clock: createClock(),
    log: createLogger('silent'),
    database: {} as Database,
    events: 'process',
  }),
});

describe('/f1 in the API document', () => {
  it('describes the Ergast grammar, its paging and its errors, in a valid document', async () => {
    const response = await app.request('/api/openapi.json');
    const document = (await response.json()) as OpenAPIObject;
    const paths = Object.keys(document.paths ?? {}).filter((path) => path.startsWith('/f1/'));
    expect(paths).toEqual([
      '/f1/{resource}.json',
      '/f1/{season}/{resource}.json',
      '/f1/{season}/{round}/{resource}.json',
      '/f1/{season}/{round}/pitstops.json',
      '/f1/{season}/{round}/laps/{lap}.json',
    ]);
    const operation = document.paths?.['/f1/{season}/{resource}.json']?.get;
    expect(operation?.description).toMatch(/filters come in any order/i);
    const limit = operation?.parameters?.find(
      (parameter) => 'name' in parameter && parameter.name === 'limit',
    );
    expect(JSON.stringify(limit)).toContain('cut to 100');
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '304', '400', '429', '503']);
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors).toBeUndefined();
  });

  it('describes the rate limit and the full queue: a 429 and a 503 on every /f1 operation, with Retry-After and Jolpica’s detail', async () => {
    const response = await app.request('/api/openapi.json');
    const document = (await response.json()) as OpenAPIObject;
    const operations = Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith('/f1/'));
    expect(operations).toHaveLength(5);
    for (const [path, item] of operations) {
      const limited = item.get?.responses?.['429'];
      expect(limited?.description, path).toMatch(/rate limited/i);
      expect(limited?.headers?.['Retry-After'], path).toMatchObject({
        required: true,
        schema: { type: 'integer', minimum: 1 },
      });
      expect(limited?.content?.['application/json']?.schema, path).toEqual({
        $ref: '#/components/schemas/ErgastThrottled',
      });
      const busy = item.get?.responses?.['503'];
      expect(busy?.description, path).toMatch(/busy/i);
      expect(busy?.headers?.['Retry-After'], path).toMatchObject({ required: true });
    }
    const throttled = document.components?.schemas?.ErgastThrottled;
    expect(throttled).toMatchObject({
      required: expect.arrayContaining(['error', 'detail']),
      properties: { detail: { type: 'string' }, error: expect.any(Object) },
    });
  });
});
