import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import { describe, expect, it, onTestFinished } from 'vitest';
import { WebSocket } from 'ws';
import type { FeedRecord } from '#shared/live-feed.ts';
import { type SignalRCoreServer, startSignalRCoreServer } from './signalr-core-server.ts';

const state = {
  TimingData: { Lines: { '44': { Position: '1', GapToLeader: '' } } },
  LapCount: { CurrentLap: 12, TotalLaps: 52 },
  WeatherData: { AirTemp: '21.4', Rainfall: '0' },
};

const records: FeedRecord[] = [
  {
    topic: 'TimingData',
    patch: { Lines: { '44': { GapToLeader: 'LAP 13' } } },
    at: '2025-07-06T14:31:02.101Z',
  },
  { topic: 'LapCount', patch: { CurrentLap: 13 }, at: '2025-07-06T14:31:02.150Z' },
  { topic: 'TimingData', patch: { Lines: { '1': { Position: '2' } } }, at: '2025-07-06T14:31:03.004Z' },
];

const asFeed = (list: FeedRecord[]) => list.map(({ topic, patch, at }) => [topic, patch, at]);

/** The JSON records of a frame, each ended by the record separator. */
function parseRecords(frame: string): unknown[] {
  expect(frame.endsWith('\x1e')).toBe(true);
  return frame
    .split('\x1e')
    .slice(0, -1)
    .map((text) => JSON.parse(text) as unknown);
}

async function startServer(options?: Parameters<typeof startSignalRCoreServer>[0]) {
  const server = await startSignalRCoreServer(options);
  onTestFinished(() => server.close());
  server.setState(state);
  return server;
}

/** Microsoft's client as the live-timing job builds it: WebSockets only, quick automatic reconnection. */
function hubConnection(server: SignalRCoreServer, accessTokenFactory?: () => string) {
  const connection = new HubConnectionBuilder()
    .withUrl(server.url, { transport: HttpTransportType.WebSockets, accessTokenFactory })
    .withAutomaticReconnect([0, 100, 200])
    .configureLogging(LogLevel.None)
    .build();
  onTestFinished(() => connection.stop());
  return connection;
}

/** Every `feed` invocation the connection receives, and a wait for the first n of them. */
function collectFeed(connection: HubConnection) {
  const received: unknown[][] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  connection.on('feed', (...args: unknown[]) => {
    received.push(args);
    for (const waiter of waiters) if (received.length >= waiter.count) waiter.resolve();
  });
  return {
    received,
    until: (count: number) =>
      new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        if (received.length >= count) resolve();
      }),
  };
}

async function negotiate(server: SignalRCoreServer) {
  const response = await fetch(`${server.url}/negotiate?negotiateVersion=1`, { method: 'POST' });
  const body = (await response.json()) as { connectionToken: string };
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  return { body, cookie, setCookie: response.headers.getSetCookie() };
}

/** A plain WebSocket (no SignalR client): open, or the HTTP status the upgrade was refused with. */
function openWebSocket(url: string, cookie?: string) {
  return new Promise<{ socket: WebSocket; frames: () => Promise<string> } | { status: number }>(
    (resolve, reject) => {
      const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers: cookie ? { cookie } : {} });
      const queue: string[] = [];
      const readers: ((frame: string) => void)[] = [];
      socket.on('message', (data) => {
        const frame = String(data);
        const reader = readers.shift();
        if (reader) reader(frame);
        else queue.push(frame);
      });
      const frames = () =>
        new Promise<string>((read) => {
          const frame = queue.shift();
          if (frame === undefined) readers.push(read);
          else read(frame);
        });
      socket.once('open', () => {
        onTestFinished(() => socket.terminate());
        resolve({ socket, frames });
      });
      socket.once('unexpected-response', (request, response) => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0 });
      });
      socket.on('error', reject);
    },
  );
}

