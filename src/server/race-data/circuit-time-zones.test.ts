import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { defaultSnapshotDir, type Manifest, type SnapshotPart } from '#server/ingest/snapshot-format.ts';
import { isTimeZone, readCircuitTimeZones } from './circuit-time-zones.ts';

const manifest = JSON.parse(readFileSync(join(defaultSnapshotDir, 'manifest.json'), 'utf8')) as Manifest;
const lastSeason = Math.max(...manifest.parts.map((part) => part.year));

/** Each race of a season in the committed snapshot: its circuit and its start (UTC), if recorded. */
function races(year: number): { round: number; circuitId: string; startsAt: string | null }[] {
  const file = join(defaultSnapshotDir, 'seasons', `${year}.json.gz`);
  const part = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as SnapshotPart;
  const table = part.tables.find((t) => t.table === 'races');
  if (!table) throw new Error(`${file}: no races`);
  const column = (name: string) => table.columns.indexOf(name);
  return table.rows.map((row) => ({
    round: row[column('round')] as number,
    circuitId: row[column('circuit_id')] as string,
    startsAt: row[column('starts_at')] as string | null,
  }));
}

const local = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));

describe('circuit time zones', () => {
  const zones = readCircuitTimeZones();

  it('gives every circuit of the seasons with session times a zone, 2024 to the last in the data', () => {
    // The season in focus is one of these: the last in the data or one before it.
    expect(lastSeason).toBeGreaterThanOrEqual(2026);
    for (let year = 2024; year <= lastSeason; year++) {
      const missing = races(year)
        .filter((race) => !zones.has(race.circuitId))
        .map((race) => `${year} round ${race.round}: ${race.circuitId}`);
      expect(missing).toEqual([]);
    }
  });

  it('names only zones Intl knows', () => {
    for (const [circuitId, zone] of zones) expect(isTimeZone(zone), `${circuitId}: ${zone}`).toBe(true);
  });

  it('puts races at the local hours the organisers gave (f1db’s SOURCE.md examples)', () => {
    const start = (year: number, circuitId: string) => {
      const race = races(year).find((r) => r.circuitId === circuitId);
      if (!race?.startsAt) throw new Error(`${year} ${circuitId}: no start`);
      return local(race.startsAt, zones.get(circuitId) ?? 'UTC');
    };
    expect(start(2025, 'yas-marina')).toBe('Sun 17:00');
    expect(start(2025, 'austin')).toBe('Sun 14:00');
    expect(start(2025, 'melbourne')).toBe('Sun 15:00');
    // The race is on Sunday in UTC but Saturday night on the Strip.
    expect(start(2025, 'las-vegas')).toBe('Sat 20:00');
    expect(start(2025, 'silverstone')).toBe('Sun 15:00');
  });

  it('refuses a zone Intl does not know, naming the circuit', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'zones-')), 'zones.yml');
    writeFileSync(file, 'silverstone: Europe/Londn\n');
    expect(() => readCircuitTimeZones(file)).toThrow(/silverstone: must be an IANA time zone/);
  });
});
