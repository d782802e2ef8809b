import type { Services } from '#server/services.ts';
import { onceFor } from '#shared/once-for.ts';
import { currentLiveTiming } from './live.server.ts';

/** One connected viewer: how to send it an event, and how to drop it. */
export type LiveClient = {
  /** Queues the event on the viewer's stream; settles once the stream has passed it on to its connection. */
  send: (event: 'timing' | 'ping', data: string) => Promise<void>;
  /** Ends the stream and its connection at once, with whatever still waits to be sent. */
  close: () => void;
};

/** Why a viewer is not let in: the instance is full, or its address has its share of streams. */
export type LiveRefusal = 'full' | 'client';
/** A comment line this often keeps proxies from closing a quiet stream and finds dead clients. */
export const heartbeatMs = 15_000;

/**
 * How much sent to one viewer may wait in this instance for its connection to take it: 256 KiB, some
 * seventeen full timing states (a race's is about 15 KiB), over a minute of changes at the default
 * poll. A viewer that stops reading fills the kernel's buffers, and then each event waits here; past
 * this bound the viewer is dropped (its stream and connection closed, its place given back) rather
 * than kept in memory. A viewer with nothing waiting always gets the next event, however large.
 */
export const maxUnsentBytes = 256 * 1024;

/**
 * The viewers of one instance and the one subscription that feeds them: a `live.changed` from any
 * instance makes this instance read the state once (through its cache) and send the same text to
 * each viewer. The heartbeat also re-reads it, so a missed event costs at most one beat. Events are
 * handed to each viewer without waiting for it to take them, so a slow viewer holds up no other.
 */
export class LiveHub {
  readonly clients = new Set<LiveClient>();
  /** Bytes sent to each viewer that its stream has not yet passed on (see `maxUnsentBytes`). */
  readonly #unsent = new Map<LiveClient, number>();
  /** Streams admitted and not yet given back, in all and per client address. */
  #admitted = 0;
  readonly #perAddress = new Map<string, number>();
  #lastText: string | undefined;
  #unsubscribe: (() => void) | undefined;
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly services: Services) {}

  /**
   * Takes one of the instance's places (LIVE_STREAM_MAX_CLIENTS) and one of the address's
   * (LIVE_STREAM_MAX_PER_CLIENT) before a stream opens, at once, so a burst of requests cannot all
   * get in: a function that gives them back (once, however often it is called), or the refusal.
   */
  admit(address: string): (() => void) | LiveRefusal {
    const { LIVE_STREAM_MAX_CLIENTS, LIVE_STREAM_MAX_PER_CLIENT } = this.services.env;
    const ofAddress = this.#perAddress.get(address) ?? 0;
    if (this.#admitted >= LIVE_STREAM_MAX_CLIENTS) return 'full';
    if (ofAddress >= LIVE_STREAM_MAX_PER_CLIENT) return 'client';
    this.#admitted += 1;
    this.#perAddress.set(address, ofAddress + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#admitted -= 1;
      const left = (this.#perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.#perAddress.set(address, left);
      else this.#perAddress.delete(address);
    };
  }

  /** Adds an admitted viewer and sends it the current state at once. */
  async join(client: LiveClient): Promise<void> {
    this.clients.add(client);
    this.#unsent.set(client, 0);
    if (this.clients.size === 1) this.#start();
    this.#send(client, 'timing', await this.#current());
  }

  leave(client: LiveClient): void {
    if (!this.clients.delete(client)) return;
    this.#unsent.delete(client);
    if (this.clients.size === 0) this.#stop();
  }

  /**
   * Sends an event to one viewer without waiting for it, or drops the viewer when the event would
   * take what waits for it past `maxUnsentBytes`.
   */
  #send(client: LiveClient, event: 'timing' | 'ping', data: string) {
    const unsent = this.#unsent.get(client);
    if (unsent === undefined) return;
    const size = Buffer.byteLength(event) + Buffer.byteLength(data);
    if (unsent > 0 && unsent + size > maxUnsentBytes) {
      this.#drop(client);
      return;
    }
    this.#unsent.set(client, unsent + size);
    client.send(event, data).then(
      () => {
        const left = this.#unsent.get(client);
        if (left !== undefined) this.#unsent.set(client, left - size);
      },
      () => this.#drop(client),
    );
  }

  #drop(client: LiveClient) {
    this.leave(client);
    client.close();
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
    for (const client of [...this.clients]) {
      if (changed) this.#send(client, 'timing', text);
      else if (beat) this.#send(client, 'ping', '');
    }
  }
}

/** The hub of this app instance (each test app has its own). */
export const liveHub: (services: Services) => LiveHub = onceFor(
  (services: Services) => new LiveHub(services),
);
