import { describe, expect, it } from 'vitest';
import {
  nextSyncText,
  outageText,
  provenanceText,
  shortDate,
  syncSourceName,
  timeAgo,
  timeUntil,
} from './provenance.ts';

const now = new Date('2026-11-23T12:00:00Z');
const minus = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('provenanceText', () => {
  it.each([
    [{ source: 'snapshot', name: 'f1db', at: '2026-11-03T08:15:00Z' }, 'Results: f1db · as of 3 Nov 2026'],
    [{ source: 'sync', name: 'Jolpica', at: minus(12 * MIN) }, 'Results: Jolpica · synced 12 min ago'],
    [{ source: 'sync', name: 'Jolpica', at: minus(3 * 60 * MIN) }, 'Results: Jolpica · synced 3 h ago'],
    [{ source: 'sync', name: 'Jolpica', at: minus(30 * 1000) }, 'Results: Jolpica · synced just now'],
    [{ source: 'sync', name: 'Jolpica', at: null }, 'Results: Jolpica'],
    [{ source: 'admin', name: 'Pitwall editors', at: null }, 'Results: Pitwall editors'],
  ] as const)('%j → %s', (provenance, text) => {
    expect(provenanceText('Results', provenance, now)).toBe(text);
  });
});

describe('relative times from the server clock', () => {
  it.each([
    [minus(59 * 1000), 'just now'],
    [minus(MIN), '1 min ago'],
    [minus(59 * MIN), '59 min ago'],
    [minus(60 * MIN), '1 h ago'],
    [minus(24 * 60 * MIN), '1 day ago'],
    [minus(3 * 24 * 60 * MIN), '3 days ago'],
    [minus(8 * 24 * 60 * MIN), 'on 15 Nov 2026'],
  ])('%s was %s', (at, text) => {
    expect(timeAgo(new Date(at), now)).toBe(text);
  });

  it.each([
    ['2026-11-23T11:59:00Z', 'now'],
    ['2026-11-23T12:07:30Z', 'in 8 min'],
    ['2026-11-23T14:00:00Z', 'in 2 h'],
    ['2026-11-26T12:00:00Z', 'in 3 days'],
  ])('%s is %s', (at, text) => {
    expect(timeUntil(new Date(at), now)).toBe(text);
  });

  it('spells dates the same everywhere', () => {
    expect(shortDate(new Date('2026-09-01T23:30:00Z'))).toBe('1 Sep 2026');
  });
});

describe('the sync as notes tell it', () => {
  it('names Jolpica by its API, anything else by its host', () => {
    expect(syncSourceName('https://api.jolpi.ca/ergast/f1')).toBe('Jolpica');
    expect(syncSourceName('http://127.0.0.1:4010/ergast/f1')).toBe('127.0.0.1');
  });

  it('says when the next check runs, that none has run yet, or nothing when the sync is off', () => {
    expect(nextSyncText({ nextRunAt: '2026-11-23T12:10:00Z' }, now)).toBe('Next results check in 10 min.');
    expect(nextSyncText({ nextRunAt: null }, now)).toBe('They are fetched once the results sync has run.');
    expect(nextSyncText(null, now)).toBeUndefined();
  });
});

describe('an unreachable results source as pages tell it', () => {
  it('says since when, and how recent the data shown is', () => {
    const outage = {
      name: 'Jolpica',
      since: '2026-11-27T10:02:40Z',
      error: 'fetch failed',
      dataTo: '2026-08-21T16:36:43Z',
    };
    expect(outageText(outage)).toBe(
      'Results source (Jolpica) unreachable since 27 Nov 2026, 10:02 UTC; showing data to 21 Aug 2026.',
    );
    expect(outageText({ ...outage, dataTo: null })).toBe(
      'Results source (Jolpica) unreachable since 27 Nov 2026, 10:02 UTC.',
    );
  });
});
