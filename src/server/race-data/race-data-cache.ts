import { defineCache } from '#server/cache.ts';
import type { Services } from '#server/services.ts';

/**
 * Everything read from the race-data tables, keyed by what was read. Race data changes only through
 * the race-data writes, which publish `race-data.changed` after commit; every instance then drops this
 * cache. The time to live bounds how stale an instance can be should it miss an event (its listening
 * connection down while another instance wrote).
 */
export const raceDataCacheSpec = defineCache<unknown>({
  name: 'race-data',
  maxEntries: 4000,
  ttlMs: 10 * 60_000,
  dropOn: ['race-data.changed'],
});

/** Memoises a race-data read under `key` until race data changes. */
export function cachedRaceData<T>(
  services: Pick<Services, 'cache'>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  return services.cache.use(raceDataCacheSpec).get(key, load) as Promise<T>;
}
