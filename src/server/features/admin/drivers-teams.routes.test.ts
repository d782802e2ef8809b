import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, openAccountsTestApp, signIn, signUpConfirmed } from '#server/testing/accounts.ts';
import { pngOf } from '#server/testing/image-server.ts';
import { setRole } from './admin-role.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let cookie: string;

beforeAll(async () => {
  t = await openAccountsTestApp({ PITWALL_DATA_DIR: mkdtempSync(join(tmpdir(), 'pitwall-editors-')) });
  const chief = await signUpConfirmed(t.app, t.inbox);
  await setRole(t.database.db, chief.email, 'admin');
  cookie = await signIn(t.app, chief);
});
afterAll(() => t?.close());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await t.app.request(path, jsonRequest(method, body, cookie));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const upload = async (bytes: Uint8Array, type: string) => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'image', { type }));
  const init = jsonRequest('POST', undefined, cookie);
  init.body = form;
  const response = await t.app.request('/api/admin/media', init);
  return {
    status: response.status,
    body: (await response.json()) as { url?: string; error?: { field?: string } },
  };
};

const listed = async (kind: 'drivers' | 'teams', id: string) => {
  const { body } = await call('GET', `/api/admin/${kind}/2025`);
  return (body as unknown as Record<string, unknown>[]).find(
    (row) => row.driverId === id || row.teamId === id,
  );
};

describe('the driver and team editors’ API', () => {
  it('answers bad input with a 400 naming the field, and stores nothing', async () => {
    const norris = await listed('drivers', 'lando-norris');
    const cases: [string, string, unknown, string][] = [
      ['PUT', '/api/admin/drivers/2025/lando-norris', { firstName: '', lastName: 'Norris' }, 'firstName'],
      [
        'PUT',
        '/api/admin/drivers/2025/lando-norris',
        { firstName: 'Lando', lastName: 'Norris', number: '81' },
        'number',
      ],
      [
        'PUT',
        '/api/admin/drivers/2025/lando-norris',
        { firstName: 'Lando', lastName: 'Norris', photoUrl: 'http://example.com/lando.png' },
        'photoUrl',
      ],
      ['POST', '/api/admin/drivers/2025', { firstName: 'Nobody', lastName: ' ' }, 'lastName'],
      [
        'PUT',
        '/api/admin/drivers/2025/lando-norris',
        { firstName: 'Lando', lastName: 'Norris', nationality: 'middle-earth' },
        'nationality',
      ],
      ['PUT', '/api/admin/teams/2025/mclaren', { name: 'McLaren', colour: '#FF8000', country: 7 }, 'country'],
      ['PUT', '/api/admin/teams/2025/mclaren', { name: 'McLaren', colour: 'papaya' }, 'colour'],
      ['PUT', '/api/admin/teams/2025/mclaren', { name: '', colour: '#FF8000' }, 'name'],
      ['POST', '/api/admin/teams/2025', { name: 'Nobody', colour: '#FF80' }, 'colour'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await call(method, path, body);
      expect({ path, field, status: answer.status, body: answer.body }).toMatchObject({
        status: 400,
        body: { error: { field } },
      });
    }
    expect(await listed('drivers', 'lando-norris')).toEqual(norris);
    expect(await listed('drivers', 'nobody')).toBeUndefined();
    expect(await listed('teams', 'nobody')).toBeUndefined();
    expect(
      (await call('PUT', '/api/admin/drivers/2025/no-such-driver', { firstName: 'A', lastName: 'B' })).status,
    ).toBe(404);
  });

  it('stores an upload re-encoded as WebP at a stable URL, which a driver edit then uses', async () => {
    const stored = await upload(await pngOf('#00A1E8', 2000), 'image/png');
    expect(stored.status).toBe(201);
    const url = stored.body.url ?? '';
    expect(url).toMatch(/^\/media\/race-data\/[\w-]+-[0-9a-f]{16}\.webp$/);
    const served = await t.app.request(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');

    const edit = await call('PUT', '/api/admin/drivers/2025/lando-norris', {
      firstName: 'Lando',
      lastName: 'Norris',
      photoUrl: url,
    });
    expect(edit).toMatchObject({ status: 200, body: { status: 'written', driverId: 'lando-norris' } });
    expect(await listed('drivers', 'lando-norris')).toMatchObject({ photoUrl: url, seasonSource: 'admin' });
  });

  it('refuses an upload that is not an image whatever it claims, or too large, naming the field', async () => {
    const text = new TextEncoder().encode('<!doctype html><p>not an image</p>');
    expect(await upload(text, 'image/png')).toMatchObject({
      status: 415,
      body: { error: { field: 'file' } },
    });
    const huge = new Uint8Array(6 * 1024 * 1024);
    expect(await upload(huge, 'image/png')).toMatchObject({
      status: 413,
      body: { error: { field: 'file' } },
    });
    expect(await upload(new Uint8Array(), 'image/png')).toMatchObject({ status: 400 });
  });

  it('creates a driver and a team, answering 201 with their ids', async () => {
    expect(
      await call('POST', '/api/admin/teams/2025', { name: 'Grid Newcomers', colour: '#0A0B0C' }),
    ).toMatchObject({
      status: 201,
      body: { status: 'written', teamId: 'grid-newcomers' },
    });
    expect(await listed('teams', 'grid-newcomers')).toMatchObject({ colour: '#0A0B0C', source: 'admin' });
    expect(
      // 10 is Gasly's number in 2025.
      await call('POST', '/api/admin/drivers/2025', {
        firstName: 'Reserve',
        lastName: 'Racer',
        number: '10',
      }),
    ).toMatchObject({ status: 400, body: { error: { field: 'number' } } });
    expect(
      await call('POST', '/api/admin/drivers/2025', {
        firstName: 'Reserve',
        lastName: 'Racer',
        number: '99',
      }),
    ).toMatchObject({ status: 201, body: { driverId: 'reserve-racer' } });
  });

  it('lists the countries to choose from, and stores the one chosen as the driver’s nationality', async () => {
    const countries = (await call('GET', '/api/admin/countries')).body as unknown as {
      id: string;
      name: string;
    }[];
    expect(countries).toContainEqual({ id: 'brazil', name: 'Brazil' });
    expect(countries.map((country) => country.name)).toEqual(
      countries.map((country) => country.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(
      await call('POST', '/api/admin/drivers/2025', {
        firstName: 'Samba',
        lastName: 'Sprinter',
        nationality: 'brazil',
      }),
    ).toMatchObject({ status: 201, body: { driverId: 'samba-sprinter' } });
    expect(await listed('drivers', 'samba-sprinter')).toMatchObject({
      nationality: 'brazil',
      source: 'admin',
    });
  });
});
