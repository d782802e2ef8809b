import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { FeedRecord, FeedTopics } from '#shared/live-feed.ts';

/**
 * A local server that speaks Formula 1's live-timing protocol (SignalR Core, JSON hub protocol over a
 * WebSocket; the feed's description is the shared live-timing-feed.md beside the repository), so the
 * live-timing client is tested without the internet: negotiate with its load balancer's cookie, the
 * handshake, `Subscribe` answered with the full state, `feed` invocations, pings and close messages. A test sets the state, sends patches and breaks
 * the network on purpose.
 */

export type SignalRCoreServer = {
  /** Base URL to give the client, e.g. http://127.0.0.1:PORT/signalrcore */
  url: string;
  /** The full state Subscribe answers with (only the asked topics are in the result). */
  setState(topics: FeedTopics): void;
  /**
   * Sends records to every subscribed connection as `feed` invocations (`full` is not sent: the feed
   * carries only patches); a connection gets only the topics it subscribed to, as from the real
   * service. `oneFrame: true` puts a connection's records in one WebSocket frame (records separated by
   * \x1e), else one frame each. Resolves once written.
   */
  send(records: FeedRecord[], options?: { oneFrame?: boolean }): Promise<void>;
  /** Ends every open WebSocket abruptly (socket terminate, no close message), as a dropped network would. */
  dropConnections(): void;
  /** Refuses new negotiations with this HTTP status (e.g. 503), or serves again with undefined. */
  refuseWith(status: number | undefined): void;
  /**
   * Waits until n connections have subscribed in all since start (counting reconnections; each
   * Subscribe invocation counts). Rejects after timeoutMs (default 5 s).
   */
  waitForSubscriptions(n: number, timeoutMs?: number): Promise<void>;
  /** What each Subscribe asked for, in order. */
  subscriptions(): string[][];
  /** The Authorization header of each negotiate, refused ones included (or null). */
  authorizations(): (string | null)[];
  /** Number of WebSocket connections open now. */
  openConnections(): number;
  /** Sends `{"type":7}` to every client, closes their WebSockets, then the server. */
  close(): Promise<void>;
};

/** The SignalR record separator: every JSON message ends with it, and a frame may hold several. */
const separator = '\x1e';
const basePath = '/signalrcore';

const MessageType = { Invocation: 1, Completion: 3, Ping: 6, Close: 7 } as const;

/** One WebSocket connection and where it is in the protocol. */
type Hub = {
  socket: WebSocket;
  handshaken: boolean;
  /** Topics of every Subscribe so far; `feed` invocations start after the first. */
  topics: Set<string> | undefined;
  /** The end of a record a frame did not finish (the client ends every frame with one, but need not). */
  pending: string;
  ping: NodeJS.Timeout | undefined;
};

