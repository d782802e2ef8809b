import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seasonEntrantDrivers } from '#server/db/schema.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { checkSeasonMedia, readTeamMedia, teamMediaFile } from './team-media.ts';

function mediaFile(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'pitwall-media-')), 'team-media.yml');
  writeFileSync(path, text);
  return path;
}

describe('readTeamMedia', () => {
  it('reads the committed file: every 2025 team with a logo, a car and its drivers', () => {
    const season = readTeamMedia(teamMediaFile).get(2025) ?? {};
    expect(Object.keys(season)).toHaveLength(10);
    expect(season.mclaren?.logo).toMatch(/^https:\/\/media\.formula1\.com\/.+2025mclarenlogowhite\.webp$/);
    expect(season.mclaren?.car).toMatch(/2025mclarencarright\.webp$/);
    expect(Object.keys(season.mclaren?.drivers ?? {})).toEqual(['lando-norris', 'oscar-piastri']);
    const photos = Object.values(season).flatMap((team) => Object.keys(team.drivers ?? {}));
    expect(photos).toHaveLength(21);
  });

  it('refuses a URL that is not https, naming where', () => {
    const path = mediaFile('2025:\n  mclaren:\n    logo: http://example.com/logo.png\n');
    expect(() => readTeamMedia(path)).toThrow(/2025 → mclaren → logo: must be an https URL/);
  });

  it('refuses an unknown field (a typo would silently drop an image)', () => {
    const path = mediaFile('2025:\n  mclaren:\n    logos: https://example.com/logo.png\n');
    expect(() => readTeamMedia(path)).toThrow(/mclaren/);
  });
});

describe('checkSeasonMedia', () => {
  const lineUp = new Map([
    ['mclaren', new Set(['lando-norris', 'oscar-piastri'])],
    ['red-bull', new Set(['max-verstappen', 'yuki-tsunoda', 'liam-lawson'])],
    ['racing-bulls', new Set(['isack-hadjar', 'liam-lawson', 'yuki-tsunoda'])],
  ]);

  it('accepts a driver who changed team, listed once', () => {
    const media = {
      'red-bull': { drivers: { 'yuki-tsunoda': 'https://a/yuki.webp' } },
      'racing-bulls': { drivers: { 'liam-lawson': 'https://a/liam.webp' } },
    };
    expect(checkSeasonMedia(2025, media, lineUp)).toEqual([]);
  });

  it('names a team that did not enter, a driver not in the team and a driver photographed twice', () => {
    const media = {
      sauber: { logo: 'https://a/logo.webp' },
      mclaren: { drivers: { 'max-verstappen': 'https://a/max.webp' } },
      'red-bull': { drivers: { 'liam-lawson': 'https://a/l1.webp' } },
      'racing-bulls': { drivers: { 'liam-lawson': 'https://a/l2.webp' } },
    };
    expect(checkSeasonMedia(2025, media, lineUp)).toEqual([
      '2025: media for sauber, which did not enter',
      '2025: photo of max-verstappen, who did not drive for mclaren',
      '2025: two photos of liam-lawson',
    ]);
  });
});

describe('the committed media file', () => {
  it("fits every season's line-up in the race data", async () => {
    const database = await openTestDatabase();
    try {
      const problems: string[] = [];
      for (const [year, media] of readTeamMedia(teamMediaFile)) {
        const rows = await database.db
          .select()
          .from(seasonEntrantDrivers)
          .where(eq(seasonEntrantDrivers.year, year));
        const lineUp = new Map<string, Set<string>>();
        for (const row of rows)
          lineUp.set(row.constructorId, (lineUp.get(row.constructorId) ?? new Set()).add(row.driverId));
        problems.push(...checkSeasonMedia(year, media, lineUp));
      }
      expect(problems).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
