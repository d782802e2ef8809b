import { readFileSync } from 'node:fs';
import { parseYaml } from '#server/yaml.ts';

/** year → (f1db constructor id → colour) */
export type TeamColours = Map<number, Record<string, string>>;

/** Reads data/team-colours.yml: constructor id → { "2014-2021": "#00D2BE", 2022: … }. */
export function readTeamColours(path: string): TeamColours {
  const content: unknown = parseYaml(readFileSync(path, 'utf8'));
  if (typeof content !== 'object' || content === null) throw new Error(`${path}: expected a mapping`);
  const colours: TeamColours = new Map();
  for (const [constructorId, spans] of Object.entries(content as Record<string, unknown>)) {
    if (typeof spans !== 'object' || spans === null) throw new Error(`${path}: ${constructorId} needs years`);
    for (const [span, colour] of Object.entries(spans as Record<string, unknown>)) {
      const match = /^(\d{4})(?:-(\d{4}))?$/.exec(span);
      if (!match) throw new Error(`${path}: ${constructorId} has a bad year span ${span}`);
      if (typeof colour !== 'string' || !/^#[0-9A-F]{6}$/.test(colour)) {
        throw new Error(`${path}: ${constructorId} ${span} needs an upper-case #RRGGBB colour`);
      }
      const first = Number(match[1]);
      const last = Number(match[2] ?? match[1]);
      for (let year = first; year <= last; year++) {
        const season = colours.get(year) ?? {};
        if (season[constructorId]) throw new Error(`${path}: ${constructorId} has two colours for ${year}`);
        season[constructorId] = colour;
        colours.set(year, season);
      }
    }
  }
  return colours;
}

/**
 * Checks one season's colours against its teams: from the first year the file covers, every team
 * entered needs a colour, and a colour for a team not entered is a typo.
 */
export function checkSeasonColours(colours: TeamColours, year: number, teams: Set<string>): string[] {
  const firstYear = Math.min(...colours.keys());
  const season = colours.get(year) ?? {};
  const problems: string[] = [];
  if (year >= firstYear) {
    for (const team of teams) if (!season[team]) problems.push(`${year}: no colour for ${team}`);
  }
  for (const team of Object.keys(season)) {
    if (!teams.has(team)) problems.push(`${year}: colour for ${team}, which did not enter`);
  }
  return problems;
}
