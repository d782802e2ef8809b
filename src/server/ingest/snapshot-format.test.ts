import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readManifest, readPart, type SnapshotPart, writeSnapshot } from './snapshot-format.ts';

const dirs: string[] = [];
function snapshotDir() {
  const dir = mkdtempSync(join(tmpdir(), 'pitwall-snapshot-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const reference: SnapshotPart = {
  name: 'reference',
  year: 0,
  tables: [{ table: 'countries', columns: ['id', 'name'], rows: [['gb', 'United Kingdom']] }],
};
const season = (year: number, winner: string): SnapshotPart => ({
  name: `season ${year}`,
  year,
  tables: [{ table: 'races', columns: ['year', 'round', 'winner'], rows: [[year, 1, winner]] }],
});

describe('the race-data snapshot on disk', () => {
  it('writes a manifest of its parts, each read back as it was written', () => {
    const dir = snapshotDir();
    const { written, removed } = writeSnapshot(dir, [reference, season(2024, 'VER')], '2026-11-30T00:00:00Z');
    expect(written).toEqual(['reference.json.gz', 'seasons/2024.json.gz', 'manifest.json']);
    expect(removed).toEqual([]);
    const manifest = readManifest(dir);
    expect(manifest.asOf).toBe('2026-11-30T00:00:00Z');
    expect(manifest.parts.map(({ name, year, file, rows }) => ({ name, year, file, rows }))).toEqual([
      { name: 'reference', year: 0, file: 'reference.json.gz', rows: 1 },
      { name: 'season 2024', year: 2024, file: 'seasons/2024.json.gz', rows: 1 },
    ]);
    expect(manifest.parts.every((part) => /^[0-9a-f]{64}$/.test(part.checksum))).toBe(true);
    expect(readPart(dir, manifest.parts[1] as (typeof manifest.parts)[number])).toEqual(season(2024, 'VER'));
  });

  it('rewrites only the parts whose data changed, and drops a season the data no longer has', () => {
    const dir = snapshotDir();
    writeSnapshot(dir, [reference, season(2023, 'VER'), season(2024, 'VER')]);
    const referenceFile = join(dir, 'reference.json.gz');
    const before = statSync(referenceFile).mtimeMs;
    const { written, removed } = writeSnapshot(dir, [reference, season(2024, 'NOR')]);
    expect(written).toEqual(['seasons/2024.json.gz', 'manifest.json']);
    expect(removed).toEqual(['seasons/2023.json.gz']);
    expect(statSync(referenceFile).mtimeMs).toBe(before);
    expect(readManifest(dir).asOf).toBeUndefined();

    expect(writeSnapshot(dir, [reference, season(2024, 'NOR')])).toEqual({ written: [], removed: [] });
  });

  it('refuses a manifest of a format it does not know, naming the folder', () => {
    const dir = snapshotDir();
    writeSnapshot(dir, [reference]);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, format: 2 }));
    expect(() => readManifest(dir)).toThrow(`Unknown snapshot format 2 in ${dir}`);
  });
});