describe('the local SignalR Core server, with Microsoft’s client', { timeout: 5000 }, () => {
  it('connects and answers Subscribe with the state of just the asked topics', async () => {
    const server = await startServer();
    const connection = hubConnection(server);
    await connection.start();

    const result = await connection.invoke('Subscribe', ['TimingData', 'LapCount', 'TeamRadio']);

    expect(result).toEqual({ TimingData: state.TimingData, LapCount: state.LapCount });
    expect(server.subscriptions()).toEqual([['TimingData', 'LapCount', 'TeamRadio']]);
    expect(server.openConnections()).toBe(1);
    expect(server.authorizations()).toEqual([null]);
  });

  it('delivers feed records in order, several in one frame too, of the subscribed topics only', async () => {
    const server = await startServer();
    const connection = hubConnection(server);
    const feed = collectFeed(connection);
    await connection.start();
    await connection.invoke('Subscribe', ['TimingData', 'LapCount']);

    await server.send(records.slice(0, 1));
    await server.send(
      [...records.slice(1), { topic: 'WeatherData', patch: { Rainfall: '1' }, at: '2025-07-06T14:31:04Z' }],
      { oneFrame: true },
    );
    await server.send(records.slice(0, 1), { oneFrame: true });
    await feed.until(4);

    expect(feed.received).toEqual(asFeed([...records, ...records.slice(0, 1)]));
  });

  it('sends the access token to negotiate as a Bearer authorization', async () => {
    const server = await startServer();
    const connection = hubConnection(server, () => 'f1tv-token');
    await connection.start();

    expect(server.authorizations()).toEqual(['Bearer f1tv-token']);
  });

  it('reconnects by itself after the connection drops, and the client subscribes again', async () => {
    const server = await startServer();
    const connection = hubConnection(server);
    const feed = collectFeed(connection);
    const subscribe = () => connection.invoke('Subscribe', ['TimingData']);
    const reconnecting: (Error | undefined)[] = [];
    connection.onreconnecting((error) => reconnecting.push(error));
    connection.onreconnected(() => void subscribe());
    await connection.start();
    await subscribe();

    server.dropConnections();
    expect(server.openConnections()).toBe(0);
    await server.waitForSubscriptions(2);
    await server.send(records.slice(0, 1));
    await feed.until(1);

    expect(reconnecting).toHaveLength(1);
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(server.subscriptions()).toEqual([['TimingData'], ['TimingData']]);
    expect(server.authorizations()).toEqual([null, null]);
    expect(server.openConnections()).toBe(1);
    expect(feed.received).toEqual(asFeed(records.slice(0, 1)));
  });

  it('makes start() reject while it refuses negotiations, and serves again after', async () => {
    const server = await startServer();
    const connection = hubConnection(server);

    server.refuseWith(503);
    await expect(connection.start()).rejects.toThrow("Status code '503'");
    expect(connection.state).toBe(HubConnectionState.Disconnected);

    server.refuseWith(undefined);
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('answers an unknown hub method with an error, and a fire-and-forget Subscribe with nothing', async () => {
    const server = await startServer();
    const connection = hubConnection(server);
    await connection.start();

    await expect(connection.invoke('Unsubscribe', ['TimingData'])).rejects.toThrow(
      "Unknown hub method 'Unsubscribe'",
    );
    await connection.send('Subscribe', ['LapCount']);
    await server.waitForSubscriptions(1);
    // The connection would fail on a completion it did not ask for; it is still open and answering.
    expect(await connection.invoke('Subscribe', ['WeatherData'])).toEqual({ WeatherData: state.WeatherData });
    expect(server.subscriptions()).toEqual([['LapCount'], ['WeatherData']]);
  });

  it('ends clients with a close message on close(), so they do not reconnect', async () => {
    const server = await startServer();
    const connection = hubConnection(server);
    const reconnecting: unknown[] = [];
    connection.onreconnecting((error) => reconnecting.push(error));
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await connection.start();

    await server.close();

    expect(await closed).toBeUndefined();
    expect(reconnecting).toEqual([]);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('the local SignalR Core server, on the wire', { timeout: 5000 }, () => {
  it('negotiates on POST only, setting the load balancer’s cookie', async () => {
    const server = await startServer({ cookieName: 'AWSALB' });

    const { body, setCookie } = await negotiate(server);

    expect(body).toMatchObject({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(setCookie).toEqual([expect.stringMatching(/^AWSALB=[\w-]+; Path=\/; SameSite=None$/)]);
    expect((await fetch(`${server.url}/negotiate`)).status).toBe(404);
    expect((await fetch(`${server.url}/connect`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a WebSocket without the negotiate cookie, and a connection token used before', async () => {
    const server = await startServer();
    const { body, cookie } = await negotiate(server);
    const url = `${server.url}?id=${body.connectionToken}`;

    expect(await openWebSocket(url)).toEqual({ status: 401 });
    expect(await openWebSocket(url, 'AWSALBCORS=forged')).toEqual({ status: 401 });
    expect(await openWebSocket(url, cookie)).toHaveProperty('socket');
    expect(await openWebSocket(url, cookie)).toEqual({ status: 401 });
    expect(await openWebSocket(`${server.url}?id=unknown`, cookie)).toEqual({ status: 401 });
  });

  it('answers the handshake, then a Subscribe, then puts a oneFrame send in one frame', async () => {
    const server = await startServer({ pingIntervalMs: 60_000 });
    const { body, cookie } = await negotiate(server);
    const opened = await openWebSocket(`${server.url}?id=${body.connectionToken}`, cookie);
    if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);
    const { socket, frames } = opened;

    socket.send('{"protocol":"json","version":1}\x1e');
    expect(await frames()).toBe('{}\x1e');
    // Two records in one frame: a client ping, then the invocation.
    socket.send(
      '{"type":6}\x1e{"type":1,"invocationId":"1","target":"Subscribe","arguments":[["LapCount","TimingData"]]}\x1e',
    );
    expect(parseRecords(await frames())).toEqual([
      { type: 3, invocationId: '1', result: { LapCount: state.LapCount, TimingData: state.TimingData } },
    ]);

    await server.send(records, { oneFrame: true });
    const frame = await frames();

    expect(parseRecords(frame)).toEqual(
      asFeed(records).map((args) => ({ type: 1, target: 'feed', arguments: args })),
    );
  });

  it('pings every pingIntervalMs once the handshake is done', async () => {
    const server = await startServer({ pingIntervalMs: 20 });
    const { body, cookie } = await negotiate(server);
    const opened = await openWebSocket(`${server.url}?id=${body.connectionToken}`, cookie);
    if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);

    opened.socket.send('{"protocol":"json","version":1}\x1e');

    expect([await opened.frames(), await opened.frames(), await opened.frames()]).toEqual([
      '{}\x1e',
      '{"type":6}\x1e',
      '{"type":6}\x1e',
    ]);
  });

  it('answers a handshake in another protocol with an error and closes', async () => {
    const server = await startServer();
    const { body, cookie } = await negotiate(server);
    const opened = await openWebSocket(`${server.url}?id=${body.connectionToken}`, cookie);
    if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);
    const closed = new Promise<void>((resolve) => opened.socket.once('close', () => resolve()));

    opened.socket.send('{"protocol":"messagepack","version":1}\x1e');

    expect(parseRecords(await opened.frames())).toEqual([
      { error: "The protocol 'messagepack' is not supported." },
    ]);
    await closed;
    expect(server.openConnections()).toBe(0);
  });
});
