import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { circuits, drivers, jobRuns } from '#server/db/schema.ts';
import { schedulePage } from '#server/features/schedule/schedule-page.server.ts';
import { createErgastSource } from '#server/ingest/ergast/ergast-source.ts';
import {
  type ErgastServer,
  fixture,
  startErgastServer,
} from '#server/ingest/ergast/fixtures/ergast-server.ts';
import { checkStandings } from '#server/ingest/ergast/standings-check.ts';
import {
  type Provenance,
  resultsSyncSchedule,
  sourceOutage,
  standingsProvenance,
} from '#server/race-data/provenance.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { latestSyncRun } from '#server/race-data/results-sync-state.ts';
import { writeClassification } from '#server/race-data/writes/write-classification.ts';
import { createAdminUser } from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase, usesPostgres } from '#server/testing/test-database.ts';
import { provenanceText } from '#shared/provenance.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { startJobs } from './jobs.ts';
import { resultsSyncJob, resultsSyncLockKey, runResultsSync } from './results-sync.ts';
import { withJobLock } from './scheduler.ts';

/** The day after round 12 (Dutch Grand Prix, 23 August 2026); the snapshot has results to round 11. */
const now = '2026-08-24T12:00:00Z';

let source: ErgastServer;
let database: Database;
beforeEach(async () => {
  source = await startErgastServer();
  source.setSchedule(2026, fixture('2026-schedule.json') as never);
  database = await openTestDatabase();
});
afterEach(async () => {
  await source.close();
  await database.close();
});

function appAt(at = now, on = database) {
  return createTestApp(on, {
    now: at,
    env: {
      RESULTS_SYNC_URL: source.baseUrl,
      RESULTS_SYNC_MIN_INTERVAL_MS: '0',
      RESULTS_SYNC_TIMEOUT_MS: '2000',
    },
  });
}

function publishRound12() {
  source.setRound(2026, 12, 'results', fixture('2026-12-results.json'));
  source.setRound(2026, 12, 'sprint', fixture('2026-12-sprint.json'));
  source.setRound(2026, 12, 'qualifying', fixture('2026-12-qualifying.json'));
  source.setRound(2026, 12, 'pitstops', fixture('2026-12-pitstops.json'));
  source.setRound(2026, 12, 'laps', fixture('2026-12-laps.json'));
}

const json = async (app: ReturnType<typeof appAt>['app'], path: string) => {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return response.json();
};

