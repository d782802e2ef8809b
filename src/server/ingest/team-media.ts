import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseYaml } from '#server/yaml.ts';

const mediaUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });

const teamMedia = z.strictObject({
  logo: mediaUrl.optional(),
  car: mediaUrl.optional(),
  /** f1db driver id → photo URL. */
  drivers: z.record(z.string().min(1), mediaUrl).optional(),
});

const mediaFile = z.record(z.string().regex(/^\d{4}$/, 'must be a year'), z.record(z.string(), teamMedia));

export type TeamMedia = z.infer<typeof teamMedia>;
/** year → (f1db constructor id → logo, car and driver photos) */
export type SeasonMedia = Record<string, TeamMedia>;

/** The committed media file, read from the working directory like the other data files. */
export const teamMediaFile = 'data/team-media.yml';

/** Reads data/team-media.yml: year → constructor id → { logo, car, drivers: { driver id: photo } }. */
export function readTeamMedia(path: string): Map<number, SeasonMedia> {
  const parsed = mediaFile.safeParse(parseYaml(readFileSync(path, 'utf8')) ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${path}: ${issue?.path.join(' → ')}: ${issue?.message}`);
  }
  return new Map(Object.entries(parsed.data).map(([year, teams]) => [Number(year), teams]));
}

/**
 * Checks one season's media against its line-up (constructor id → driver ids entered): media for
 * a team that did not enter, or a photo of a driver the team did not enter, is a typo.
 */
export function checkSeasonMedia(
  year: number,
  media: SeasonMedia,
  lineUp: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const problems: string[] = [];
  for (const [team, { drivers = {} }] of Object.entries(media)) {
    const entered = lineUp.get(team);
    if (!entered) {
      problems.push(`${year}: media for ${team}, which did not enter`);
      continue;
    }
    for (const driver of Object.keys(drivers)) {
      if (!entered.has(driver)) problems.push(`${year}: photo of ${driver}, who did not drive for ${team}`);
    }
  }
  const photographed = Object.values(media).flatMap(({ drivers = {} }) => Object.keys(drivers));
  for (const driver of new Set(photographed)) {
    if (photographed.filter((id) => id === driver).length > 1)
      problems.push(`${year}: two photos of ${driver}`);
  }
  return problems;
}
