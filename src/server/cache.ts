import type { EventType } from './events.ts';

/**
 * What a cache is: a name (for logs and the diagnostics page), a bound, a time to live and the events
 * that empty it. Features declare one at module level (it holds no state) and reach the cache itself
 * through `services.cache.use(spec)`, so every instance of the app has its own and a test its own.
 */
export type CacheSpec<T> = {
  name: string;
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** Optional weight bound: entries are dropped, oldest first, while the sum of `sizeOf` exceeds it. */
  maxSize?: number;
  sizeOf?: (value: T) => number;
  /** How long an entry is served; Infinity for data that changes only by the events below. */
  ttlMs: number;
  /** Events after which every entry is dropped (on every instance, through the event bus). */
  dropOn: readonly EventType[];
};

export function defineCache<T>(spec: CacheSpec<T>): CacheSpec<T> {
  return spec;
}

type Entry<T> = { value: Promise<T>; expires: number; size: number };

/** A bounded, expiring memo of promises: concurrent readers of one key share one load. */
export class Cache<T> {
  #entries = new Map<string, Entry<T>>();
  #size = 0;
  #generation = 0;

  constructor(
    readonly spec: CacheSpec<T>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The cached value for `key`, loading it once when absent or expired. A failed load is not kept. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > this.now()) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.#remove(key, hit);
    const generation = this.#generation;
    // A real promise, settled once: a loader may hand back a thenable (a Drizzle query builder),
    // which would run its query again on every `await` of the cached value.
    const value = Promise.resolve(load());
    const entry: Entry<T> = { value, expires: this.now() + this.spec.ttlMs, size: 0 };
    this.#entries.set(key, entry);
    value.then(
      (loaded) => {
        // A clear() while loading means the value may predate the change: serve it once, keep it not.
        if (generation !== this.#generation || this.#entries.get(key) !== entry) {
          if (this.#entries.get(key) === entry) this.#remove(key, entry);
          return;
        }
        entry.size = this.spec.sizeOf?.(loaded) ?? 0;
        this.#size += entry.size;
        this.#trim(key);
      },
      () => {
        if (this.#entries.get(key) === entry) this.#remove(key, entry);
      },
    );
    this.#trim(key);
    return value;
  }

  /** The settled value for `key` when present and fresh, without loading. */
  peek(key: string): Promise<T> | undefined {
    const hit = this.#entries.get(key);
    return hit && hit.expires > this.now() ? hit.value : undefined;
  }

  set(key: string, value: T): void {
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    const size = this.spec.sizeOf?.(value) ?? 0;
    this.#entries.set(key, { value: Promise.resolve(value), expires: this.now() + this.spec.ttlMs, size });
    this.#size += size;
    this.#trim(key);
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry) this.#remove(key, entry);
  }

  clear(): void {
    this.#entries.clear();
    this.#size = 0;
    this.#generation += 1;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Sum of `sizeOf` over the loaded entries. */
  get weight(): number {
    return this.#size;
  }

  #remove(key: string, entry: Entry<T>) {
    this.#entries.delete(key);
    this.#size -= entry.size;
  }

  #trim(keep: string) {
    const { maxEntries, maxSize = Number.POSITIVE_INFINITY } = this.spec;
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= maxEntries && this.#size <= maxSize) break;
      if (key !== keep) this.#remove(key, entry);
    }
  }
}

/** Every cache of one app instance, created on first use and emptied by the events each names. */
export class CacheRegistry {
  #caches = new Map<string, Cache<unknown>>();
  #version = 0;

  constructor(private readonly now?: () => number) {}

  use<T>(spec: CacheSpec<T>): Cache<T> {
    let cache = this.#caches.get(spec.name);
    if (!cache) {
      cache = new Cache(spec as CacheSpec<unknown>, this.now);
      this.#caches.set(spec.name, cache);
    } else if (cache.spec !== spec) {
      throw new Error(`Two caches are named ${spec.name}`);
    }
    return cache as Cache<T>;
  }

  /** Empties the caches that name this event; bumps `version`. */
  drop(type: EventType): void {
    for (const cache of this.#caches.values()) if (cache.spec.dropOn.includes(type)) cache.clear();
    this.#version += 1;
  }

  /** Counts every drop, so a value derived from caches (an ETag, a cache key) can tell data changed. */
  get version(): number {
    return this.#version;
  }

  /** Name, entries and weight of each cache, for diagnostics. */
  describe(): { name: string; entries: number; weight: number; maxEntries: number; ttlMs: number }[] {
    return [...this.#caches.values()].map((cache) => ({
      name: cache.spec.name,
      entries: cache.size,
      weight: cache.weight,
      maxEntries: cache.spec.maxEntries,
      ttlMs: cache.spec.ttlMs,
    }));
  }
}
