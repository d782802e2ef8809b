import type { Services } from '#server/services.ts';
import { onceFor } from '#shared/once-for.ts';
import { currentLiveTiming } from './live.server.ts';

/** One connected viewer: how to send it an event, and how to drop it. */
export type LiveClient = {
  send: (event: 'timing' | 'ping', data: string) => Promise<void>;
  close: () => void;
};

/** Viewers one instance keeps connected at most; more are told to come back later. */
export const maxLiveClients = 5000;
/** A comment line this often keeps proxies from closing a quiet stream and finds dead clients. */
export const heartbeatMs = 15_000;

/**
 * The viewers of one instance and the one subscription that feeds them: a `live.changed` from any
 * instance makes this instance read the state once (through its cache) and send the same text to
 * each viewer. The heartbeat also re-reads it, so a missed event costs at most one beat.
 */
export class LiveHub {
  readonly clients = new Set<LiveClient>();
  #lastText: string | undefined;
  #unsubscribe: (() => void) | undefined;
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly services: Services) {}

  /** Adds a viewer and sends it the current state at once; false when the instance is full. */
  async join(client: LiveClient): Promise<boolean> {
    if (this.clients.size >= maxLiveClients) return false;
    this.clients.add(client);
    if (this.clients.size === 1) this.#start();
    await client.send('timing', await this.#current());
    return true;
  }

  leave(client: LiveClient): void {
    if (!this.clients.delete(client)) return;
    if (this.clients.size === 0) this.#stop();
  }

  async #current(): Promise<string> {
    return JSON.stringify(await currentLiveTiming(this.services));
  }

  #start() {
    this.#unsubscribe = this.services.events.subscribe(['live.changed'], () => void this.#broadcast(false));
    this.#heartbeat = setInterval(() => void this.#broadcast(true), heartbeatMs);
    this.#heartbeat.unref();
  }

  #stop() {
    this.#unsubscribe?.();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#unsubscribe = undefined;
    this.#heartbeat = undefined;
    this.#lastText = undefined;
  }

  async #broadcast(beat: boolean) {
    let text: string;
    try {
      text = await this.#current();
    } catch (error) {
      this.services.log.warn('Live timing could not be read for the viewers', error);
      return;
    }
    const changed = text !== this.#lastText;
    this.#lastText = text;
    await Promise.all(
      [...this.clients].map((client) =>
        (changed ? client.send('timing', text) : beat ? client.send('ping', '') : Promise.resolve()).catch(
          () => {
            this.leave(client);
            client.close();
          },
        ),
      ),
    );
  }
}

/** The hub of this app instance (each test app has its own). */
export const liveHub: (services: Services) => LiveHub = onceFor(
  (services: Services) => new LiveHub(services),
);
