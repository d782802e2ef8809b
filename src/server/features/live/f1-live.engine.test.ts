import { deflateRawSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import type { PlatformEvent } from '#server/events.ts';
import { type SignalRCoreServer, startSignalRCoreServer } from '#server/testing/signalr-core-server.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import type { FeedRecord } from '#shared/live-feed.ts';
import type { LiveTimingState } from '#shared/live-timing.ts';
import { followF1LiveTiming } from './f1-live.ts';
import { selectFeedRecords, selectLiveState } from './live.queries.ts';

// Half an hour into the 2025 British Grand Prix, with a local server speaking Formula 1's live-timing
// protocol (SignalR Core over WebSocket): what the one follower of the cluster stores and announces.

const key = '2025-12-race';
const now = '2025-07-06T14:30:00Z';
const at = (second: number) => new Date(Date.parse(now) + second * 1000).toISOString();

const fullState = {
  SessionInfo: {
    Key: 9947,
    Type: 'Race',
    Name: 'Race',
    StartDate: '2025-07-06T15:00:00',
    GmtOffset: '01:00:00',
  },
  SessionStatus: { Status: 'Started' },
  TrackStatus: { Status: '1', Message: 'AllClear' },
  LapCount: { CurrentLap: 20, TotalLaps: 52 },
  DriverList: {
    '4': { Tla: 'NOR', FullName: 'Lando NORRIS', TeamName: 'McLaren', TeamColour: 'FF8000' },
    '81': { Tla: 'PIA', FullName: 'Oscar PIASTRI', TeamName: 'McLaren', TeamColour: 'FF8000' },
  },
  TimingData: {
    Lines: {
      '81': { Position: '1', GapToLeader: 'LAP 20', NumberOfLaps: 19 },
      '4': { Position: '2', GapToLeader: '+2.100', NumberOfLaps: 19 },
    },
  },
};

let database: Database;
let server: SignalRCoreServer;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  await server?.close();
});

function follow(env: Record<string, string> = {}) {
  const { services } = createTestApp(database, {
    now,
    env: { LIVE_TIMING_SOURCE: 'f1', F1_LIVE_TIMING_URL: server.url, ...env },
  });
  const events: PlatformEvent[] = [];
  services.events.subscribe(['live.changed'], (event) => void events.push(event));
  const controller = new AbortController();
  const run = followF1LiveTiming(services, controller.signal);
  return { services, events, run, stop: () => controller.abort() };
}

/** Waits until the stored state satisfies `check` (the follower writes once a second). */
async function storedWhen(check: (state: LiveTimingState) => boolean): Promise<LiveTimingState> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const stored = await selectLiveState(database.db, key);
    if (stored?.state && check(stored.state)) return stored.state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the stored state never got there');
}

