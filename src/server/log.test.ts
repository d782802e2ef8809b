import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './log.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the logger printed: standard output and standard error, one entry per line. */
function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => out.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => err.push(line));
  return { out, err };
}

describe('the log', () => {
  it('prints events at its level and above, warnings and errors on standard error', () => {
    const { out, err } = capture();
    const log = createLogger('info');
    log.debug('not shown');
    log.info('started');
    log.warn('slow source');
    log.error('failed');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z INFO started$/);
    expect(err.map((line) => line.split(' ').slice(1).join(' '))).toEqual([
      'WARN slow source',
      'ERROR failed',
    ]);
  });

  it('prints nothing when silent, and debug lines at debug', () => {
    const { out, err } = capture();
    const silent = createLogger('silent');
    silent.error('never');
    createLogger('debug').debug('every detail');
    expect(err).toEqual([]);
    expect(out.map((line) => line.split(' ').slice(1).join(' '))).toEqual(['DEBUG every detail']);
  });

  it('adds details as JSON, an error as its stack, and what JSON cannot hold as text', () => {
    const { out, err } = capture();
    const log = createLogger('info');
    log.info('sync done', { rounds: 2, source: 'ergast' });
    const failure = new Error('connection refused');
    log.error('sync failed', failure);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    log.info('odd details', circular);
    expect(out[0]).toMatch(/ INFO sync done \{"rounds":2,"source":"ergast"\}$/);
    expect(err[0]).toContain(' ERROR sync failed Error: connection refused\n    at ');
    expect(out[1]).toMatch(/ INFO odd details \[object Object\]$/);
  });
});
