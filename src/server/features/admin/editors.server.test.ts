import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '#server/auth/session.server.ts';
import type { Database } from '#server/db/client.ts';
import { editorCountries, editorDrivers, editorTeams } from '#server/race-data/editors.ts';
import { pngOf } from '#server/testing/image-server.ts';
import { createAdminUser } from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { type EditorResult, saveDriverForm, saveTeamForm } from './editors.server.ts';

// The driver and team editors' forms (the rules of writeDriver and writeTeam have their own tests):
// an upload stored and used by the edit, a refused one beside its field, a new driver or team, and
// the countries to choose from.

const dataDir = mkdtempSync(join(tmpdir(), 'pitwall-editors-'));
let database: Database;
let app: ReturnType<typeof createTestApp>['app'];
let services: ReturnType<typeof createTestApp>['services'];
let admin: SessionUser;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app, services } = createTestApp(database, { env: { PITWALL_DATA_DIR: dataDir } }));
  const id = await createAdminUser(database.db);
  admin = { id, name: 'Chief', email: 'chief@example.com', emailVerified: true, image: null, role: 'admin' };
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An editor's form post: the redirect's address after a save, or the refusal's status and messages. */
async function post(save: typeof saveDriverForm, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request('http://localhost:3000/admin/driver-editor', { method: 'POST', body: form });
  const answer = await save(services, admin, request);
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('location') };
  const refused = answer as unknown as { data: EditorResult; init?: { status?: number } };
  return { status: refused.init?.status ?? 200, errors: refused.data.errors };
}

const file = (bytes: Uint8Array, type = 'image/png') => new File([new Uint8Array(bytes)], 'image', { type });
const norris = async () =>
  (await editorDrivers(services, 2025)).find((driver) => driver.driverId === 'lando-norris');

describe('the driver and team editors’ forms', () => {
  it('store an upload re-encoded as WebP at a stable URL, and the driver edit uses it', async () => {
    const saved = await post(saveDriverForm, {
      season: '2025',
      driverId: 'lando-norris',
      firstName: 'Lando',
      lastName: 'Norris',
      photoFile: file(await pngOf('#00A1E8', 2000)),
    });
    expect(saved).toMatchObject({
      status: 302,
      location: expect.stringMatching(/driver=lando-norris&saved=1$/),
    });
    const driver = await norris();
    expect(driver).toMatchObject({ seasonSource: 'admin' });
    const url = driver?.photoUrl ?? '';
    expect(url).toMatch(/^\/media\/race-data\/[\w-]+-[0-9a-f]{16}\.webp$/);
    const served = await app.request(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
  });

  it('refuse an upload that is not an image whatever it claims, or too large, beside its field', async () => {
    const before = await norris();
    const fields = { season: '2025', driverId: 'lando-norris', firstName: 'Lando', lastName: 'Norris' };
    const text = new TextEncoder().encode('<!doctype html><p>not an image</p>');
    expect(await post(saveDriverForm, { ...fields, photoFile: file(text) })).toMatchObject({
      status: 400,
      errors: { photoUrl: expect.any(String) },
    });
    expect(
      await post(saveDriverForm, { ...fields, photoFile: file(new Uint8Array(6 * 1024 * 1024)) }),
    ).toMatchObject({ status: 400, errors: { photoUrl: expect.stringMatching(/larger than 5 MB/) } });
    expect(await norris()).toEqual(before);
  });

  it('create a driver and a team; a number taken that season is refused beside the field', async () => {
    expect(
      await post(saveTeamForm, { season: '2025', name: 'Grid Newcomers', colour: '#0A0B0C' }),
    ).toMatchObject({
      status: 302,
      location: expect.stringMatching(/team=grid-newcomers&saved=1$/),
    });
    expect(
      (await editorTeams(services, 2025)).find((team) => team.teamId === 'grid-newcomers'),
    ).toMatchObject({
      colour: '#0A0B0C',
      source: 'admin',
    });
    // 10 is Gasly's number in 2025.
    const reserve = { season: '2025', firstName: 'Reserve', lastName: 'Racer' };
    expect(await post(saveDriverForm, { ...reserve, number: '10' })).toMatchObject({
      status: 400,
      errors: { number: expect.any(String) },
    });
    expect(await post(saveDriverForm, { ...reserve, number: '99' })).toMatchObject({
      status: 302,
      location: expect.stringMatching(/driver=reserve-racer&saved=1$/),
    });
  });

  it('list the countries by name, and store the one chosen as a new driver’s nationality', async () => {
    const countries = await editorCountries(services);
    expect(countries).toContainEqual({ id: 'brazil', name: 'Brazil' });
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await post(saveDriverForm, {
      season: '2025',
      firstName: 'Samba',
      lastName: 'Sprinter',
      nationality: 'brazil',
    });
    expect(
      (await editorDrivers(services, 2025)).find((row) => row.driverId === 'samba-sprinter'),
    ).toMatchObject({
      nationality: 'brazil',
      source: 'admin',
    });
  });
});