/** Waits for the server to see the client's socket go (closing takes a round trip). */
async function noConnectionLeft() {
  for (let attempt = 0; attempt < 50 && server.openConnections() > 0; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return server.openConnections();
}

const order = (state: { cars: { code: string }[] } | null) => state?.cars.map((car) => car.code);

describe('following a session on Formula 1 live timing', () => {
  it('stores the subscription’s full state, then every record in order, and tells the instances', async () => {
    server = await startSignalRCoreServer({ pingIntervalMs: 200 });
    server.setState(fullState);
    const { events, run, stop } = follow();
    await server.waitForSubscriptions(1);
    const first = await storedWhen((state) => state.cars.length === 2);
    expect(order(first)).toEqual(['PIA', 'NOR']);
    expect(server.subscriptions()[0]).toContain('TimingData');
    // The public topics only: no F1 TV token is configured.
    expect(server.subscriptions()[0]).not.toContain('Position.z');

    // Norris passes Piastri and a safety car comes out, in one frame as the service often sends.
    const overtake: FeedRecord[] = [
      { topic: 'TimingData', patch: { Lines: { '4': { Position: '1', GapToLeader: 'LAP 21' } } }, at: at(1) },
      {
        topic: 'TimingData',
        patch: { Lines: { '81': { Position: '2', GapToLeader: '+0.800' } } },
        at: at(1.2),
      },
      { topic: 'TrackStatus', patch: { Status: '4', Message: 'SCDeployed' }, at: at(2) },
    ];
    await server.send(overtake, { oneFrame: true });
    const passed = await storedWhen((state) => state.session?.track?.code === '4');
    expect(order(passed)).toEqual(['NOR', 'PIA']);
    expect(passed.session).toMatchObject({ track: { label: 'Safety car' }, lap: { current: 20, total: 52 } });
    expect(passed.session?.feedAt).toBe(at(2));
    expect(events.at(-1)).toMatchObject({ type: 'live.changed', session: key, version: passed.seq });

    const records = await selectFeedRecords(database.db, key);
    expect(
      records
        .filter((record) => record.full)
        .map((record) => record.topic)
        .sort(),
    ).toEqual(Object.keys(fullState).sort());
    expect(records.filter((record) => !record.full)).toEqual(overtake);
    expect(passed.seq).toBe(records.length);

    stop();
    await expect(run).resolves.toBeGreaterThan(0);
    expect(await noConnectionLeft()).toBe(0);
  });

  it('reconnects after a dropped connection, says so meanwhile, and loses nothing stored', async () => {
    server = await startSignalRCoreServer({ pingIntervalMs: 200 });
    server.setState(fullState);
    const { run, stop } = follow();
    await server.waitForSubscriptions(1);
    await storedWhen((state) => state.cars.length === 2);
    const before = (await selectFeedRecords(database.db, key)).length;

    // Refused while it tries again, so the page has a moment to say the connection is down.
    server.refuseWith(503);
    server.dropConnections();
    const down = await storedWhen((state) => state.connection?.status === 'reconnecting');
    expect(Date.parse(down.connection?.since ?? '')).toBeGreaterThan(0);
    expect(order(down)).toEqual(['PIA', 'NOR']);

    server.refuseWith(undefined);
    server.setState({ ...fullState, LapCount: { CurrentLap: 23, TotalLaps: 52 } });
    await server.waitForSubscriptions(2, 15_000);
    const back = await storedWhen((state) => !state.connection && state.session?.lap?.current === 23);
    expect(order(back)).toEqual(['PIA', 'NOR']);
    await server.send([{ topic: 'LapCount', patch: { CurrentLap: 24 }, at: at(30) }]);
    await storedWhen((state) => state.session?.lap?.current === 24);
    // Everything received before the drop is still there, numbered on without a gap.
    const records = await selectFeedRecords(database.db, key);
    expect(records.length).toBeGreaterThan(before);
    stop();
    await run;
  }, 30_000);

  it('with an operator’s token, asks for the subscriber topics too and decodes the compressed ones', async () => {
    server = await startSignalRCoreServer({ pingIntervalMs: 200 });
    server.setState(fullState);
    const { run, stop } = follow({ F1_LIVE_TIMING_TOKEN: 'operator-token' });
    await server.waitForSubscriptions(1);
    expect(server.subscriptions()[0]).toEqual(
      expect.arrayContaining(['Position.z', 'CarData.z', 'TeamRadio']),
    );
    expect(server.authorizations()[0]).toBe('Bearer operator-token');
    const position = {
      Position: [{ Timestamp: at(3), Entries: { '4': { Status: 'OnTrack', X: 1, Y: 2, Z: 3 } } }],
    };
    await server.send([
      { topic: 'Position.z', patch: deflateRawSync(JSON.stringify(position)).toString('base64'), at: at(3) },
    ]);
    const stored = await storedWhen((state) => state.topics?.Position !== undefined);
    expect(stored.topics?.Position).toEqual(position);
    stop();
    await run;
  });

  it('stores nothing while the service still serves another session, and asks again later', async () => {
    server = await startSignalRCoreServer({ pingIntervalMs: 200 });
    server.setState({
      ...fullState,
      SessionInfo: { ...fullState.SessionInfo, Name: 'Qualifying', StartDate: '2025-07-05T16:00:00' },
    });
    const before = await selectFeedRecords(database.db, key);
    const { run } = follow();
    await expect(run).resolves.toBe(60_000);
    expect(await selectFeedRecords(database.db, key)).toEqual(before);
    expect(await noConnectionLeft()).toBe(0);
  });
});
