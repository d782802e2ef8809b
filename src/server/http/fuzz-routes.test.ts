import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voteCategories } from '#shared/votes.ts';
import { setRole } from '../features/admin/admin-role.ts';
import { newClient, openAccountsTestApp, signIn, signUpConfirmed, testOrigin } from '../testing/accounts.ts';
import { openWholeApp, pagePaths } from '../testing/server-build.ts';

// Every route answers 4xx, never 5xx, whatever the method, content type, body, path segments or
// cookies (issue #15). The routes come from the OpenAPI document and the page route table, so
// routes added later are fuzzed too without touching this file.

type Target = { path: string; source: 'api' | 'page' };

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let whole: Awaited<ReturnType<typeof openWholeApp>>;
let cookie: string;
let adminCookie: string;
let targets: Target[];

beforeAll(async () => {
  t = await openAccountsTestApp();
  whole = await openWholeApp(t.services);
  cookie = await signIn(whole.app, await signUpConfirmed(whole.app, t.inbox));
  // The admin pages (season events among them) read their input only for an admin.
  const chief = await signUpConfirmed(whole.app, t.inbox);
  await setRole(t.database.db, chief.email, 'admin');
  adminCookie = await signIn(whole.app, chief);
  const document = (await (await whole.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, unknown>;
  };
  targets = [
    ...Object.keys(document.paths).map((path) => ({ path, source: 'api' as const })),
    ...pagePaths(await whole.build()).map((path) => ({
      path,
      source: 'page' as const,
    })),
  ];
});
afterAll(async () => {
  await whole?.close();
  await t?.close();
});

const segment = fc.oneof(
  fc.constantFrom('2024', '1', '0', '-1', 'current', 'last', 'hamilton', 'red_bull', 'x', '%2e', '..', ''),
  // NUL and other control characters, and text outside Latin-1 (sent percent-encoded).
  fc.constantFrom('\u0000', 'a\u0000b', '\u0007', '€', 'ℵ/x', '__proto__', 'constructor'),
  fc.string({ maxLength: 12 }),
);

/** Percent-encoding that does not decode, sent as it is: a segment a client broke. */
const brokenEncoding = fc.constantFrom('%', '%E0%A4%A', '%zz', 'a%', '%C0%AF', '%%32');

/** A concrete path for a route pattern: `{name}` (OpenAPI) and `:name` / `:name?` / `*` (pages). */
const concretePath = (pattern: string) =>
  fc
    .array(
      fc.oneof(
        { arbitrary: segment.map(encodeURIComponent), weight: 5 },
        { arbitrary: brokenEncoding, weight: 1 },
      ),
      { minLength: 8, maxLength: 8 },
    )
    .chain((values) =>
      fc.constant(
        pattern.replace(/\{[^}]+\}|:[A-Za-z_]+\??|\*/g, () => values.pop() ?? 'x').replace(/\/+$/, '') || '/',
      ),
    );

/** Every cookie the server reads, with a value that does not decode, beside the visitor's own. */
const brokenCookie = fc.option(
  fc
    .tuple(fc.constantFrom('tz', 'pitwall-spoilers', 'pitwall.session_token'), brokenEncoding)
    .map(([name, value]) => `${name}=${value}`),
  { nil: undefined },
);

const query = fc.option(
  fc.dictionary(
    fc.constantFrom(
      'redirectTo',
      'limit',
      'offset',
      'token',
      'mode',
      'error',
      'season',
      'q',
      'sessions',
      // The quiz round an answer form is posted to.
      'era',
      'seed',
    ),
    fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(
        '/.//evil.example',
        '-1',
        '1e9',
        'NaN',
        '\u0000',
        'a\u001bb',
        '€',
        'constructor',
        '__proto__',
      ),
    ),
    { maxKeys: 3 },
  ),
  { nil: undefined },
);

// TRACE and CONNECT cannot be built as a Request here: input-edges.test.ts sends them over HTTP.
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'FOO');

const boundary = 'pitwall-fuzz';
const contentType = fc.option(
  fc.constantFrom(
    'application/json',
    'application/x-www-form-urlencoded',
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    'text/plain',
    'image/png',
    'application/octet-stream',
  ),
  { nil: undefined },
);

const formFields = fc.dictionary(
  fc.constantFrom(
    'email',
    'password',
    'name',
    'displayName',
    'intent',
    'redirectTo',
    'token',
    'mode',
    'driverId',
    'teamId',
    'photo',
    'q',
    'id',
    'season',
    'round',
    // The /vote form's picks, the quiz's answers, the season-events forms' fields.
    ...voteCategories,
    'q1',
    'q10',
    'kind',
    'startsAt',
    'circuitId',
    'race',
    'sprint',
  ),
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('\u0000', 'Fan\u0000', 'a\u0007b', 'line\r\nbreak', '€', '__proto__', 'constructor'),
    // Far over the admin forms' 16 KB.
    fc.constant('x'.repeat(20 * 1024)),
  ),
  { maxKeys: 5 },
);

