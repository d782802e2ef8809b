import { describe, expect, it } from 'vitest';
import { Cache, defineCache } from './cache.ts';

const spec = defineCache<number[]>({ name: 'test', maxEntries: 10, ttlMs: 60_000, dropOn: [] });

/** Like a Drizzle query builder: not a promise, it runs its query each time it is awaited. */
function queryLike(rows: number[]) {
  let runs = 0;
  const query = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, as query builders are.
    then<R>(resolve: (value: number[]) => R, reject?: (error: unknown) => R) {
      runs += 1;
      return Promise.resolve([...rows]).then(resolve, reject);
    },
  };
  return { query: query as unknown as Promise<number[]>, runs: () => runs };
}

describe('the cache', () => {
  it('runs a loader that hands back a query builder once, however often the value is read', async () => {
    const cache = new Cache(spec);
    const { query, runs } = queryLike([1, 2, 3]);
    for (let read = 0; read < 5; read += 1) expect(await cache.get('rows', () => query)).toEqual([1, 2, 3]);
    expect(runs()).toBe(1);
  });

  it('loads again after its time to live and after a clear', async () => {
    let now = 0;
    const cache = new Cache(spec, () => now);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [loads];
    };
    expect(await cache.get('rows', load)).toEqual([1]);
    expect(await cache.get('rows', load)).toEqual([1]);
    now = 60_001;
    expect(await cache.get('rows', load)).toEqual([2]);
    cache.clear();
    expect(await cache.get('rows', load)).toEqual([3]);
  });
});
