import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  constructors,
  driverSeasonStyles,
  drivers,
  raceDataAudit,
  teamSeasonStyles,
} from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import { seasonState } from '#server/race-data/season.ts';
import { type ImageServer, startImageServer } from '#server/testing/image-server.ts';
import { createAdminUser, recordEvents } from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { revertAdminWrite } from './revert-admin-write.ts';
import { writeDriver } from './write-driver.ts';
import { writeTeam } from './write-team.ts';

let database: Database;
let images: ImageServer;
let admin: { source: 'admin'; userId: string };
const servicesAt = (now = '2025-12-20T12:00:00Z') => createTestApp(database, { now }).services;

beforeAll(async () => {
  [database, images] = await Promise.all([openTestDatabase(), startImageServer()]);
  admin = { source: 'admin', userId: await createAdminUser(database.db) };
});
afterAll(async () => {
  await images?.close();
  await database?.close();
});

const norris = {
  firstName: 'Lando',
  lastName: 'Norris',
  code: 'NOR',
  nationality: 'united-kingdom',
  number: '4',
  photoUrl: null,
};

/** The 400 a write refuses with: the field and message. */
async function refusal(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, field: (error as ApiError).field };
}

const driverRow = async (id: string) =>
  (await database.db.select().from(drivers).where(eq(drivers.id, id)))[0];
const teamStyle = async (year: number, id: string) =>
  (
    await database.db
      .select()
      .from(teamSeasonStyles)
      .where(and(eq(teamSeasonStyles.year, year), eq(teamSeasonStyles.constructorId, id)))
  )[0];

describe('the seeded media', () => {
  it('come from data/team-media.yml into the database, and the pages read them there', async () => {
    const state = await seasonState(servicesAt(), 2025);
    expect(state?.teams.get('mclaren')?.logoUrl).toMatch(/2025mclarenlogowhite\.webp$/);
    expect(state?.drivers.get('lando-norris')?.photoUrl).toMatch(/lannor01/);
    const [seeded] = await database.db
      .select()
      .from(driverSeasonStyles)
      .where(and(eq(driverSeasonStyles.year, 2025), eq(driverSeasonStyles.driverId, 'lando-norris')));
    expect(seeded).toMatchObject({ number: null, retired: false, source: 'snapshot' });
  });
});

