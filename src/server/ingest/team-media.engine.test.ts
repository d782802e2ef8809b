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

  it('reads 2026: eleven teams, Audi and Cadillac among them, and the 23 drivers who have raced or are entered', () => {
    const season = readTeamMedia(teamMediaFile).get(2026) ?? {};
    expect(Object.keys(season)).toEqual([
      'alpine',
      'aston-martin',
      'audi',
      'cadillac',
      'ferrari',
      'haas',
      'mclaren',
      'mercedes',
      'racing-bulls',
      'red-bull',
      'williams',
    ]);
    expect(season.cadillac?.logo).toBe(
      'https://media.formula1.com/image/upload/c_fit,h_64/q_auto/v1740000000/common/f1/2026/cadillac/2026cadillaclogowhite.webp',
    );
    expect(season.audi?.drivers?.['nico-hulkenberg']).toBe(
      'https://media.formula1.com/image/upload/c_lfill,w_440/q_auto/d_common:f1:2026:fallback:driver:2026fallbackdriverright.webp/v1740000000/common/f1/2026/audi/nichul01/2026audinichul01right.webp',
    );
    // Lawson moved to Red Bull for round 12: listed once, with the team he raced for last.
    expect(Object.keys(season['red-bull']?.drivers ?? {})).toEqual([
      'max-verstappen',
      'isack-hadjar',
      'liam-lawson',
    ]);
    expect(Object.keys(season['racing-bulls']?.drivers ?? {})).toEqual(['arvid-lindblad', 'yuki-tsunoda']);
    const photos = Object.values(season).flatMap((team) => Object.keys(team.drivers ?? {}));
    expect(photos).toHaveLength(23);
  });

  it("writes every season's addresses in that season's pattern, one team slug per team", () => {
    const base = 'https://media.formula1.com/image/upload';
    const problems: string[] = [];
    for (const [year, season] of readTeamMedia(teamMediaFile)) {
      const logo = new RegExp(
        `^${base}/c_fit,h_64/q_auto/v\\d+/common/f1/${year}/([a-z0-9]+)/${year}\\1logowhite\\.webp$`,
      );
      const car = new RegExp(
        `^${base}/c_lfill,w_640/q_auto/d_common:f1:${year}:fallback:car:${year}fallbackcarright\\.webp/v\\d+/common/f1/${year}/([a-z0-9]+)/${year}\\1carright\\.webp$`,
      );
      const photo = new RegExp(
        `^${base}/c_lfill,w_440/q_auto/d_common:f1:${year}:fallback:driver:${year}fallbackdriverright\\.webp/v\\d+/common/f1/${year}/([a-z0-9]+)/([a-z]{6}01)/${year}\\1\\2right\\.webp$`,
      );
      for (const [teamId, team] of Object.entries(season)) {
        const slugs = new Set<string | undefined>();
        const check = (what: string, url: string | undefined, pattern: RegExp) => {
          const match = url === undefined ? null : pattern.exec(url);
          if (!match) problems.push(`${year} ${teamId} ${what}: ${url}`);
          slugs.add(match?.[1]);
        };
        check('logo', team.logo, logo);
        check('car', team.car, car);
        for (const [driverId, url] of Object.entries(team.drivers ?? {})) check(driverId, url, photo);
        if (slugs.size !== 1) problems.push(`${year} ${teamId}: team slugs ${[...slugs].join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
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
  it("fits every season's line-up in the race data, and has every team and race driver of it", async () => {
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
        const photographed = new Set(Object.values(media).flatMap((team) => Object.keys(team.drivers ?? {})));
        for (const row of rows) {
          const team = media[row.constructorId];
          if (!team?.logo || !team.car) problems.push(`${year}: no logo or car for ${row.constructorId}`);
          if (!row.testDriver && !photographed.has(row.driverId))
            problems.push(`${year}: no photo of ${row.driverId}`);
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