/** Text fields of the JSON API as it nests them: a vote's picks, a session's start. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('mclaren\u0000', '\u0000', 'a\u0007b', '2025-07-06T14:00:00Z\u0000', '__proto__'),
);
const apiBodies = fc.oneof(
  fc
    .record({
      season: fc.oneof(fc.constantFrom(2025, 2024, 1949), nastyText),
      round: fc.oneof(fc.constantFrom(11, 1, 0), nastyText),
      votes: fc.array(
        fc.record({
          category: fc.oneof(fc.constantFrom(...voteCategories), nastyText),
          candidateId: nastyText,
        }),
        { maxLength: 4 },
      ),
    })
    .map((vote) => JSON.stringify(vote)),
  fc.record({ startsAt: nastyText }).map((time) => JSON.stringify(time)),
  fc
    .record({ driverId: nastyText, teamId: fc.option(nastyText, { nil: null }) })
    .map((f) => JSON.stringify(f)),
);

const body = fc.option(
  fc.oneof(
    apiBodies,
    fc.constantFrom('{', '}', '[]', 'null', '{"email":1}', `--${boundary}\r\nContent-Disposition: form-data`),
    fc.string({ maxLength: 200 }),
    fc.uint8Array({ maxLength: 200 }),
    formFields.map((fields) => new URLSearchParams(fields).toString()),
    formFields.map((fields) => JSON.stringify(fields)),
    // Every part a file, text fields included.
    formFields.map((fields) =>
      [
        ...Object.entries(fields).map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.txt"\r\nContent-Type: text/plain\r\n\r\n${value}\r\n`,
        ),
        `--${boundary}--\r\n`,
      ].join(''),
    ),
    formFields.map((fields) =>
      [
        ...Object.entries(fields).map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
        `--${boundary}--\r\n`,
      ].join(''),
    ),
  ),
  { nil: undefined },
);

const requestShape = fc.record({
  method,
  contentType,
  body,
  query,
  signedIn: fc.constantFrom('no', 'fan', 'admin'),
  brokenCookie,
  origin: fc.constantFrom(testOrigin, undefined, 'https://evil.example'),
  referer: fc.constantFrom(undefined, `${testOrigin}/`, 'https://evil.example/', 'not a url'),
});

type RequestShape = typeof requestShape extends fc.Arbitrary<infer T> ? T : never;

async function send(path: string, shape: RequestShape) {
  const headers = new Headers({ 'x-forwarded-for': newClient() });
  if (shape.contentType) headers.set('content-type', shape.contentType);
  if (shape.origin) headers.set('origin', shape.origin);
  if (shape.referer) headers.set('referer', shape.referer);
  const cookies = [
    shape.signedIn === 'no' ? undefined : shape.signedIn === 'admin' ? adminCookie : cookie,
    shape.brokenCookie,
  ].filter(Boolean);
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  const withBody = shape.method !== 'GET' && shape.method !== 'HEAD' && shape.body !== undefined;
  const search = shape.query ? `?${new URLSearchParams(shape.query)}` : '';
  const response = await whole.app.request(`${testOrigin}${path}${search}`, {
    method: shape.method,
    headers,
    body: withBody ? (shape.body as BodyInit) : undefined,
  });
  // An event stream never ends: its status and headers are the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '' };
  }
  // Read the whole answer: a stream that fails half-way is a server error too.
  const text = await response.text().catch((error: unknown) => `unreadable body: ${error}`);
  return { status: response.status, text };
}

describe('every route, fuzzed', () => {
  it('answers every method, content type and body without a server error', async () => {
    expect(targets.filter((target) => target.source === 'api').length).toBeGreaterThan(10);
    expect(targets.some((target) => target.path === '/login')).toBe(true);
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...targets)
          .chain((target) => fc.tuple(fc.constant(target), concretePath(target.path), requestShape)),
        async ([, path, shape]) => {
          const { status, text } = await send(path, shape);
          if (status >= 500)
            throw new Error(`${shape.method} ${path} answered ${status}: ${text.slice(0, 300)}`);
        },
      ),
      { numRuns: Number(process.env.PITWALL_FUZZ_RUNS ?? 600), seed: seedFromEnv() },
    );
  });

  it('answers a huge form full of control characters, to every route, without a server error', async () => {
    const fields = new URLSearchParams({
      name: 'Fan\u0000',
      displayName: 'a\u0007b',
      email: 'fan\u0000@example.com',
      intent: '\u0000',
      q: '\u0000',
      'best-team': 'mclaren\u0000',
      q1: '\u0000',
      kind: 'race\u0000',
      startsAt: '2025-07-06T15:00\u0000',
      circuitId: 'silverstone\u0000',
      filler: 'x'.repeat(20 * 1024),
    }).toString();
    for (const { path } of targets) {
      for (const referer of [undefined, 'https://evil.example/']) {
        const concrete = path.replace(/\{[^}]+\}|:[A-Za-z_]+\??|\*/g, 'x');
        const response = await whole.app.request(`${testOrigin}${concrete}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': newClient(),
            cookie,
            ...(referer ? { referer } : { origin: testOrigin }),
          },
          body: fields,
        });
        const text = await response.text();
        if (response.status >= 500)
          throw new Error(`POST ${concrete} answered ${response.status}: ${text.slice(0, 300)}`);
        if (referer) expect(response.status, concrete).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('answers a form with a NUL byte in every field, to every route, as a fan and as an admin, without a server error', async () => {
    // Under the admin forms' 16 KB, so the admin pages read it; the query names a quiz round and a season.
    const fieldsFor = (intent: string) =>
      new URLSearchParams({
        name: 'Lunar\u0000 Grand Prix',
        intent,
        id: 'x\u0000',
        confirm: 'yes',
        season: '2025',
        round: '11',
        ...Object.fromEntries(voteCategories.map((category) => [category, 'mclaren\u0000'])),
        q1: 'a\u0000',
        kind: 'race',
        startsAt: '2025-07-06T15:00\u0000',
        race: '2025-12-20T15:00\u0000',
        circuitId: 'silverstone\u0000',
        driverId: 'lando-norris\u0000',
        teamId: 'mclaren\u0000',
      }).toString();
    // The admin pages' forms, each by its intent (the dashboard's name a row by `id`).
    const adminIntents = ['add-meeting', 'grant-admin', 'disable', 'delete', 'revert', 'run-job'];
    // Not /logout: it would end the sessions the other routes are sent with.
    for (const { path } of targets.filter((target) => target.path !== '/logout')) {
      const concrete = path.replace(/\{[^}]+\}|:[A-Za-z_]+\??|\*/g, 'x');
      const intents = concrete.startsWith('/admin') ? adminIntents : ['add-meeting'];
      for (const [who, intent] of [cookie, adminCookie].flatMap((c) => intents.map((i) => [c, i] as const))) {
        const response = await whole.app.request(
          `${testOrigin}${concrete}?era=modern&seed=fuzz&season=2025`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-forwarded-for': newClient(),
              origin: testOrigin,
              cookie: who,
            },
            body: fieldsFor(intent),
          },
        );
        const text = await response.text();
        if (response.status >= 500)
          throw new Error(`POST ${concrete} (${intent}) answered ${response.status}: ${text.slice(0, 300)}`);
      }
    }
  });

  it.each([
    ['PUT', '/confirm', 'image/png', 'x', 405],
    ['PATCH', '/forgot-password', 'application/x-www-form-urlencoded', 'email=a%40b.c', 405],
    ['DELETE', '/signup', undefined, undefined, 405],
    ['POST', '/login', 'application/json', '{', 415],
    ['POST', '/logout', 'text/plain', 'hello', 415],
    ['POST', '/update-profile', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nbroken`, 400],
    [
      'PUT',
      '/api/profile/photo',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nbroken`,
      400,
    ],
  ] as const)('%s %s (%s) is refused', async (verb, path, type, payload, expected) => {
    // A session of its own: the fuzz run above may have signed the shared one out (POST /logout).
    const ownCookie = await signIn(whole.app, await signUpConfirmed(whole.app, t.inbox));
    const response = await whole.app.request(`${testOrigin}${path}`, {
      method: verb,
      headers: { origin: testOrigin, cookie: ownCookie, ...(type ? { 'content-type': type } : {}) },
      body: payload,
    });
    expect(response.status).toBe(expected);
    if (expected === 405) expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('a form posted to a page that takes none is a 405 that names GET and HEAD, and says so', async () => {
    const response = await whole.app.request(`${testOrigin}/drivers`, {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const html = await response.text();
    expect(html).toContain('<h1>Nothing to send here</h1>');
    expect(html).toContain('<a href="/drivers">Open it again</a>');
  });
});

/** PITWALL_FUZZ_SEED replays a failing run (fast-check prints the seed). */
function seedFromEnv(): number | undefined {
  const seed = Number(process.env.PITWALL_FUZZ_SEED);
  return Number.isFinite(seed) && process.env.PITWALL_FUZZ_SEED ? seed : undefined;
}
