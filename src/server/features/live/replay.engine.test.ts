import { gunzipSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { liveFeedRecords, raceResults, races, replayFeeds } from '#server/db/schema.ts';
import {
  type ArchiveServer,
  archiveFiles,
  archiveSessionOf,
  startArchiveServer,
} from '#server/testing/f1-archive.ts';
import { type FeedRecording, recordRace } from '#server/testing/feed-recording.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase, usesPostgres } from '#server/testing/test-database.ts';
import type { ReplayFeedJson } from '#shared/live-replay.ts';
import { replayTopics } from './f1-archive-client.ts';
import { replayPage } from './replay.server.ts';

// The 2025 British Grand Prix race in a local copy of Formula 1's archive, made from our stored race
// data: a replay fetched once, stepped lap by lap, ending in the stored classification.

let database: Database;
let archive: ArchiveServer;
let recording: FeedRecording;
let classification: string[];
let files: Map<string, Buffer>;
beforeAll(async () => {
  database = await openTestDatabase();
  recording = await recordRace(database.db, { year: 2025, round: 12 });
  replayed.push(...recording.records.filter((record) => replayedTopics.includes(record.topic)));
  files = archiveFiles([archiveSessionOf(recording)]);
  archive = await startArchiveServer(files);
  const rows = await database.db
    .select({ number: raceResults.driverNumber })
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .where(and(eq(races.year, 2025), eq(races.round, 12), eq(raceResults.kind, 'race')))
    .orderBy(asc(raceResults.displayOrder));
  classification = rows.map((row) => String(row.number));
}, 120_000);
afterAll(async () => {
  await archive.close();
  await database.close();
});

const app = () =>
  createTestApp(database, {
    now: '2025-07-10T12:00:00Z',
    env: { F1_ARCHIVE_URL: archive.url, F1_ARCHIVE_PACE_MS: '0' },
  });
const british = { year: '2025', meeting: 'british-grand-prix', session: 'race' };
const numbers = (view: { cars: { driverNumber: number }[] } | null | undefined) =>
  view?.cars.map((car) => String(car.driverNumber));
/** The records of the topics a replay reads (the recording has a few more). */
const replayedTopics: readonly string[] = replayTopics;
const replayed: unknown[] = [];
const streamRequests = () =>
  archive.requests().filter((path) => path.endsWith('TimingData.jsonStream')).length;

describe('replays from the archive', () => {
  it('fetches a session once, however many ask at once, and keeps it', async () => {
    const first = app();
    const second = app();
    const pages = await Promise.all([
      replayPage(first.services, british, null),
      replayPage(first.services, british, null),
      replayPage(second.services, british, null),
    ]);
    expect(pages.map((page) => page.status)).toEqual(['ready', 'ready', 'ready']);
    // One app shares its fetch in progress. On PostgreSQL a second instance waits on the session's
    // lock and then reads what the first stored; PGlite serves one process, where two apps both fetch.
    const fetched = streamRequests();
    expect(fetched).toBe(usesPostgres() ? 1 : 2);
    await replayPage(app().services, british, '3');
    expect(streamRequests()).toBe(fetched);
    // The session's Index.json says which topics it has: no stream is asked for that it does not list.
    const asked = archive.requests();
    const sessionIndex = asked.find((path) => /\/[^/]+_Race\/Index\.json$/.test(path));
    expect(sessionIndex).toBeDefined();
    const streams = asked.filter((path) => path.endsWith('.jsonStream'));
    expect(streams.length).toBeGreaterThan(0);
    expect(streams.filter((path) => !files.has(path))).toEqual([]);
    const [row] = await database.db
      .select()
      .from(replayFeeds)
      .where(eq(replayFeeds.sessionKey, '2025-12-race'));
    expect(row).toMatchObject({ status: 'ready', recordCount: replayed.length });
  });

  it('steps lap by lap: the order after lap N, and the stored classification at the end', async () => {
    const { services } = app();
    const start = await replayPage(services, british, null);
    if (start.status !== 'ready') throw new Error(start.status);
    expect(start.steps[0]).toEqual({ label: 'Start', lap: 0 });
    expect(start.steps.at(-1)).toEqual({ label: `Lap ${recording.totalLaps}`, lap: recording.totalLaps });
    for (const lap of [1, 10, recording.safetyCar.deployedLap + 1, 40]) {
      const page = await replayPage(services, british, String(lap));
      if (page.status !== 'ready') throw new Error(page.status);
      expect(numbers(page.view), `after lap ${lap}`).toEqual(recording.orderAfterLap.get(lap));
      expect(page.view?.session?.lap?.current).toBe(lap + 1);
    }
    const safetyCar = await replayPage(services, british, String(recording.safetyCar.deployedLap + 1));
    if (safetyCar.status !== 'ready') throw new Error(safetyCar.status);
    expect(safetyCar.view?.session?.track).toEqual({ code: '4', label: 'Safety car' });
    const end = await replayPage(services, british, String(recording.totalLaps));
    if (end.status !== 'ready') throw new Error(end.status);
    expect(numbers(end.view)).toEqual(classification);
  });

  it('gives nothing away ahead of the step: the page at the start holds the grid and step labels only', async () => {
    const page = await replayPage(app().services, british, null);
    if (page.status !== 'ready') throw new Error(page.status);
    expect(numbers(page.view)).toEqual(recording.orderAfterLap.get(0));
    expect(page.view?.raceControl.map((message) => message.message)).not.toContain('CHEQUERED FLAG');
    // The steps are the scheduled laps whatever happened, so their list tells nothing either.
    expect(Object.keys(page.steps[1] ?? {})).toEqual(['label', 'lap']);
  });

  it('serves the feed to the player gzip-compressed, as stored', async () => {
    const { app: server } = app();
    const response = await server.request('/api/live/replays/2025-12-race/feed', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const feed = JSON.parse(
      gunzipSync(Buffer.from(await response.arrayBuffer())).toString(),
    ) as ReplayFeedJson;
    expect(feed.records).toHaveLength(replayed.length);
    // The archive's offsets count from its first record: the start is estimated from the heartbeats.
    expect(feed.startsAt).toBe(recording.records[0]?.at);
    const plain = await server.request('/api/live/replays/2025-12-race/feed');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((JSON.parse(await plain.text()) as ReplayFeedJson).records).toHaveLength(replayed.length);
    expect((await server.request('/api/live/replays/2025-99-race/feed')).status).toBe(404);
    expect((await server.request('/api/live/replays/not-a-key/feed')).status).toBe(400);
  });

  it('says when the archive lacks or refuses a session', async () => {
    const { services } = app();
    // The archive copy holds the race only.
    const qualifying = await replayPage(services, { ...british, session: 'qualifying' }, null);
    expect(qualifying.status).toBe('missing');
    archive.forbid('2025/2025-07-06_British_Grand_Prix/');
    await database.db.delete(replayFeeds).where(eq(replayFeeds.sessionKey, '2025-12-race'));
    const refused = await replayPage(app().services, british, null);
    expect(refused.status).toBe('forbidden');
    await expect(replayPage(services, { ...british, year: '2017' }, null)).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(replayPage(services, { ...british, session: 'fp9' }, null)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it('plays a session the site followed live from its own records while the archive lacks it', async () => {
    // The archive refuses the race (the test above); the live-timing follower kept every record.
    await database.db.insert(liveFeedRecords).values(
      recording.records.map((record, index) => ({
        sessionKey: '2025-12-race',
        seq: index + 1,
        at: new Date(record.at),
        topic: record.topic,
        patch: record.patch,
        full: index === 0,
      })),
    );
    const { services, app: server } = app();
    const start = await replayPage(services, british, null);
    if (start.status !== 'ready') throw new Error(start.status);
    expect(start.source).toBe('recording');
    expect(numbers(start.view)).toEqual(recording.orderAfterLap.get(0));
    const lap10 = await replayPage(services, british, '10');
    if (lap10.status !== 'ready') throw new Error(lap10.status);
    expect(numbers(lap10.view)).toEqual(recording.orderAfterLap.get(10));
    const end = await replayPage(services, british, String(recording.totalLaps));
    if (end.status !== 'ready') throw new Error(end.status);
    expect(numbers(end.view)).toEqual(classification);
    const response = await server.request('/api/live/replays/2025-12-race/feed');
    const feed = JSON.parse(await response.text()) as ReplayFeedJson;
    expect(feed.records).toHaveLength(recording.records.length);
    expect(feed.records[0]).toHaveLength(4);
    expect(feed.startsAt).toBe(recording.records[0]?.at);
    await database.db.delete(liveFeedRecords).where(eq(liveFeedRecords.sessionKey, '2025-12-race'));
  });
});
