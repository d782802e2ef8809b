import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { ergastTestApp, type MRData, testPublicUrl } from './ergast-test-app.ts';

/**
 * Our answers compared field for field with real Ergast and Jolpica responses for 2023
 * (../shared/data/ergast-format, beside the repository). Every field must be equal unless a rule
 * below names the exact difference and why it is one of data between f1db and Ergast; a rule that
 * no longer matches anything fails too, so the list stays true.
 */

const fixtureDir = fileURLToPath(new URL('../../../../../shared/data/ergast-format/', import.meta.url));
const fixtures = existsSync(fixtureDir)
  ? readdirSync(fixtureDir).filter((name) => name.endsWith('.json'))
  : [];

const ABSENT = Symbol('absent');
const ANY = Symbol('any');
type Value = unknown;

type Difference = {
  path: string;
  fixture: Value;
  ours: Value;
  /** The fixture object that holds the differing field. */
  holder: Record<string, unknown>;
};

type Rule = {
  path: RegExp;
  fixture: Value;
  ours: Value;
  when?: (difference: Difference) => boolean;
  why: string;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function differences(fixture: unknown, ours: unknown, path = '', holder: Record<string, unknown> = {}) {
  const found: Difference[] = [];
  if (isObject(fixture) && isObject(ours) && Array.isArray(fixture) === Array.isArray(ours)) {
    for (const key of new Set([...Object.keys(fixture), ...Object.keys(ours)])) {
      const at = Array.isArray(fixture) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      found.push(...differences(fixture[key] ?? ABSENT, ours[key] ?? ABSENT, at, fixture));
    }
  } else if (fixture !== ours) {
    found.push({ path, fixture, ours, holder });
  }
  return found;
}

const same = (expected: Value, actual: Value) =>
  expected === ANY ||
  (isObject(expected) ? JSON.stringify(expected) === JSON.stringify(actual) : expected === actual);

const rule = (path: RegExp, fixture: Value, ours: Value, why: string, when?: Rule['when']): Rule => ({
  path,
  fixture,
  ours,
  why,
  when,
});

const wikiTitle = (url: unknown) => String(url).replace(/^https?:\/\/en\.wikipedia\.org\/wiki\//, '');
const driverOf = (difference: Difference) => (difference.holder.Driver as { driverId?: string })?.driverId;

const rules: Rule[] = [
  // The envelope.
  rule(
    /^MRData\.xmlns$/,
    'http://ergast.com/mrd/1.5',
    '',
    'Not data: files made by ergast.com carry its XML namespace; we answer as Jolpica does, with "".',
  ),

  // Wikipedia addresses. f1db keeps none, so ours are built from f1db's names (see ergast-format.ts).
  rule(
    /\.url$/,
    ANY,
    ANY,
    'Same article: Ergast stored http:// addresses, Jolpica adds https:// ones; ours are http://.',
    (d) => wikiTitle(d.fixture) === wikiTitle(d.ours),
  ),
  ...(
    [
      ['George_Russell_(racing_driver)', 'George_Russell'],
      ['Zhou_Guanyu', 'Guanyu_Zhou'],
      ['Mercedes-Benz_in_Formula_One', 'Mercedes_AMG_F1'],
      ['McLaren', 'McLaren_Racing'],
      ['Aston_Martin_in_Formula_One', 'Aston_Martin'],
      ['Alfa_Romeo_in_Formula_One', 'Alfa_Romeo_Racing'],
      ['Jeddah_Street_Circuit', 'Jeddah_Corniche_Circuit'],
      ['Losail_International_Circuit', 'Lusail_International_Circuit'],
      ['Circuit_Zandvoort', 'Circuit_Park_Zandvoort'],
      ['Las_Vegas_Grand_Prix#Circuit', 'Las_Vegas_Street_Circuit'],
    ] as const
  ).map(([theirs, ours]) =>
    rule(
      /\.url$/,
      ANY,
      ANY,
      `Wikipedia title: Ergast links ${theirs}; ours is built from f1db's name, ${ours}.`,
      (d) => wikiTitle(d.fixture) === theirs && wikiTitle(d.ours) === ours,
    ),
  ),

  // Circuits: names, places and coordinates as f1db records them.
  rule(
    /circuitName$/,
    'Albert Park Grand Prix Circuit',
    'Melbourne Grand Prix Circuit',
    'f1db circuit name.',
  ),
  rule(/circuitName$/, 'Losail International Circuit', 'Lusail International Circuit', 'f1db circuit name.'),
  rule(/circuitName$/, 'Autodromo Nazionale di Monza', 'Autodromo Nazionale Monza', 'f1db circuit name.'),
  rule(/circuitName$/, 'Las Vegas Strip Street Circuit', 'Las Vegas Street Circuit', 'f1db circuit name.'),
  rule(/locality$/, 'Al Daayen', 'Lusail', 'f1db place name.'),
  rule(/locality$/, 'Marina Bay', 'Singapore', 'f1db place name.'),
  rule(/locality$/, 'Miami', 'Miami Gardens', 'f1db place name.'),
  rule(/locality$/, 'Monte-Carlo', 'Monte Carlo', 'f1db place name.'),
  rule(
    /Location\.(lat|long)$/,
    ANY,
    ANY,
    'f1db and Ergast located the circuits separately; they agree to within 0.01° (about a kilometre).',
    (d) => Math.abs(Number(d.fixture) - Number(d.ours)) <= 0.01,
  ),
  ...(
    [
      ['21.6319', '21.5433'],
      ['39.1044', '39.1728'],
      ['36.1147', '36.175'],
      ['-115.173', '-115.136'],
    ] as const
  ).map(([theirs, ours]) =>
    rule(
      /Location\.(lat|long)$/,
      theirs,
      ours,
      "Jeddah and Las Vegas: f1db's coordinates are known to be off.",
    ),
  ),

  // Drivers and constructors as f1db names them.
  rule(
    /(Driver|Drivers\[\d+\])\.familyName$/,
    'Sainz',
    'Sainz Jr.',
    'f1db keeps the suffix in the last name.',
  ),
  rule(/(Driver|Drivers\[\d+\])\.familyName$/, 'de Vries', 'De Vries', 'f1db capitalises the particle.'),
  rule(
    /(Driver|Drivers\[\d+\])\.permanentNumber$/,
    '33',
    '3',
    "f1db holds Verstappen's current number (3 from 2026).",
  ),
  rule(
    /(Driver|Drivers\[\d+\])\.permanentNumber$/,
    '21',
    ABSENT,
    'f1db holds no permanent number for de Vries, no longer racing.',
  ),
  rule(
    /(Driver|Drivers\[\d+\])\.permanentNumber$/,
    '3',
    ABSENT,
    'f1db holds no permanent number for Ricciardo, no longer racing.',
  ),
  rule(/Constructors?(\[\d+\])?\.name$/, 'Alpine F1 Team', 'Alpine', 'f1db constructor name.'),
  rule(/Constructors?(\[\d+\])?\.name$/, 'Haas F1 Team', 'Haas', 'f1db constructor name.'),
  rule(
    /Constructors?(\[\d+\])?\.nationality$/,
    'Swiss',
    'Italian',
    'f1db gives Alfa Romeo (run by Sauber) an Italian, not a Swiss, nationality.',
  ),

  // Races of 2023.
  rule(/^MRData\.RaceTable\.Races\[\d+\]\.time$/, ANY, ABSENT, 'f1db has race start times only from 2024.'),
  rule(
    /^MRData\.RaceTable\.Races\[\d+\]\.(FirstPractice|SecondPractice|ThirdPractice|Qualifying|Sprint)$/,
    ANY,
    ABSENT,
    'f1db has session dates and times only from 2024.',
  ),
  rule(/raceName$/, 'Mexico City Grand Prix', 'Mexican Grand Prix', "f1db's Grand Prix name."),
  rule(
    /Races\[\d+\]\.url$/,
    'https://en.wikipedia.org/wiki/2023_Mexico_City_Grand_Prix',
    'https://en.wikipedia.org/wiki/2023_Mexican_Grand_Prix',
    'Built from the name above.',
  ),

  // 2023 Austrian Grand Prix (round 9), where Jolpica rebuilt its data from the FIA's timing.
  rule(
    /Results\[\d+\]\.Time$/,
    ANY,
    ABSENT,
    'A lapped car: f1db gives its gap in laps and no race time, so there is no Time to show.',
    (d) => d.holder.status === 'Lapped',
  ),
  rule(
    /Results\[\d+\]\.grid$/,
    ANY,
    '0',
    'f1db lists Bottas, de Vries and Magnussen as pit-lane starters (grid PL), which Ergast writes as 0.',
    (d) => ['bottas', 'de_vries', 'kevin_magnussen'].includes(driverOf(d) ?? ''),
  ),
  rule(
    /Results\[\d+\]\.status$/,
    'Retired',
    'Engine',
    "Hülkenberg: Jolpica's 2023 data says Retired, f1db the cause.",
  ),

  // 2023 sprints.
  rule(
    /SprintResults\[\d+\]\.FastestLap$/,
    ANY,
    ABSENT,
    'f1db ranks the fastest laps of Grands Prix only, so sprint results carry none.',
  ),
  ...(
    [
      ['2001134', '2006199'],
      ['+3.467', '+8.532'],
      ['2002557', '2014170'],
      ['+4.890', '+16.503'],
    ] as const
  ).map(([theirs, ours]) =>
    rule(
      /SprintResults\[\d+\]\.Time\.(millis|time)$/,
      theirs,
      ours,
      'Baku sprint, Russell and Hamilton: Jolpica has times below those of the cars ahead; f1db the official gaps.',
    ),
  ),
  rule(
    /SprintResults\[\d+\]\.positionText$/,
    'R',
    'W',
    'Baku sprint, Sargeant: f1db says he did not start (car damaged in qualifying); Ergast retired him.',
  ),
];

const used = new Set<Rule>();

function unexplained(found: Difference[]): string[] {
  return found.flatMap((difference) => {
    const match = rules.find(
      (candidate) =>
        candidate.path.test(difference.path) &&
        same(candidate.fixture, difference.fixture) &&
        same(candidate.ours, difference.ours) &&
        (candidate.when?.(difference) ?? true),
    );
    if (match) {
      used.add(match);
      return [];
    }
    const show = (value: Value) => (value === ABSENT ? '(absent)' : JSON.stringify(value));
    return [`${difference.path}: Ergast ${show(difference.fixture)}, ours ${show(difference.ours)}`];
  });
}

describe.skipIf(fixtures.length === 0)('Ergast format: 2023 responses, field for field', () => {
  let database: Database;
  let app: ReturnType<typeof ergastTestApp>['app'];
  beforeAll(async () => {
    database = await openTestDatabase();
    app = ergastTestApp(database).app;
  });
  afterAll(() => database?.close());

  it.each(fixtures)('%s', async (name) => {
    const fixture = JSON.parse(readFileSync(`${fixtureDir}${name}`, 'utf8')) as MRData;
    const { url, limit, offset } = fixture.MRData;
    const path = new URL(url).pathname.replace(/^.*?\/f1\//, '/f1/');
    const response = await app.request(`${path}?limit=${limit}&offset=${offset}`);
    expect(response.status).toBe(200);
    const ours = (await response.json()) as MRData;

    // MRData.url is ours; the path after the host must be the one asked for.
    expect(ours.MRData.url).toBe(`${testPublicUrl}${path}`);
    const found = differences(
      { ...fixture, MRData: { ...fixture.MRData, url: path } },
      { ...ours, MRData: { ...ours.MRData, url: path } },
    );
    expect(unexplained(found)).toEqual([]);
  });

  it('needs every documented difference', () => {
    expect(rules.filter((candidate) => !used.has(candidate)).map((candidate) => candidate.why)).toEqual([]);
  });
});