describe('writeDriver', () => {
  it("stores an admin's name, number and photo for the season, audits it and tells every instance", async () => {
    const services = servicesAt();
    const events = recordEvents(services);
    const result = await writeDriver(services, admin, {
      season: 2025,
      driverId: 'oscar-piastri',
      firstName: 'Oscar',
      lastName: 'Piastri-Edited',
      code: 'pia',
      number: '28',
      photoUrl: images.pngUrl,
    });
    expect(result).toMatchObject({ status: 'written', driverId: 'oscar-piastri' });
    expect(events).toEqual([{ type: 'race-data.changed', season: 2025 }]);
    expect(await driverRow('oscar-piastri')).toMatchObject({
      lastName: 'Piastri-Edited',
      abbreviation: 'PIA',
      source: 'admin',
    });
    expect((await seasonState(services, 2025))?.drivers.get('oscar-piastri')).toMatchObject({
      lastName: 'Piastri-Edited',
      photoUrl: images.pngUrl,
      permanentNumber: '28',
    });

    // The same again: nothing stored, no audit, no event.
    const again = await writeDriver(services, admin, {
      season: 2025,
      driverId: 'oscar-piastri',
      firstName: 'Oscar',
      lastName: 'Piastri-Edited',
      code: 'PIA',
      number: '28',
      photoUrl: images.pngUrl,
    });
    expect(again.status).toBe('unchanged');
    expect(events).toHaveLength(1);

    // Reverting puts back the snapshot's driver and season, with their sources.
    if (result.status !== 'written' || result.auditId === null) throw new Error('not audited');
    await revertAdminWrite(services, admin, result.auditId);
    expect(await driverRow('oscar-piastri')).toMatchObject({ lastName: 'Piastri', source: 'snapshot' });
    const state = await seasonState(services, 2025);
    expect(state?.drivers.get('oscar-piastri')).toMatchObject({ permanentNumber: '81' });
    expect(state?.drivers.get('oscar-piastri')?.photoUrl).toMatch(/oscpia01/);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const services = servicesAt();
    const before = await driverRow('lando-norris');
    const audits = (await database.db.select().from(raceDataAudit)).length;
    const edit = (change: Record<string, unknown>) =>
      writeDriver(services, admin, { season: 2025, driverId: 'lando-norris', ...norris, ...change });
    expect(await refusal(edit({ firstName: '  ' }))).toEqual({ status: 400, field: 'firstName' });
    expect(await refusal(edit({ number: 'four' }))).toEqual({ status: 400, field: 'number' });
    expect(await refusal(edit({ nationality: 'narnia' }))).toEqual({ status: 400, field: 'nationality' });
    expect(await refusal(edit({ nationality: 'united kingdom' }))).toEqual({
      status: 400,
      field: 'nationality',
    });
    // 81 is Piastri's permanent number, entered in 2025.
    expect(await refusal(edit({ number: '81' }))).toEqual({ status: 400, field: 'number' });
    expect(await refusal(edit({ photoUrl: 'http://example.com/norris.png' }))).toEqual({
      status: 400,
      field: 'photoUrl',
    });
    expect(await refusal(edit({ photoUrl: images.pageUrl }))).toEqual({ status: 400, field: 'photoUrl' });
    expect(await refusal(edit({ photoUrl: images.missingUrl }))).toEqual({ status: 400, field: 'photoUrl' });
    expect(await refusal(edit({ photoUrl: 'http://127.0.0.1:9/closed.png' }))).toEqual({
      status: 400,
      field: 'photoUrl',
    });
    expect(await driverRow('lando-norris')).toEqual(before);
    expect(await database.db.select().from(raceDataAudit)).toHaveLength(audits);
  });

  it('changes the nationality: the season’s driver (and so the flag beside them) follows, and a revert restores it', async () => {
    const services = servicesAt();
    const flag = async () => {
      const driver = (await seasonState(services, 2025))?.drivers.get('lando-norris');
      return { code: driver?.countryCode, name: driver?.countryName };
    };
    const edit = (change: Record<string, unknown>) =>
      writeDriver(services, admin, { season: 2025, driverId: 'lando-norris', ...norris, ...change });
    expect(await flag()).toEqual({ code: 'GB', name: 'United Kingdom' });
    const written = await edit({ nationality: 'Belgium' });
    expect(await driverRow('lando-norris')).toMatchObject({
      nationalityCountryId: 'belgium',
      source: 'admin',
    });
    expect(await flag()).toEqual({ code: 'BE', name: 'Belgium' });
    if (written.status !== 'written' || written.auditId === null) throw new Error('not audited');
    await revertAdminWrite(services, admin, written.auditId);
    expect(await flag()).toEqual({ code: 'GB', name: 'United Kingdom' });

    // Left out, the nationality stays (an edit of the season's number only); empty, it goes.
    const { nationality: _, ...withoutNationality } = norris;
    await writeDriver(services, admin, {
      season: 2025,
      driverId: 'lando-norris',
      ...withoutNationality,
      number: '94',
    });
    expect(await flag()).toEqual({ code: 'GB', name: 'United Kingdom' });
    await edit({ nationality: '' });
    expect(await flag()).toEqual({ code: null, name: null });
  });

  it('refuses a number another driver was given for the season, and the database does too', async () => {
    const services = servicesAt();
    const given = await writeDriver(services, admin, {
      season: 2025,
      driverId: 'lando-norris',
      ...norris,
      number: '45',
    });
    expect(given.status).toBe('written');
    expect(
      await refusal(
        writeDriver(services, admin, {
          season: 2025,
          driverId: 'george-russell',
          firstName: 'George',
          lastName: 'Russell',
          number: '45',
        }),
      ),
    ).toEqual({ status: 400, field: 'number' });
    await expect(
      database.db.insert(driverSeasonStyles).values({ year: 2025, driverId: 'george-russell', number: '45' }),
    ).rejects.toThrow();
  });

  it('creates a driver and retires one from the season’s lists, keeping the results', async () => {
    const services = servicesAt();
    const created = await writeDriver(services, admin, {
      season: 2025,
      firstName: 'Zoë',
      lastName: 'Testdriver',
      number: '97',
    });
    expect(created).toMatchObject({ status: 'written', driverId: 'zoe-testdriver' });
    expect(await driverRow('zoe-testdriver')).toMatchObject({ abbreviation: 'TES', source: 'admin' });

    const retired = await writeDriver(services, admin, {
      season: 2025,
      driverId: 'jack-doohan',
      firstName: 'Jack',
      lastName: 'Doohan',
      retired: true,
    });
    expect(retired.status).toBe('written');
    const state = await seasonState(services, 2025);
    expect(state?.drivers.get('jack-doohan')?.retired).toBe(true);
    expect(state?.results.some((row) => row.driverId === 'jack-doohan')).toBe(true);

    // Reverting the creation removes the driver again.
    if (created.status !== 'written' || created.auditId === null) throw new Error('not audited');
    await revertAdminWrite(services, admin, created.auditId);
    expect(await driverRow('zoe-testdriver')).toBeUndefined();
  });
});

