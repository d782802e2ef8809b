import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fromRoot } from '#server/paths.ts';
import { parseYaml } from '#server/yaml.ts';

/** The committed file mapping f1db circuit ids to the IANA zone the track keeps. */
export const circuitTimeZonesFile = 'data/circuit-time-zones.yml';

/** True when Intl knows the zone (a typo such as "Europe/Londn" throws a RangeError). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const zonesFile = z.record(
  z.string().regex(/^[a-z0-9-]+$/, 'must be an f1db circuit id'),
  z.string().refine(isTimeZone, 'must be an IANA time zone Intl knows'),
);

/** Reads data/circuit-time-zones.yml: f1db circuit id → IANA time zone. */
export function readCircuitTimeZones(path = fromRoot(circuitTimeZonesFile)): Map<string, string> {
  const parsed = zonesFile.safeParse(parseYaml(readFileSync(path, 'utf8')) ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${path}: ${issue?.path.join(' → ')}: ${issue?.message}`);
  }
  return new Map(Object.entries(parsed.data));
}
