import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErgastSource } from './ergast-source.ts';
import { type ErgastServer, fixture, startErgastServer } from './fixtures/ergast-server.ts';

let server: ErgastServer;
beforeAll(async () => {
  server = await startErgastServer();
  // Six laps of 21 cars: 126 timings, two pages of at most 100.
  const laps = fixture('2026-12-laps.json') as { Laps: { number: string; Timings: unknown[] }[] };
  const lap = laps.Laps[0] as { number: string; Timings: unknown[] };
  laps.Laps = Array.from({ length: 6 }, (_, i) => ({ ...lap, number: String(i + 1) }));
  server.setRound(2026, 12, 'laps', laps);
  server.setRound(2026, 12, 'results', fixture('2026-12-results.json'));
});
afterAll(() => server.close());

const source = (options: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
  createErgastSource({
    baseUrl: server.baseUrl,
    publicUrl: 'https://pitwall.example',
    timeoutMs: options.timeoutMs ?? 2000,
    minIntervalMs: 0,
    retryBaseMs: 1,
    signal: options.signal,
  });

const pathsSince = (start: number) => server.requests.slice(start).map((request) => request.path);

describe('the Ergast source', () => {
  it('reads every page until the total, with a User-Agent naming the site', async () => {
    const start = server.requests.length;
    const client = source();
    const pages = await client.fetchAll('laps', '2026/12/laps.json');
    expect(pathsSince(start)).toEqual([
      '/ergast/f1/2026/12/laps.json?limit=100&offset=0',
      '/ergast/f1/2026/12/laps.json?limit=100&offset=100',
    ]);
    const timings = pages.flatMap((page) =>
      page.MRData.RaceTable.Races.flatMap((race) => race.Laps.flatMap((lap) => lap.Timings)),
    );
    expect(timings).toHaveLength(126);
    expect(client.requests()).toBe(2);
    expect(server.requests.at(-1)?.userAgent).toMatch(
      /^Pitwall\/\d+\.\d+\.\d+ \(\+https:\/\/pitwall\.example\)$/,
    );
  });

  it('waits as a 429 asks and then reads the answer', async () => {
    server.fail('/results.json', { status: 429, retryAfter: '0', times: 1 });
    const start = server.requests.length;
    const pages = await source().fetchAll('results', '2026/12/results.json');
    expect(pages[0]?.MRData.RaceTable.Races[0]?.Results).toHaveLength(22);
    expect(pathsSince(start)).toHaveLength(2);
  });

  it('retries a 5xx a few times, then gives up naming the status', async () => {
    server.fail('/results.json', { status: 503, times: 2 });
    await expect(source().fetchAll('results', '2026/12/results.json')).resolves.toHaveLength(1);

    server.fail('/results.json', { status: 500 });
    const start = server.requests.length;
    await expect(source().fetchAll('results', '2026/12/results.json')).rejects.toThrow(
      /HTTP 500 from .* \(4 tries\)/,
    );
    expect(pathsSince(start)).toHaveLength(4);
    server.fail('/results.json', undefined);
  });

  it('refuses garbage with a clear error', async () => {
    server.fail('/results.json', { body: '<html>Bad gateway</html>' });
    await expect(source().fetchAll('results', '2026/12/results.json')).rejects.toThrow(/not JSON/);
    server.fail('/results.json', { body: '{"MRData":{"limit":"30","offset":"0","total":"1"}}' });
    await expect(source().fetchAll('results', '2026/12/results.json')).rejects.toThrow(
      /Unexpected answer from .*results\.json\?limit=100&offset=0: MRData\.RaceTable/,
    );
    server.fail('/results.json', undefined);
  });

  it('gives up on a source that does not answer, and stops when the job is stopped', async () => {
    server.fail('/results.json', { hang: true });
    await expect(source({ timeoutMs: 200 }).fetchAll('results', '2026/12/results.json')).rejects.toThrow(
      /no answer from .* within 200 ms/,
    );
    const controller = new AbortController();
    const pending = source({ signal: controller.signal }).fetchAll('results', '2026/12/results.json');
    controller.abort();
    await expect(pending).rejects.toThrow('stopped');
    server.fail('/results.json', undefined);
  });
});