describe('writeTeam', () => {
  it("stores an admin's name, colour and images, and refuses bad ones beside the field", async () => {
    const services = servicesAt();
    const before = await teamStyle(2025, 'ferrari');
    const edit = (change: Record<string, unknown>) =>
      writeTeam(services, admin, {
        season: 2025,
        teamId: 'ferrari',
        name: 'Ferrari',
        colour: '#E8002D',
        logoUrl: before?.logoUrl,
        carImageUrl: before?.carImageUrl,
        ...change,
      });
    expect(await refusal(edit({ name: '' }))).toEqual({ status: 400, field: 'name' });
    expect(await refusal(edit({ colour: 'red' }))).toEqual({ status: 400, field: 'colour' });
    expect(await refusal(edit({ country: 'atlantis' }))).toEqual({ status: 400, field: 'country' });
    expect(await refusal(edit({ colour: '#E8002' }))).toEqual({ status: 400, field: 'colour' });
    expect(await refusal(edit({ carImageUrl: 'ftp://example.com/car.png' }))).toEqual({
      status: 400,
      field: 'carImageUrl',
    });
    expect(await refusal(edit({ logoUrl: images.pageUrl }))).toEqual({ status: 400, field: 'logoUrl' });
    expect(await teamStyle(2025, 'ferrari')).toEqual(before);

    // The stored addresses (formula1.com, unreachable here) are not fetched again.
    const written = await edit({
      name: 'Scuderia Ferrari',
      country: 'italy',
      colour: '#ff2800',
      carImageUrl: images.pngUrl,
    });
    expect(written.status).toBe('written');
    expect(await teamStyle(2025, 'ferrari')).toMatchObject({
      colour: '#FF2800',
      carImageUrl: images.pngUrl,
      logoUrl: before?.logoUrl,
      source: 'admin',
    });
    expect(await database.db.select().from(constructors).where(eq(constructors.id, 'ferrari'))).toMatchObject(
      [{ name: 'Scuderia Ferrari', countryId: 'italy', source: 'admin' }],
    );
    expect((await seasonState(services, 2025))?.teams.get('ferrari')).toMatchObject({
      name: 'Scuderia Ferrari',
      colour: '#FF2800',
      carImageUrl: images.pngUrl,
    });
  });

  it('creates a team and retires one from the season’s lists', async () => {
    const services = servicesAt();
    const created = await writeTeam(services, admin, {
      season: 2025,
      name: 'Pitwall Racing',
      colour: '#123456',
    });
    expect(created).toMatchObject({ status: 'written', teamId: 'pitwall-racing' });
    expect(
      await database.db.select().from(constructors).where(eq(constructors.id, 'pitwall-racing')),
    ).toMatchObject([{ name: 'Pitwall Racing', source: 'admin' }]);
    await writeTeam(services, admin, {
      season: 2025,
      teamId: 'haas',
      name: 'Haas F1 Team',
      colour: '#B6BABD',
      retired: true,
    });
    const teams = (await seasonState(services, 2025))?.teams;
    expect(teams?.get('haas')?.retired).toBe(true);
    expect(teams?.get('mclaren')?.retired).toBe(false);
  });
});
