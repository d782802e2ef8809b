import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import type { DriverSeason } from '#server/race-data/driver-season.ts';
import type { DriverStandings, TeamStandings } from '#server/race-data/standings.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** After the 2025 finale in Abu Dhabi (7 December). */
const afterSeason = '2025-12-10T12:00:00Z';

async function get<T>(path: string, now = afterSeason): Promise<T> {
  const response = await createTestApp(database, { now }).app.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('GET /api/standings/:year/teams', () => {
  it('gives the 2025 final table: McLaren 833 with 14 wins, Norris and Piastri', async () => {
    const body = await get<TeamStandings>('/api/standings/2025/teams');
    expect(body.afterRace).toEqual({ round: 24, name: 'Abu Dhabi Grand Prix' });
    expect(body.complete).toBe(true);
    expect(body.rows.map((row) => [row.position, row.teamId, row.points])).toEqual([
      [1, 'mclaren', 833],
      [2, 'mercedes', 469],
      [3, 'red-bull', 451],
      [4, 'ferrari', 398],
      [5, 'williams', 137],
      [6, 'racing-bulls', 92],
      [7, 'aston-martin', 89],
      [8, 'haas', 79],
      [9, 'kick-sauber', 70],
      [10, 'alpine', 22],
    ]);
    const mclaren = body.rows[0];
    expect(mclaren).toMatchObject({
      name: 'McLaren',
      colour: '#FF8000',
      textColour: '#000000',
      wins: 14,
      fans: 0,
    });
    expect(mclaren?.drivers.map((driver) => [driver.lastName, driver.pageId])).toEqual([
      ['Norris', 'NOR'],
      ['Piastri', 'PIA'],
    ]);
    expect(mclaren?.logoUrl).toMatch(/^https:\/\/media\.formula1\.com\/.+2025mclarenlogowhite\.webp$/);
    expect(mclaren?.carImageUrl).toMatch(/2025mclarencarright\.webp$/);
  });

  it('names the two drivers who raced most rounds for a team that changed its line-up', async () => {
    const body = await get<TeamStandings>('/api/standings/2025/teams');
    const lineUp = (teamId: string) =>
      body.rows.find((row) => row.teamId === teamId)?.drivers.map((driver) => driver.driverId);
    expect(lineUp('red-bull')).toEqual(['max-verstappen', 'yuki-tsunoda']);
    expect(lineUp('racing-bulls')).toEqual(['isack-hadjar', 'liam-lawson']);
    expect(lineUp('alpine')).toEqual(['pierre-gasly', 'franco-colapinto']);
    // Level on rounds: the one higher in the championship first.
    expect(lineUp('aston-martin')).toEqual(['fernando-alonso', 'lance-stroll']);
    expect(body.rows.find((row) => row.teamId === 'alpine')?.wins).toBe(0);
  });

  it('follows the clock: before the British GP the table is the one after Austria', async () => {
    const body = await get<TeamStandings>('/api/standings/2025/teams', '2025-07-03T12:00:00Z');
    expect(body.afterRace).toEqual({ round: 11, name: 'Austrian Grand Prix' });
    expect(body.rows[0]).toMatchObject({ teamId: 'mclaren', points: 417 });
  });

  it('shows a mid-season line-up change from its round: Colapinto at Alpine in July, Doohan in May', async () => {
    const alpine = async (now: string) =>
      (await get<TeamStandings>('/api/standings/2025/teams', now)).rows
        .find((row) => row.teamId === 'alpine')
        ?.drivers.map((driver) => driver.driverId);
    // After Austria (round 11): Doohan raced six rounds, Colapinto five, but Colapinto is the one entered.
    expect(await alpine('2025-07-03T12:00:00Z')).toEqual(['pierre-gasly', 'franco-colapinto']);
    // After Miami (round 6), before Imola: still Doohan.
    expect(await alpine('2025-05-10T12:00:00Z')).toEqual(['pierre-gasly', 'jack-doohan']);
  });

  it('lists the entered teams without positions or points before the first race', async () => {
    const body = await get<TeamStandings>('/api/standings/2026/teams', '2026-03-01T00:00:00Z');
    expect(body.afterRace).toBeNull();
    expect(body.complete).toBe(false);
    expect(body.rows).toHaveLength(11);
    expect(body.rows.every((row) => row.position === null && row.points === null && row.wins === 0)).toBe(
      true,
    );
    expect(body.rows.find((row) => row.teamId === 'cadillac')?.drivers).toHaveLength(2);
    // Entered for rounds 1-12 and 1-11, ahead of Lawson's one round (12) for Red Bull.
    const lineUp = (teamId: string) =>
      body.rows.find((row) => row.teamId === teamId)?.drivers.map((driver) => driver.driverId);
    expect(lineUp('red-bull')).toEqual(['max-verstappen', 'isack-hadjar']);
    expect(lineUp('racing-bulls')).toEqual(['arvid-lindblad', 'liam-lawson']);
  });

  it('answers 404 for a season the database does not have and 400 for a malformed year', async () => {
    const app = createTestApp(database, { now: afterSeason }).app;
    const missing = await app.request('/api/standings/2040/teams');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'No season 2040' } });
    const malformed = await app.request('/api/standings/20x5/teams');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: 'invalid_input', field: 'year' } });
  });
});

