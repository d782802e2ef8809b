import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Logger } from '#server/log.ts';
import { createProgressReporter, type LoadProgress } from './load-progress.ts';

/** A log that keeps its info lines. */
function keptLog() {
  const lines: string[] = [];
  const log: Logger = { debug: () => {}, info: (line) => lines.push(line), warn: () => {}, error: () => {} };
  return { log, lines };
}

/** Not a terminal: CI's output or a service's log. */
const pipe = new PassThrough() as unknown as NodeJS.WriteStream;

const step = (
  done: number,
  parts: number,
  part: string | null,
  total = 1000,
  totalParts = 20,
): LoadProgress => ({
  done,
  total,
  parts,
  totalParts,
  part,
});

describe('the race-data load progress, away from a terminal', () => {
  it('logs the start and about every tenth of the rows, not every part', () => {
    const { log, lines } = keptLog();
    const report = createProgressReporter(log, pipe);
    report(step(0, 0, null));
    for (let parts = 1; parts <= 20; parts += 1) report(step(parts * 50, parts, `season ${2005 + parts}`));
    expect(lines[0]).toBe('Loading race data: 20 snapshot parts, 1000 rows');
    expect(lines.slice(1)).toEqual([
      'Loading race data: 10% (2/20, season 2007)',
      'Loading race data: 20% (4/20, season 2009)',
      'Loading race data: 30% (6/20, season 2011)',
      'Loading race data: 40% (8/20, season 2013)',
      'Loading race data: 50% (10/20, season 2015)',
      'Loading race data: 60% (12/20, season 2017)',
      'Loading race data: 70% (14/20, season 2019)',
      'Loading race data: 80% (16/20, season 2021)',
      'Loading race data: 90% (18/20, season 2023)',
      'Loading race data: 100% (20/20, season 2025)',
    ]);
  });

  it('logs one large part that crosses several tenths once, and always the last part', () => {
    const { log, lines } = keptLog();
    const report = createProgressReporter(log, pipe);
    report(step(0, 0, null, 1000, 3));
    report(step(10, 1, 'reference', 1000, 3));
    report(step(990, 2, 'season 2024', 1000, 3));
    report(step(1000, 3, 'season 2025', 1000, 3));
    expect(lines.slice(1)).toEqual([
      'Loading race data: 99% (2/3, season 2024)',
      'Loading race data: 100% (3/3, season 2025)',
    ]);
  });

  it('counts parts without rows as done', () => {
    const { log, lines } = keptLog();
    const report = createProgressReporter(log, pipe);
    report(step(0, 0, null, 0, 1));
    report(step(0, 1, 'reference', 0, 1));
    expect(lines).toEqual([
      'Loading race data: 1 snapshot part, 0 rows',
      'Loading race data: 100% (1/1, reference)',
    ]);
  });
});