const randomToken = () => randomBytes(16).toString('base64url');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function cookieValue(request: IncomingMessage, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Answers an upgrade with a plain HTTP status and ends the socket, as a server refusing it does. */
function refuseUpgrade(socket: Duplex, status: 401 | 404) {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Starts the server on a free local port. `pingIntervalMs` (default 1000) is how often the server
 * pings each connection: the official client gives up on a server silent for 30 s. `cookieName` is
 * the load balancer's cookie that negotiate sets and the WebSocket must carry (default AWSALBCORS).
 */
export async function startSignalRCoreServer({
  pingIntervalMs = 1000,
  cookieName = 'AWSALBCORS',
}: {
  pingIntervalMs?: number;
  cookieName?: string;
} = {}): Promise<SignalRCoreServer> {
  let state: FeedTopics = {};
  let refusal: number | undefined;
  const authorizations: (string | null)[] = [];
  const subscriptions: string[][] = [];
  const subscriptionListeners = new Set<() => void>();
  /** Connection tokens that negotiate issued and no WebSocket has used yet, with their cookie. */
  const negotiated = new Map<string, string>();
  const hubs = new Set<Hub>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'POST' || url.pathname !== `${basePath}/negotiate`) {
      response.writeHead(404).end();
      return;
    }
    authorizations.push(request.headers.authorization ?? null);
    if (refusal) {
      response.writeHead(refusal, { 'content-type': 'text/plain' }).end(STATUS_CODES[refusal] ?? '');
      return;
    }
    const connectionToken = randomToken();
    const cookie = randomToken();
    negotiated.set(connectionToken, cookie);
    response
      .writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': `${cookieName}=${cookie}; Path=/; SameSite=None`,
      })
      .end(
        JSON.stringify({
          negotiateVersion: 1,
          connectionId: randomToken(),
          connectionToken,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
        }),
      );
  });

  const webSockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== basePath) return refuseUpgrade(socket, 404);
    const token = url.searchParams.get('id') ?? '';
    const cookie = negotiated.get(token);
    // The load balancer's cookie is what routes the WebSocket to the server that negotiated: without
    // it the real service does not know the token.
    if (cookie === undefined || cookieValue(request, cookieName) !== cookie)
      return refuseUpgrade(socket, 401);
    negotiated.delete(token);
    webSockets.handleUpgrade(request, socket, head, (webSocket) => accept(webSocket));
  });

  const write = (hub: Hub, message: unknown) => {
    if (hub.socket.readyState === WebSocket.OPEN) hub.socket.send(JSON.stringify(message) + separator);
  };

  /** Sends a close message with an error, then closes, as the service does with what it cannot read. */
  const closeWithError = (hub: Hub, error: string) => {
    write(hub, { type: MessageType.Close, error });
    hub.socket.close();
  };

  function accept(socket: WebSocket) {
    const hub: Hub = { socket, handshaken: false, topics: undefined, pending: '', ping: undefined };
    hubs.add(hub);
    // ws's default binaryType hands every frame over as one Buffer.
    socket.on('message', (data: RawData) => receive(hub, data as Buffer));
    socket.on('close', () => {
      clearInterval(hub.ping);
      hubs.delete(hub);
    });
    // A socket ended abruptly (the client's process killed) reports an error before its close.
    socket.on('error', () => {});
  }

  function receive(hub: Hub, data: Buffer) {
    const text = hub.pending + data.toString('utf8');
    const records = text.split(separator);
    hub.pending = records.pop() ?? '';
    for (const record of records) {
      if (hub.socket.readyState !== WebSocket.OPEN) return;
      let message: unknown;
      try {
        message = JSON.parse(record);
      } catch {
        if (!hub.handshaken) {
          write(hub, { error: 'The handshake request is not valid JSON.' });
          hub.socket.close();
        } else closeWithError(hub, 'A message is not valid JSON.');
        return;
      }
      if (hub.handshaken) handle(hub, message);
      else handshake(hub, message);
    }
  }

  function handshake(hub: Hub, message: unknown) {
    const protocol = isObject(message) ? message.protocol : undefined;
    const version = isObject(message) ? message.version : undefined;
    const error =
      protocol !== 'json'
        ? `The protocol '${String(protocol)}' is not supported.`
        : version !== 1
          ? `The server does not support version ${String(version)} of the 'json' protocol.`
          : undefined;
    if (error) {
      write(hub, { error });
      hub.socket.close();
      return;
    }
    hub.handshaken = true;
    write(hub, {});
    hub.ping = setInterval(() => write(hub, { type: MessageType.Ping }), pingIntervalMs);
  }

  function handle(hub: Hub, message: unknown) {
    if (!isObject(message)) return closeWithError(hub, 'A message is not a JSON object.');
    // Client pings only keep the connection alive; other types (streams, cancellations) go unanswered.
    if (message.type === MessageType.Close) hub.socket.close();
    else if (message.type === MessageType.Invocation) invoke(hub, message);
  }

  function invoke(hub: Hub, message: Record<string, unknown>) {
    const { invocationId, target } = message;
    // An invocation without an id is the client's `send`: it expects no completion.
    const complete = (outcome: { result: unknown } | { error: string }) => {
      if (typeof invocationId === 'string')
        write(hub, { type: MessageType.Completion, invocationId, ...outcome });
    };
    // Hub method names are matched regardless of case, as ASP.NET Core does.
    if (typeof target !== 'string' || target.toLowerCase() !== 'subscribe')
      return complete({ error: `Unknown hub method '${String(target)}'` });
    const topics = Array.isArray(message.arguments) ? message.arguments[0] : undefined;
    if (!Array.isArray(topics) || !topics.every((topic) => typeof topic === 'string'))
      return complete({ error: 'Subscribe takes one argument, an array of topic names.' });
    hub.topics = new Set([...(hub.topics ?? []), ...topics]);
    subscriptions.push([...topics]);
    const result: FeedTopics = {};
    for (const topic of topics) if (Object.hasOwn(state, topic)) result[topic] = state[topic];
    complete({ result });
    for (const listener of subscriptionListeners) listener();
  }

  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    setState: (topics) => {
      state = topics;
    },
    send: async (records, { oneFrame = false } = {}) => {
      const writes: Promise<void>[] = [];
      for (const hub of hubs) {
        const topics = hub.topics;
        if (!topics || hub.socket.readyState !== WebSocket.OPEN) continue;
        const messages = records
          .filter((record) => topics.has(record.topic))
          .map(
            ({ topic, patch, at }) =>
              JSON.stringify({
                type: MessageType.Invocation,
                target: 'feed',
                arguments: [topic, patch, at],
              }) + separator,
          );
        const frames = oneFrame ? (messages.length > 0 ? [messages.join('')] : []) : messages;
        // A connection that drops meanwhile misses the records, as it would on the real service.
        for (const frame of frames) writes.push(new Promise((done) => hub.socket.send(frame, () => done())));
      }
      await Promise.all(writes);
    },
    dropConnections: () => {
      for (const hub of hubs) hub.socket.terminate();
    },
    refuseWith: (status) => {
      refusal = status;
    },
    waitForSubscriptions: (n, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const listener = () => {
          if (subscriptions.length < n) return;
          subscriptionListeners.delete(listener);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          subscriptionListeners.delete(listener);
          reject(new Error(`${subscriptions.length} of ${n} subscriptions after ${timeoutMs} ms`));
        }, timeoutMs);
        subscriptionListeners.add(listener);
        listener();
      }),
    subscriptions: () => subscriptions.map((topics) => [...topics]),
    authorizations: () => [...authorizations],
    openConnections: () => [...hubs].filter((hub) => hub.socket.readyState === WebSocket.OPEN).length,
    close: async () => {
      const closed = [...hubs].map(
        (hub) =>
          new Promise<void>((done) => {
            if (hub.socket.readyState === WebSocket.CLOSED) return done();
            hub.socket.once('close', () => done());
            write(hub, { type: MessageType.Close });
            hub.socket.close(1000);
            // A client that never answers the close frame is cut off rather than waited for 30 s.
            setTimeout(() => hub.socket.terminate(), 1000).unref();
          }),
      );
      await Promise.all(closed);
      webSockets.close();
      await new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
    },
  };
}
