import { inflateRawSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { fastestLaps, lapTimes, raceResults, races, startingGridPositions } from '#server/db/schema.ts';
import { applyFeedRecords, type FeedRecord, type FeedTopics } from '#shared/live-feed.ts';
import { feedView } from '#shared/live-feed-view.ts';
import { provisionalOrder } from '#shared/live-timing.ts';
import { type ArchiveSession, archiveFiles, archiveStartsAt, startArchiveServer } from './f1-archive.ts';
import { type FeedRecording, feedKeyframeLeadMs, recordRace } from './feed-recording.ts';
import { openTestDatabase } from './test-database.ts';

type Json = Record<string, unknown>;

let database: Database;
const recordings = new Map<string, FeedRecording>();
// The 2025 British Grand Prix (a DNS from the pit lane), and the 2021 Abu Dhabi Grand Prix: lapped
// cars, five retirements and a start time f1db does not have.
const cases = [
  { name: 'the 2025 British Grand Prix', year: 2025, round: 12 },
  { name: 'the 2021 Abu Dhabi Grand Prix', year: 2021, round: 22 },
];

beforeAll(async () => {
  database = await openTestDatabase();
  for (const { name, year, round } of cases)
    recordings.set(name, await recordRace(database.db, { year, round }));
}, 180_000);
afterAll(() => database?.close());

const recording = (name: string) => recordings.get(name)!;

async function stored(year: number, round: number) {
  const [race] = await database.db
    .select({ id: races.id })
    .from(races)
    .where(and(eq(races.year, year), eq(races.round, round)));
  const classification = await database.db
    .select({ number: raceResults.driverNumber, laps: raceResults.laps, reason: raceResults.reasonRetired })
    .from(raceResults)
    .where(and(eq(raceResults.raceId, race!.id), eq(raceResults.kind, 'race')))
    .orderBy(asc(raceResults.displayOrder));
  const grid = await database.db
    .select({ number: startingGridPositions.driverNumber })
    .from(startingGridPositions)
    .where(and(eq(startingGridPositions.raceId, race!.id), eq(startingGridPositions.kind, 'race')))
    .orderBy(asc(startingGridPositions.displayOrder));
  const [fastest] = await database.db
    .select({ number: fastestLaps.driverNumber })
    .from(fastestLaps)
    .where(eq(fastestLaps.raceId, race!.id))
    .orderBy(asc(fastestLaps.displayOrder))
    .limit(1);
  return { classification, grid: grid.map((row) => row.number!), fastest: fastest?.number };
}

const asJson = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const linesOf = (topics: FeedTopics) => asJson(asJson(topics.TimingData).Lines);
/** The racing numbers in the order of their TimingData positions. */
function positions(topics: FeedTopics): string[] {
  const lines = linesOf(topics);
  const position = (number: string) => Number(asJson(lines[number]).Position);
  return Object.keys(lines).sort((a, b) => position(a) - position(b));
}
/** The index of the LapCount record announcing this lap (the leader has completed the one before). */
const lapStart = (records: FeedRecord[], lap: number) =>
  records.findIndex(
    (record) =>
      record.topic === 'LapCount' && asJson(record.patch).CurrentLap === lap && !asJson(record.patch)._kf,
  );
const mergedTo = (records: FeedRecord[], index: number) => applyFeedRecords({}, records.slice(0, index + 1));

describe.each(cases)('recordRace: $name', ({ name, year, round }) => {
  it('ends in the stored classification, on the last lap, finalised', async () => {
    const { records, finalOrder, totalLaps } = recording(name);
    const { classification } = await stored(year, round);
    const final = applyFeedRecords({}, records);
    expect(finalOrder).toEqual(classification.map((row) => row.number));
    expect(positions(final)).toEqual(classification.map((row) => row.number));
    expect(asJson(final.LapCount)).toEqual({ CurrentLap: totalLaps, TotalLaps: totalLaps });
    expect(asJson(final.SessionStatus).Status).toBe('Finalised');
    expect(totalLaps).toBe(classification[0]!.laps);
    // A car that retired stops at its laps, retired; the others took the flag.
    const lines = linesOf(final);
    for (const row of classification) {
      const line = asJson(lines[row.number!]);
      expect(line.NumberOfLaps).toBe(row.laps ?? 0);
      expect(line.Retired).toBe(row.reason !== null && (row.laps ?? 0) < totalLaps);
    }
  });

  it("ends in a provisional order, read from the feed's view, that is the stored classification", () => {
    const { records, finalOrder } = recording(name);
    const final = applyFeedRecords({}, records);
    const view = feedView(final, { version: 1, updatedAt: records.at(-1)!.at, feedAt: records.at(-1)!.at });
    expect(provisionalOrder(view)?.rows.map((row) => String(row.driverNumber))).toEqual(finalOrder);
  });

  it('starts from keyframes, in time order, with lights out at startsAt', () => {
    const { records, startsAt } = recording(name);
    const times = records.map((record) => Date.parse(record.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(records[0]!.at).toBe(new Date(Date.parse(startsAt) - feedKeyframeLeadMs).toISOString());
    const keyframes = records.filter((record) => record.at === records[0]!.at && asJson(record.patch)._kf);
    expect(keyframes.map((record) => record.topic)).toEqual(
      expect.arrayContaining([
        'SessionInfo',
        'DriverList',
        'TimingData',
        'TimingAppData',
        'RaceControlMessages',
      ]),
    );
    const started = records.find(
      (record) => record.topic === 'SessionStatus' && asJson(record.patch).Status === 'Started',
    );
    expect(started?.at).toBe(startsAt);
  });

  it('shows the order after each lap from the leader completing it until the next lap ends', async () => {
    const { records, orderAfterLap, totalLaps } = recording(name);
    const { grid, classification } = await stored(year, round);
    // The grid, then a car that did not take its place on it (Mazepin in Abu Dhabi).
    const numbers = classification.map((row) => row.number!);
    const lined = [...grid, ...numbers.filter((number) => !grid.includes(number))];
    expect(orderAfterLap.get(0)).toEqual(lined);
    expect(
      positions(
        mergedTo(
          records,
          records.findIndex((r) => r.topic === 'TimingData'),
        ),
      ),
    ).toEqual(lined);
    for (const lap of [1, Math.floor(totalLaps / 3), Math.floor(totalLaps / 2) + 1, totalLaps - 2]) {
      const start = lapStart(records, lap + 1);
      const next = lapStart(records, lap + 2);
      expect(start).toBeGreaterThan(0);
      expect(positions(mergedTo(records, start))).toEqual(orderAfterLap.get(lap));
      // Up to the instant the leader completes the next lap (whose order comes with it).
      const before = records.findLastIndex((record) => record.at < records[next]!.at);
      expect(positions(mergedTo(records, before))).toEqual(orderAfterLap.get(lap));
      expect(asJson(asJson(mergedTo(records, start).LapCount)).CurrentLap).toBe(lap + 1);
    }
    // After the last lap: the classification among the cars that took the flag, then the retired.
    const finished = classification
      .filter((row) => row.reason === null || row.laps === totalLaps)
      .map((row) => row.number);
    const last = orderAfterLap.get(totalLaps)!;
    expect(last.slice(0, finished.length)).toEqual(finished);
    expect(new Set(last)).toEqual(new Set(classification.map((row) => row.number)));
  });

  it('deploys one safety car in the middle third, with its messages', () => {
    const { records, safetyCar, totalLaps } = recording(name);
    expect(safetyCar.deployedLap).toBeGreaterThanOrEqual(totalLaps / 3);
    expect(safetyCar.inLap).toBeLessThanOrEqual((2 * totalLaps) / 3 + 1);
    const trackAt = (lap: number) => asJson(mergedTo(records, lapStart(records, lap)).TrackStatus).Status;
    expect(trackAt(safetyCar.deployedLap)).toBe('1');
    for (let lap = safetyCar.deployedLap + 1; lap <= safetyCar.inLap; lap++) expect(trackAt(lap)).toBe('4');
    expect(trackAt(safetyCar.inLap + 1)).toBe('1');
    const messages = (asJson(applyFeedRecords({}, records).RaceControlMessages).Messages as Json[]).map(
      (message) => message.Message,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'GREEN LIGHT - PIT EXIT OPEN',
        'SAFETY CAR DEPLOYED',
        'SAFETY CAR IN THIS LAP',
        'CHEQUERED FLAG',
      ]),
    );
    const deployed = records.find(
      (record) => record.topic === 'RaceControlMessages' && !asJson(record.patch)._kf,
    );
    expect(Object.keys(asJson(asJson(deployed?.patch).Messages))).toEqual(['2']);
  });

  it('gives the stored fastest lap the best time, in the feed formats', async () => {
    const { records } = recording(name);
    const { fastest } = await stored(year, round);
    const lines = linesOf(applyFeedRecords({}, records));
    const best = Object.entries(lines)
      .map(([number, line]) => [number, String(asJson(asJson(line).BestLapTime).Value)] as const)
      .filter(([, value]) => value !== '')
      .sort(([, a], [, b]) => a.length - b.length || a.localeCompare(b));
    expect(best[0]![0]).toBe(fastest);
    for (const [, value] of best) expect(value).toMatch(/^1:\d\d\.\d{3}$/);
    const gaps = Object.values(lines).map((line) => String(asJson(line).GapToLeader));
    for (const gap of gaps) expect(gap).toMatch(/^(|\+\d+\.\d{3}|\d+L)$/);
  });
});

describe('recordRace', () => {
  it('is deterministic and small: a few thousand records, well under 10 MB', async () => {
    const british = recording(cases[0]!.name);
    const again = await recordRace(database.db, { year: 2025, round: 12 });
    const json = JSON.stringify(british.records);
    expect(JSON.stringify(again.records)).toBe(json);
    expect(british.records.length).toBeGreaterThan(2000);
    expect(Buffer.byteLength(json)).toBeLessThan(3_000_000);
  });

  it('records a sprint, shorter laps on request', async () => {
    const sprint = await recordRace(database.db, { year: 2024, round: 6, kind: 'sprint' }, { lapMs: 10_000 });
    const final = applyFeedRecords({}, sprint.records);
    expect(asJson(final.SessionInfo)).toMatchObject({ Type: 'Race', Name: 'Sprint' });
    expect(positions(final)).toEqual(sprint.finalOrder);
    const started = Date.parse(sprint.startsAt);
    const flag = sprint.records.find((record) => asJson(record.patch).Status === 'Finished')!;
    expect(Date.parse(flag.at) - started).toBeLessThan(sprint.totalLaps * 15_000);
  });
});

describe('recordRace with stored lap times', () => {
  it('follows their positions lap by lap and still ends in the classification', async () => {
    // The 2023 British Grand Prix, given made-up lap times: the field in reverse for the first half.
    const [race] = await database.db
      .select({ id: races.id })
      .from(races)
      .where(and(eq(races.year, 2023), eq(races.round, 10)));
    const rows = await database.db
      .select({ driverId: raceResults.driverId, number: raceResults.driverNumber, laps: raceResults.laps })
      .from(raceResults)
      .where(and(eq(raceResults.raceId, race!.id), eq(raceResults.kind, 'race')))
      .orderBy(asc(raceResults.displayOrder));
    const total = rows[0]!.laps!;
    const orders = new Map<number, string[]>();
    const values: (typeof lapTimes.$inferInsert)[] = [];
    for (let lap = 1; lap <= total; lap++) {
      const running = rows.filter((row) => (row.laps ?? 0) >= lap);
      const order = lap <= total / 2 ? [...running].reverse() : running;
      orders.set(
        lap,
        order.map((row) => row.number!),
      );
      for (const [index, row] of order.entries())
        values.push({
          raceId: race!.id,
          driverId: row.driverId,
          lap,
          positionNumber: index + 1,
          timeMillis: 88_000 + index * 10,
        });
    }
    await database.db.insert(lapTimes).values(values);
    const recorded = await recordRace(database.db, { year: 2023, round: 10 });
    for (const lap of [3, Math.floor(total / 2), Math.floor(total / 2) + 1, total - 1]) {
      const order = orders.get(lap)!;
      expect(recorded.orderAfterLap.get(lap)!.slice(0, order.length)).toEqual(order);
      const start = lapStart(recorded.records, lap + 1);
      expect(positions(mergedTo(recorded.records, start))).toEqual(recorded.orderAfterLap.get(lap));
    }
    expect(positions(applyFeedRecords({}, recorded.records))).toEqual(rows.map((row) => row.number));
  });
});

describe('archiveFiles and startArchiveServer', () => {
  const bomless = (buffer: Buffer | undefined) => {
    const text = buffer?.toString('utf8') ?? '';
    expect(text.charCodeAt(0)).toBe(0xfeff);
    return text.slice(1);
  };
  const parseOffset = (offset: string) => {
    const [hours, minutes, seconds] = offset.split(':').map(Number) as [number, number, number];
    return Math.round(((hours * 60 + minutes) * 60 + seconds) * 1000);
  };
  const streamLines = (buffer: Buffer | undefined) => {
    const lines = bomless(buffer).split('\r\n');
    expect(lines.pop()).toBe('');
    return lines.map((line) => ({ offset: line.slice(0, 12), value: JSON.parse(line.slice(12)) as unknown }));
  };
  const sessionOf = (recording: FeedRecording): ArchiveSession => {
    const info = asJson(applyFeedRecords({}, recording.records).SessionInfo);
    const meeting = asJson(info.Meeting);
    return {
      year: 2025,
      meetingName: String(meeting.Name),
      meetingKey: Number(meeting.Key),
      sessionKey: Number(info.Key),
      sessionName: String(info.Name),
      recording,
      withCompressed: true,
    };
  };

  it('lays the sessions out as F1 does, and its streams parse back to the records', () => {
    const british = recording(cases[0]!.name);
    const files = archiveFiles([sessionOf(british)]);
    const year = JSON.parse(bomless(files.get('2025/Index.json'))) as Json;
    expect(year.Year).toBe(2025);
    const [meeting] = year.Meetings as Json[];
    expect(meeting).toMatchObject({ Name: 'British Grand Prix', Location: 'Silverstone' });
    const [session] = meeting!.Sessions as Json[];
    expect(session).toMatchObject({ Type: 'Race', Name: 'Race', StartDate: '2025-07-06T15:00:00' });
    expect(session!.Path).toBe('2025/2025-07-06_British_Grand_Prix/2025-07-06_Race/');
    const path = String(session!.Path);
    const feeds = asJson(JSON.parse(bomless(files.get(`${path}Index.json`))).Feeds);
    expect(asJson(feeds.TimingData)).toEqual({
      KeyFramePath: 'TimingData.json',
      StreamPath: 'TimingData.jsonStream',
    });

    const zero = Date.parse(archiveStartsAt(british));
    const final = applyFeedRecords({}, british.records);
    for (const topic of new Set(british.records.map((record) => record.topic))) {
      const lines = streamLines(files.get(`${path}${asJson(feeds[topic]).StreamPath}`));
      const parsed = lines.map(({ offset, value }) => ({
        topic,
        patch: value,
        at: new Date(zero + parseOffset(offset)).toISOString(),
      }));
      expect(parsed).toEqual(british.records.filter((record) => record.topic === topic));
      expect(JSON.parse(bomless(files.get(`${path}${topic}.json`)))).toEqual(final[topic]);
      if (topic === 'SessionInfo') expect(lines[0]!.offset).toBe('00:00:00.000');
    }
    const started = streamLines(files.get(`${path}SessionStatus.jsonStream`)).find(
      ({ value }) => asJson(value).Status === 'Started',
    );
    expect(started?.offset).toBe('00:01:00.000');

    const positions = streamLines(files.get(`${path}Position.z.jsonStream`));
    expect(positions.length).toBeGreaterThan(100);
    const inflated = JSON.parse(
      inflateRawSync(Buffer.from(positions[50]!.value as string, 'base64')).toString('utf8'),
    ) as { Position: { Timestamp: string; Entries: Record<string, Json> }[] };
    expect(Object.keys(inflated.Position[0]!.Entries).sort()).toEqual([...british.finalOrder].sort());
    expect(inflated.Position[0]!.Entries['1']).toMatchObject({ Status: 'OnTrack' });
  });

  it('serves the files, 404 for a missing one and 403 for a forbidden one', async () => {
    const files = archiveFiles([{ ...sessionOf(recording(cases[0]!.name)), withCompressed: false }]);
    const server = await startArchiveServer(files);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/$/);
      const index = await fetch(`${server.url}2025/Index.json`);
      expect(index.status).toBe(200);
      expect(index.headers.get('content-type')).toBe('application/json');
      expect(index.headers.get('access-control-allow-origin')).toBeNull();
      expect(Buffer.from(await index.arrayBuffer())).toEqual(files.get('2025/Index.json'));
      const missing = await fetch(`${server.url}2025/nothing/Index.json`);
      expect(missing.status).toBe(404);
      server.forbid('2025/2025-07-06_British_Grand_Prix/');
      const forbidden = await fetch(
        `${server.url}2025/2025-07-06_British_Grand_Prix/2025-07-06_Race/TimingData.jsonStream`,
      );
      expect(forbidden.status).toBe(403);
      expect(await forbidden.text()).toContain('<Code>AccessDenied</Code>');
      expect(server.requests()).toEqual([
        '2025/Index.json',
        '2025/nothing/Index.json',
        '2025/2025-07-06_British_Grand_Prix/2025-07-06_Race/TimingData.jsonStream',
      ]);
    } finally {
      await server.close();
    }
  });
});