describe('GET /api/standings/:year/drivers', () => {
  it('gives the 2025 final table: Norris 423, Verstappen 421, Piastri 410', async () => {
    const body = await get<DriverStandings>('/api/standings/2025/drivers');
    expect(body.complete).toBe(true);
    expect(body.rows).toHaveLength(21);
    expect(body.rows.slice(0, 3).map((row) => [row.position, row.code, row.points])).toEqual([
      [1, 'NOR', 423],
      [2, 'VER', 421],
      [3, 'PIA', 410],
    ]);
    expect(body.rows[0]).toMatchObject({
      driverId: 'lando-norris',
      pageId: 'NOR',
      firstName: 'Lando',
      lastName: 'Norris',
      countryCode: 'gb',
      countryName: 'United Kingdom',
      wins: 7,
      fans: 0,
      team: { teamId: 'mclaren', name: 'McLaren', colour: '#FF8000' },
    });
    expect(body.rows[0]?.photoUrl).toMatch(/2025mclarenlannor01right\.webp$/);
  });

  it("gives each driver the number he raced under (the champion's 1), else his own", async () => {
    const numberOf = (body: DriverStandings, driverId: string) =>
      body.rows.find((row) => row.driverId === driverId)?.number;
    const after2025 = await get<DriverStandings>('/api/standings/2025/drivers');
    expect(numberOf(after2025, 'max-verstappen')).toBe('1');
    expect(numberOf(after2025, 'lando-norris')).toBe('4');
    const in2026 = await get<DriverStandings>('/api/standings/2026/drivers', '2026-08-25T12:00:00Z');
    expect(numberOf(in2026, 'lando-norris')).toBe('1');
    expect(numberOf(in2026, 'max-verstappen')).toBe('3');
    // Before the first race, the entry list's permanent numbers.
    const before2026 = await get<DriverStandings>('/api/standings/2026/drivers', '2026-02-20T12:00:00Z');
    expect(numberOf(before2026, 'lando-norris')).toBe('4');
    expect(numberOf(before2026, 'kimi-antonelli')).toBe('12');
  });

  it('shows a driver who changed team under the team of his latest race', async () => {
    const body = await get<DriverStandings>('/api/standings/2025/drivers');
    const teamOf = (driverId: string) => body.rows.find((row) => row.driverId === driverId)?.team?.teamId;
    expect(teamOf('yuki-tsunoda')).toBe('red-bull');
    expect(teamOf('liam-lawson')).toBe('racing-bulls');
    expect(teamOf('jack-doohan')).toBe('alpine');
  });

  it('gives every 2025 race driver a distinct page id', async () => {
    const body = await get<DriverStandings>('/api/standings/2025/drivers');
    const ids = body.rows.map((row) => row.pageId);
    expect(ids.every((id) => id !== null && /^[A-Z]{3}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('withholds the page ids two drivers share (2015: Rosberg and Rossi)', async () => {
    const body = await get<DriverStandings>('/api/standings/2015/drivers');
    const idOf = (driverId: string) => body.rows.find((row) => row.driverId === driverId)?.pageId;
    expect(idOf('nico-rosberg')).toBeNull();
    expect(idOf('alexander-rossi')).toBeNull();
    expect(idOf('lewis-hamilton')).toBe('HAM');
  });
});

describe('GET /api/standings/:year/drivers/:id', () => {
  it("gives Norris's 2025: every round, points after each adding up to his 423, and the totals", async () => {
    const body = await get<DriverSeason>('/api/standings/2025/drivers/NOR');
    expect(body.driver).toMatchObject({ driverId: 'lando-norris', code: 'NOR', permanentNumber: '4' });
    expect(body.rounds).toHaveLength(24);
    expect(body.rounds[0]).toMatchObject({
      round: 1,
      name: 'Australian Grand Prix',
      grid: '1',
      finish: '1',
      points: 25,
      sprintPoints: null,
    });
    const china = body.rounds[1];
    expect(china?.name).toBe('Chinese Grand Prix');
    expect(china?.sprintPoints).not.toBeNull();
    expect(body.progression).toHaveLength(24);
    expect(body.progression.at(-1)).toEqual({ round: 24, total: 423, name: 'Abu Dhabi Grand Prix' });
    expect(body.season).toMatchObject({ position: 1, points: 423, races: 24, wins: 7, bestFinish: 1 });
    // Canada (collision) and Zandvoort (chassis): classified 18th, yet retirements; Las Vegas was a DSQ.
    expect(body.season.retirements).toBe(2);
    expect(
      body.rounds.filter((row) => row.retired).map((row) => [row.round, row.finish, row.retired]),
    ).toEqual([
      [10, '18', 'Collision'],
      [15, '18', 'Chassis'],
    ]);
  });

  it('counts career numbers from every season: Norris 2025 champion, Hamilton seven titles', async () => {
    const norris = await get<DriverSeason>('/api/standings/2025/drivers/NOR');
    expect(norris.career).toMatchObject({
      starts: 152,
      wins: 11,
      podiums: 44,
      poles: 16,
      titles: 1,
      titleYears: [2025],
      firstYear: 2019,
    });
    const hamilton = await get<DriverSeason>('/api/standings/2025/drivers/HAM');
    expect(hamilton.career).toMatchObject({ wins: 105, poles: 104, titles: 7 });
    expect(hamilton.career.titleYears).toEqual([2008, 2014, 2015, 2017, 2018, 2019, 2020]);
  });

  it('counts no title for a season still running', async () => {
    const body = await get<DriverSeason>('/api/standings/2025/drivers/NOR', '2025-07-03T12:00:00Z');
    expect(body.career.titles).toBe(0);
    expect(body.rounds).toHaveLength(11);
    expect(body.progression.at(-1)?.total).toBe(201);
  });

  it('gives the number he raced under that season: Verstappen #1 in 2025, not his permanent #3', async () => {
    const body = await get<DriverSeason>('/api/standings/2025/drivers/VER');
    expect(body.driver).toMatchObject({ permanentNumber: '3', number: '1' });
    expect((await get<DriverSeason>('/api/standings/2025/drivers/NOR')).driver.number).toBe('4');
  });

  it('takes the id in any case, and answers 404 for an id no 2025 driver has', async () => {
    expect((await get<DriverSeason>('/api/standings/2025/drivers/ver')).driver.lastName).toBe('Verstappen');
    const app = createTestApp(database, { now: afterSeason }).app;
    const unknown = await app.request('/api/standings/2025/drivers/XYZ');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'No driver XYZ in 2025' } });
    expect((await app.request('/api/standings/2025/drivers/N0R')).status).toBe(400);
  });
});