describe('the results sync', () => {
  it('brings a new round into /f1, the results, the standings and the podium', async () => {
    publishRound12();
    const { app, services } = appAt();
    expect(await json(app, '/api/races/2026/12/summary')).toMatchObject({ drivers: [] });

    const outcome = await runResultsSync(services, { trigger: 'start', sweep: false });
    expect(outcome.failed).toBe(false);

    const ergast = await json(app, '/f1/2026/12/results.json');
    const results = ergast.MRData.RaceTable.Races[0].Results;
    expect(results).toHaveLength(22);
    expect(results[0]).toMatchObject({
      position: '1',
      points: '25',
      Driver: { driverId: 'piastri' },
      Constructor: { constructorId: 'mclaren' },
      Time: { time: '1:37:12.411' },
    });
    expect(results[7]).toMatchObject({ Driver: { driverId: 'alonso' }, status: 'Lapped' });
    expect(results[19]).toMatchObject({ positionText: 'R', status: 'Power Unit' });
    expect(results[21]).toMatchObject({ Driver: { driverId: 'stroll' }, positionText: 'W' });
    expect(results[2]).toMatchObject({
      Driver: { driverId: 'norris' },
      FastestLap: { rank: '1', lap: '61', Time: { time: '1:11.097' } },
    });

    const summary = await json(app, '/api/races/2026/12/summary');
    expect(summary.drivers.map((d: { lastName: string }) => d.lastName)).toEqual([
      'Piastri',
      'Verstappen',
      'Norris',
    ]);
    const page = await json(app, '/api/results/2026/12/race');
    expect(JSON.stringify(page)).toContain('Piastri');

    // Standings after round 12 count its race and sprint: f1db's tables to round 11 plus 25 + 8.
    const before = await json(appAt('2026-08-20T12:00:00Z').app, '/f1/2026/11/driverStandings.json');
    const after = await json(app, '/f1/2026/12/driverStandings.json');
    const points = (body: typeof before, id: string) =>
      Number(
        body.MRData.StandingsTable.StandingsLists[0].DriverStandings.find(
          (row: { Driver: { driverId: string } }) => row.Driver.driverId === id,
        ).points,
      );
    expect(points(after, 'piastri')).toBe(points(before, 'piastri') + 25 + 8);
    const standings = await json(app, '/api/standings/2026/drivers');
    expect(JSON.stringify(standings)).toContain(String(points(after, 'piastri')));

    const run = await latestSyncRun(services);
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'start', error: null });
    expect(run?.changes).toEqual([
      {
        season: 2026,
        round: 12,
        parts: ['results', 'sprint', 'qualifying', 'pitstops', 'fastestlaps', 'laps'],
      },
    ]);
    expect(run?.requests).toBe(source.requests.length);
    expect(source.requests[0]?.userAgent).toMatch(/^Pitwall\/\d+\.\d+\.\d+ \(\+http/);
    expect(source.requests.map((r) => r.path)).toContain(
      '/ergast/f1/2026/12/results.json?limit=100&offset=0',
    );
  });

  it('asks again only for what is missing; a sweep re-reads what sync wrote and stores nothing unchanged', async () => {
    publishRound12();
    const { services } = appAt();
    await runResultsSync(services, { trigger: 'start', sweep: false });
    const first = source.requests.length;

    await runResultsSync(services, { trigger: 'session', sweep: false });
    // Only the schedule: every ended session of the season has its classification.
    expect(source.requests.slice(first).map((r) => r.path)).toEqual([
      '/ergast/f1/2026.json?limit=100&offset=0',
    ]);

    // The sweep asks again for what sync wrote, not for the snapshot's (f1db's) rounds.
    const beforeSweep = source.requests.length;
    await runResultsSync(services, { trigger: 'sweep', sweep: true });
    expect(await latestSyncRun(services)).toMatchObject({ status: 'succeeded', changes: [] });
    const swept = source.requests.slice(beforeSweep).map((r) => r.path.replace(/\?.*/, ''));
    expect(swept).toContain('/ergast/f1/2026/12/results.json');
    expect(swept).toContain('/ergast/f1/2026/12/pitstops.json');
    expect(swept.filter((path) => path.startsWith('/ergast/f1/2026/11/'))).toEqual([]);
  });

  it('replaces a result the source corrects', async () => {
    publishRound12();
    const { app, services } = appAt();
    await runResultsSync(services, { trigger: 'start', sweep: false });

    // The stewards disqualify the winner: everyone behind moves up a place.
    const corrected = fixture('2026-12-results.json') as { Results: Record<string, unknown>[] };
    const [winner, ...rest] = corrected.Results;
    const points = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];
    corrected.Results = [
      ...rest.map((row, i) => ({
        ...row,
        position: String(i + 1),
        positionText: /^\d+$/.test(row.positionText as string) ? String(i + 1) : row.positionText,
        points: String(points[i] ?? 0),
      })),
      { ...winner, position: '22', positionText: 'D', points: '0', status: 'Disqualified' },
    ];
    source.setRound(2026, 12, 'results', corrected);
    await runResultsSync(services, { trigger: 'sweep', sweep: true });

    const results = (await json(app, '/f1/2026/12/results.json')).MRData.RaceTable.Races[0].Results;
    expect(results[0]).toMatchObject({ Driver: { driverId: 'max_verstappen' }, points: '25' });
    expect(results.at(-1)).toMatchObject({ Driver: { driverId: 'piastri' }, status: 'Disqualified' });
    expect((await latestSyncRun(services))?.changes).toEqual([
      { season: 2026, round: 12, parts: ['results'] },
    ]);
  });

  it('moves a rescheduled session on the schedule and in the calendar feed', async () => {
    const schedule = fixture('2026-schedule.json') as unknown as Record<string, unknown>[];
    // Round 13 (Italy): the race moves an hour later.
    const italy = schedule[12] as { time: string; date: string };
    expect(italy.date).toBe('2026-09-06');
    italy.time = '14:00:00Z';
    source.setSchedule(2026, schedule);
    const { app, services } = appAt();
    const ics = async () => (await app.request('/api/schedule/2026.ics?sessions=race')).text();
    expect(await ics()).toContain('DTSTART:20260906T130000Z');

    await runResultsSync(services, { trigger: 'start', sweep: false });
    expect(await ics()).toContain('DTSTART:20260906T140000Z');
    expect(await ics()).not.toContain('DTSTART:20260906T130000Z');
    // What the /schedule page's loader gives for the season.
    const url = new URL('http://localhost/schedule?year=2026');
    const page = await schedulePage(raceReader(services, shieldOff), new Request(url), url);
    expect(JSON.stringify(page)).toContain('2026-09-06T14:00:00');
    expect((await latestSyncRun(services))?.changes).toContainEqual({
      season: 2026,
      round: 13,
      parts: ['schedule'],
    });
  });

  it('creates a driver the source names for the first time, who then has a page', async () => {
    publishRound12();
    const results = fixture('2026-12-results.json') as { Results: Record<string, unknown>[] };
    const newcomer = (row: number, driver: Record<string, string>) => {
      const result = results.Results[row] as Record<string, unknown>;
      result.Driver = { url: 'http://en.wikipedia.org/wiki/Driver', ...driver };
      result.number = driver.permanentNumber;
    };
    // A debutant f1db has never heard of, and a reserve it knows only from practice (no Ergast id).
    newcomer(21, {
      driverId: 'tsolov',
      permanentNumber: '48',
      code: 'TSO',
      givenName: 'Nikola',
      familyName: 'Tsolov',
      dateOfBirth: '2006-12-26',
      nationality: 'Bulgarian',
    });
    newcomer(20, {
      driverId: 'martins',
      permanentNumber: '97',
      code: 'MAR',
      givenName: 'Victor',
      familyName: 'Martins',
      dateOfBirth: '2001-06-16',
      nationality: 'French',
    });
    source.setRound(2026, 12, 'results', results);
    const { app, services } = appAt(now);
    await runResultsSync(services, { trigger: 'start', sweep: false });

    const [tsolov] = await database.db.select().from(drivers).where(eq(drivers.ergastId, 'tsolov'));
    expect(tsolov).toMatchObject({
      id: 'nikola-tsolov',
      name: 'Nikola Tsolov',
      abbreviation: 'TSO',
      permanentNumber: '48',
      dateOfBirth: '2006-12-26',
      nationalityCountryId: 'bulgaria',
      source: 'sync',
    });
    const [martins] = await database.db.select().from(drivers).where(eq(drivers.ergastId, 'martins'));
    expect(martins).toMatchObject({ id: 'victor-martins', source: 'snapshot' });

    const entered = JSON.stringify(await json(app, '/f1/2026/drivers.json'));
    expect(entered).toContain('"driverId":"tsolov"');
    expect(entered).toContain('"driverId":"martins"');
    const page = await json(app, '/api/standings/2026/drivers/TSO');
    expect(page).toMatchObject({ driver: { firstName: 'Nikola', lastName: 'Tsolov' } });
  });

  it.each([
    ['answers 429 to every try', { status: 429, retryAfter: '0' }, /HTTP 429/],
    ['fails with 500', { status: 500 }, /HTTP 500/],
    ['answers garbage', { body: '{"MRData": "nonsense"}' }, /Unexpected answer/],
    ['does not answer', { hang: true }, /no answer .* within 300 ms/],
  ])(
    'keeps every page serving stored data when the source %s, and records the failed run',
    async (_, failure, error) => {
      publishRound12();
      source.fail('/ergast/f1/', failure);
      const { app, services } = createTestApp(database, {
        now,
        env: {
          RESULTS_SYNC_URL: source.baseUrl,
          RESULTS_SYNC_MIN_INTERVAL_MS: '0',
          RESULTS_SYNC_TIMEOUT_MS: '300',
        },
      });
      const outcome = await runResultsSync(services, { trigger: 'start', sweep: false, retryBaseMs: 1 });
      expect(outcome.failed).toBe(true);
      const run = await latestSyncRun(services);
      expect(run).toMatchObject({ status: 'failed', changes: [] });
      expect(run?.error).toMatch(error);
      expect(run?.finishedAt).not.toBeNull();

      const round11 = (await json(app, '/f1/2026/11/results.json')).MRData.RaceTable.Races[0].Results;
      expect(round11[0]).toMatchObject({ Driver: { driverId: 'norris' } });
      expect(await json(app, '/api/races/2026/11/summary')).toMatchObject({
        drivers: [{ lastName: 'Norris' }, {}, {}],
      });
      expect((await app.request('/api/standings/2026/drivers')).status).toBe(200);
      expect((await app.request('/api/schedule/2026.ics')).status).toBe(200);
    },
  );

  it('plans its next run and skips while that is still ahead (a restart asks nothing)', async () => {
    publishRound12();
    const { services } = appAt();
    const job = resultsSyncJob(services);
    const signal = new AbortController().signal;
    const delay = await job.run(signal);
    const run = await latestSyncRun(services);
    expect(run?.trigger).toBe('sweep');
    expect(run?.nextRunAt?.getTime()).toBe(Date.parse(now) + (delay ?? 0));
    // Nothing pending: the next run is the next session's end (Italy's first practice, 4 September)
    // or the daily sweep, whichever comes first.
    expect(delay).toBe(Date.parse('2026-08-25T06:00:00Z') - Date.parse(now));

    const asked = source.requests.length;
    const restarted = resultsSyncJob(appAt().services);
    expect(await restarted.run(signal)).toBe(delay);
    expect(source.requests.length).toBe(asked);

    // An hour before the sweep is due, a fresh instance waits for it; after 06:00 it sweeps.
    expect(await resultsSyncJob(appAt('2026-08-25T05:00:00Z').services).run(signal)).toBe(3_600_000);
    expect(source.requests.length).toBe(asked);
    await resultsSyncJob(appAt('2026-08-25T06:01:00Z').services).run(signal);
    expect(await latestSyncRun(services)).toMatchObject({ trigger: 'sweep', status: 'succeeded' });
    // Its next run is the next day's sweep.
    expect((await latestSyncRun(services))?.nextRunAt).toEqual(new Date('2026-08-26T06:00:00Z'));
  });

  it.runIf(usesPostgres())('runs once between two instances on one PostgreSQL server', async () => {
    publishRound12();
    const second = await openDatabase({ databaseUrl: database.databaseUrl as string });
    try {
      const instances = [appAt(now, database), appAt(now, second)];
      const signal = new AbortController().signal;
      const outcomes = await Promise.all(
        instances.map(({ services }) =>
          withJobLock(services.database, resultsSyncLockKey, () => resultsSyncJob(services).run(signal)),
        ),
      );
      expect(outcomes.some((outcome) => outcome.ran)).toBe(true);
      const runs = await database.db.select().from(jobRuns);
      expect(runs).toHaveLength(1);
      const results = source.requests.filter((r) => r.path.startsWith('/ergast/f1/2026/12/results.json'));
      expect(results).toHaveLength(1);
      expect(runs[0]?.requests).toBe(source.requests.length);
    } finally {
      await second.close();
    }
  });

  it("adds a new season's rounds from the source's schedule, a new circuit among them", async () => {
    const circuit = (circuitId: string, circuitName: string, locality: string, country: string) => ({
      circuitId,
      url: 'https://en.wikipedia.org/wiki/Circuit',
      circuitName,
      Location: { lat: '40.46', long: '-3.61', locality, country },
    });
    source.setSchedule(2027, [
      {
        season: '2027',
        round: '1',
        url: 'https://en.wikipedia.org/wiki/2027_Australian_Grand_Prix',
        raceName: 'Australian Grand Prix',
        Circuit: circuit('albert_park', 'Albert Park Grand Prix Circuit', 'Melbourne', 'Australia'),
        date: '2027-03-07',
        time: '04:00:00Z',
        FirstPractice: { date: '2027-03-05', time: '01:30:00Z' },
        Qualifying: { date: '2027-03-06', time: '05:00:00Z' },
      },
      {
        season: '2027',
        round: '2',
        url: 'https://en.wikipedia.org/wiki/2027_Rwandan_Grand_Prix',
        raceName: 'Rwandan Grand Prix',
        Circuit: circuit('kigali', 'Kigali Street Circuit', 'Kigali', 'Rwanda'),
        date: '2027-03-21',
        time: '14:00:00Z',
        Sprint: { date: '2027-03-20', time: '11:00:00Z' },
      },
    ]);
    const { app, services } = appAt('2027-01-15T12:00:00Z');
    expect((await app.request('/api/schedule/2027.ics')).status).toBe(404);

    await runResultsSync(services, { trigger: 'start', sweep: false });
    expect(source.requests.map((r) => r.path)).toContain('/ergast/f1/2027.json?limit=100&offset=0');
    expect((await latestSyncRun(services))?.error).toBeNull();
    const ics = await (await app.request('/api/schedule/2027.ics')).text();
    expect(ics).toContain('DTSTART:20270307T040000Z');
    expect(ics).toContain('DTSTART:20270305T013000Z');
    expect(ics).toContain('DTSTART:20270321T140000Z');
    const season = (await json(app, '/f1/2027.json')).MRData.RaceTable.Races;
    expect(
      season.map((race: { raceName: string; Circuit: { circuitId: string } }) => [
        race.raceName,
        race.Circuit.circuitId,
      ]),
    ).toEqual([
      ['Australian Grand Prix', 'albert_park'],
      ['Rwandan Grand Prix', 'kigali'],
    ]);
    const [kigali] = await database.db.select().from(circuits).where(eq(circuits.ergastId, 'kigali'));
    expect(kigali).toMatchObject({
      id: 'kigali',
      fullName: 'Kigali Street Circuit',
      countryId: 'rwanda',
      source: 'sync',
    });
    expect((await latestSyncRun(services))?.changes).toEqual([
      { season: 2027, round: 1, parts: ['schedule'] },
      { season: 2027, round: 2, parts: ['schedule'] },
    ]);
  });

  it("never touches a round an admin wrote, and checks the source's standings against ours", async () => {
    publishRound12();
    const { app, services } = appAt();
    const admin = await createAdminUser(database.db);
    const row = (position: number, driverId: string, constructorId: string) => ({
      position,
      driverId,
      constructorId,
    });
    await writeClassification(
      services,
      { source: 'admin', userId: admin },
      {
        season: 2026,
        round: 12,
        kind: 'race',
        rows: [
          row(1, 'max-verstappen', 'red-bull'),
          row(2, 'oscar-piastri', 'mclaren'),
          row(3, 'lando-norris', 'mclaren'),
        ],
      },
    );
    await runResultsSync(services, { trigger: 'sweep', sweep: true });
    const results = (await json(app, '/f1/2026/12/results.json')).MRData.RaceTable.Races[0].Results;
    expect(results.map((r: { Driver: { driverId: string } }) => r.Driver.driverId)).toEqual([
      'max_verstappen',
      'piastri',
      'norris',
    ]);
    expect(source.requests.some((r) => r.path.startsWith('/ergast/f1/2026/12/results.json'))).toBe(false);

    const ours = (await json(app, '/f1/2026/12/driverStandings.json')).MRData.StandingsTable.StandingsLists[0]
      .DriverStandings as { points: string; Driver: Record<string, string> }[];
    source.setRound(2026, 12, 'driverstandings', {
      DriverStandings: ours.map((standing) =>
        standing.Driver.driverId === 'piastri'
          ? { ...standing, points: String(Number(standing.points) - 10) }
          : standing,
      ),
    });
    const ergast = createErgastSource({
      baseUrl: source.baseUrl,
      publicUrl: 'http://localhost',
      timeoutMs: 2000,
      minIntervalMs: 0,
    });
    const differences = await checkStandings(services, ergast, 2026, 12);
    expect(differences).toEqual([
      `driver piastri: source ${Number(ours.find((s) => s.Driver.driverId === 'piastri')?.points) - 10}, ours ${ours.find((s) => s.Driver.driverId === 'piastri')?.points}`,
    ]);
  });

  it('runs once when the server starts its jobs, and stops cleanly', async () => {
    publishRound12();
    const { services } = createTestApp(database, {
      now,
      env: {
        RESULTS_SYNC_ENABLED: 'true',
        NEWS_ENABLED: 'false',
        RESULTS_SYNC_URL: source.baseUrl,
        RESULTS_SYNC_MIN_INTERVAL_MS: '0',
      },
    });
    const jobs = startJobs(services);
    try {
      await expect
        .poll(async () => (await latestSyncRun(services))?.status, { timeout: 30_000, interval: 100 })
        .toBe('succeeded');
      expect(await latestSyncRun(services)).toMatchObject({
        trigger: 'sweep',
        changes: [{ season: 2026, round: 12 }],
      });
    } finally {
      await jobs.stop();
    }
  });

  it('polls with backoff after a race ends until its classification appears', async () => {
    // An hour after the Dutch Grand Prix ended (13:00 start, two hours live): no result yet.
    const at = Date.parse('2026-08-23T16:00:00Z');
    source.setRound(2026, 12, 'sprint', fixture('2026-12-sprint.json'));
    source.setRound(2026, 12, 'qualifying', fixture('2026-12-qualifying.json'));
    const { services } = appAt(new Date(at).toISOString());
    let minutes = 0;
    // The clock moves on to each planned run.
    services.clock.now = () => new Date(at + minutes * 60_000);
    const job = resultsSyncJob(services);
    const signal = new AbortController().signal;
    const MINUTE = 60_000;

    expect(await job.run(signal)).toBe(5 * MINUTE);
    minutes = 5;
    expect(await job.run(signal)).toBe(10 * MINUTE);
    minutes = 15;
    expect(await job.run(signal)).toBe(20 * MINUTE);
    expect(await latestSyncRun(services)).toMatchObject({
      trigger: 'session',
      status: 'succeeded',
      changes: [],
    });

    publishRound12();
    minutes = 35;
    // Nothing pending: the next sweep (06:00 the next day) is the next run.
    expect(await job.run(signal)).toBe(Date.parse('2026-08-24T06:00:00Z') - at - 35 * MINUTE);
    expect((await latestSyncRun(services))?.changes).toEqual([
      { season: 2026, round: 12, parts: ['results', 'pitstops', 'fastestlaps', 'laps'] },
    ]);
  });

  it('tells pages when data was last synced even after a failed run', async () => {
    publishRound12();
    const first = appAt('2026-08-24T12:00:00Z').services;
    await runResultsSync(first, { trigger: 'start', sweep: false });
    source.fail('/ergast/f1/', { status: 500 });
    const later = appAt('2026-08-24T12:30:00Z').services;
    await runResultsSync(later, { trigger: 'session', sweep: false, retryBaseMs: 1 });

    expect(await latestSyncRun(later)).toMatchObject({
      status: 'failed',
      startedAt: new Date('2026-08-24T12:30:00Z'),
    });
    expect(await latestSyncRun(later, { succeeded: true })).toMatchObject({
      status: 'succeeded',
      finishedAt: new Date('2026-08-24T12:00:00Z'),
    });
  });

  it('while its runs fail, pages say the source is unreachable since the first failure, and how recent their data is', async () => {
    source.fail('/ergast/f1/', { status: 500 });
    const failingRun = async (at: string) => {
      const { services } = appAt(at);
      await runResultsSync(services, { trigger: 'session', sweep: false, retryBaseMs: 1 });
      return services;
    };
    await failingRun('2026-08-24T12:00:00Z');
    const services = await failingRun('2026-08-24T13:30:00Z');
    const outage = {
      name: '127.0.0.1',
      since: '2026-08-24T12:00:00.000Z',
      error: expect.stringMatching(/HTTP 500/),
      // No run has succeeded: the snapshot's own date (f1db's commit), not when it was loaded.
      dataTo: '2026-08-21T16:36:43.000Z',
    };
    expect(await sourceOutage(services)).toEqual(outage);
    const standings = await standingsProvenance(services, 2026, 11);
    expect(standings).toEqual({ source: 'snapshot', name: 'f1db', at: '2026-08-21T16:36:43.000Z', outage });
    expect(provenanceText('Standings', standings as Provenance, new Date('2026-08-24T13:30:00Z'))).toBe(
      'Standings: f1db · as of 21 Aug 2026',
    );
    expect((await resultsSyncSchedule(services))?.outage).toEqual(outage);

    // The source answers again: the next run succeeds and the notice goes.
    source.fail('/ergast/f1/', undefined);
    const { services: recovered } = appAt('2026-08-24T14:00:00Z');
    await runResultsSync(recovered, { trigger: 'session', sweep: false });
    expect(await sourceOutage(recovered)).toBeNull();
  });
});
