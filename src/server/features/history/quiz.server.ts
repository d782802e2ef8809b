import type { HistoryData, HistoryRace } from '#server/race-data/history.ts';
import { optionsPerQuestion, type QuizEra, questionsPerRound, quizEras, seededRandom } from '#shared/quiz.ts';
import { driverName } from './records.server.ts';

/** What a question asks about, so its key can be checked against the data. */
export type QuizFact =
  | { kind: 'race-winner' | 'pole' | 'circuit'; raceId: number }
  | { kind: 'team'; raceId: number; driverId: string }
  | { kind: 'champion'; year: number }
  | { kind: 'team-mates'; year: number; teams: Record<string, string> };

export type QuizOption = { id: string; label: string };
export type QuizQuestion = { prompt: string; options: QuizOption[]; answer: string; fact: QuizFact };

type Random = () => number;

function pick<T>(random: Random, list: readonly T[]): T | undefined {
  return list[Math.floor(random() * list.length)];
}

/** `count` distinct items of the list in random order (Fisher–Yates on a copy). */
function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/** The correct option and three wrong ones, shuffled; undefined when there are not enough wrong ones. */
function options(
  random: Random,
  correct: QuizOption,
  wrong: QuizOption[],
): { options: QuizOption[]; answer: string } | undefined {
  const seen = new Set([correct.id]);
  const labels = new Set([correct.label]);
  const distinct = wrong.filter((option) => {
    if (seen.has(option.id) || labels.has(option.label)) return false;
    seen.add(option.id);
    labels.add(option.label);
    return true;
  });
  const chosen = sample(random, distinct, optionsPerQuestion - 1);
  if (chosen.length < optionsPerQuestion - 1) return undefined;
  return { options: sample(random, [correct, ...chosen], optionsPerQuestion), answer: correct.id };
}

const raceTitle = (race: HistoryRace) => `the ${race.year} ${race.name}`;

type Pool = { data: HistoryData; races: HistoryRace[]; years: number[]; circuitIds: string[] };

const driverOption = (data: HistoryData, driverId: string) => ({
  id: driverId,
  label: driverName(data, driverId),
});

/** Drivers of the race other than those excluded, the best-placed first (plausible wrong answers). */
function otherDrivers(race: HistoryRace, exclude: (driverId: string) => boolean): string[] {
  return [...new Set(race.results.map((row) => row.driverId))].filter((id) => !exclude(id)).slice(0, 10);
}

function soleWinner(race: HistoryRace) {
  const winners = race.results.filter((row) => row.position === 1);
  return winners.length === 1 ? winners[0] : undefined;
}

const makers: Record<QuizFact['kind'], (pool: Pool, random: Random) => QuizQuestion | undefined> = {
  'race-winner': ({ data, races }, random) => {
    const race = pick(random, races);
    const winner = race && soleWinner(race);
    if (!race || !winner) return undefined;
    const wrong = otherDrivers(race, (id) => id === winner.driverId).map((id) => driverOption(data, id));
    const set = options(random, driverOption(data, winner.driverId), wrong);
    return (
      set && {
        prompt: `Who won ${raceTitle(race)}?`,
        ...set,
        fact: { kind: 'race-winner', raceId: race.raceId },
      }
    );
  },
  pole: ({ data, races }, random) => {
    const race = pick(random, races);
    const pole = race?.pole;
    if (!race || !pole) return undefined;
    const wrong = otherDrivers(race, (id) => id === pole).map((id) => driverOption(data, id));
    const set = options(random, driverOption(data, pole), wrong);
    return (
      set && {
        prompt: `Who started ${raceTitle(race)} from pole position?`,
        ...set,
        fact: { kind: 'pole', raceId: race.raceId },
      }
    );
  },
  circuit: ({ data, races, circuitIds }, random) => {
    const race = pick(random, races);
    if (!race) return undefined;
    const circuitOption = (id: string) => ({
      id,
      label: data.circuits.find((circuit) => circuit.circuitId === id)?.fullName ?? id,
    });
    const wrong = sample(random, circuitIds, 12).map(circuitOption);
    const set = options(random, circuitOption(race.circuitId), wrong);
    return (
      set && {
        prompt: `At which circuit was ${raceTitle(race)} held?`,
        ...set,
        fact: { kind: 'circuit', raceId: race.raceId },
      }
    );
  },
  team: ({ data, races }, random) => {
    const race = pick(random, races);
    const winner = race && soleWinner(race);
    if (!race || !winner) return undefined;
    const teamOption = (id: string) => ({ id, label: data.constructors[id] ?? id });
    const wrong = [...new Set(race.results.map((row) => row.constructorId))]
      .filter((id) => id !== winner.constructorId)
      .map(teamOption);
    const set = options(random, teamOption(winner.constructorId), wrong);
    return (
      set && {
        prompt: `Which team did ${driverName(data, winner.driverId)} drive for when winning ${raceTitle(race)}?`,
        ...set,
        fact: { kind: 'team', raceId: race.raceId, driverId: winner.driverId },
      }
    );
  },
  champion: ({ data, years }, random) => {
    const year = pick(random, years);
    const season = data.seasons.find((s) => s.year === year);
    const champion = season?.drivers.filter((row) => row.position === 1);
    if (!season || !year || champion?.length !== 1 || !champion[0]) return undefined;
    const wrong = season.drivers
      .filter((row) => row.position !== 1)
      .slice(0, 6)
      .map((row) => driverOption(data, row.id));
    const set = options(random, driverOption(data, champion[0].id), wrong);
    return (
      set && {
        prompt: `Who won the ${year} drivers’ championship?`,
        ...set,
        fact: { kind: 'champion', year },
      }
    );
  },
  'team-mates': ({ data, years }, random) => {
    const year = pick(random, years);
    if (!year) return undefined;
    const pairs = teamMatePairs(data, year);
    const winners = pairs.map(([ahead, , team]) => ({ driverId: ahead, team }));
    const losers = pairs.map(([, behind, team]) => ({ driverId: behind, team }));
    const correct = pick(random, winners);
    if (!correct) return undefined;
    const label = ({ driverId, team }: { driverId: string; team: string }) =>
      `${driverName(data, driverId)} (${data.constructors[team] ?? team})`;
    const wrong = losers
      .filter((loser) => loser.team !== correct.team)
      .map((loser) => ({ id: loser.driverId, label: label(loser) }));
    const set = options(random, { id: correct.driverId, label: label(correct) }, wrong);
    if (!set) return undefined;
    const teams = Object.fromEntries(
      set.options.map((option) => [
        option.id,
        pairs.find((p) => p[0] === option.id || p[1] === option.id)?.[2] ?? '',
      ]),
    );
    return {
      prompt: `Which of these drivers scored more championship points than their team-mate in ${year}?`,
      ...set,
      fact: { kind: 'team-mates', year, teams },
    };
  },
};

/**
 * Team-mate pairs of a season, the one ahead on points first: teams that raced exactly two drivers
 * all season, neither of whom drove for another team that year, with different points totals.
 */
export function teamMatePairs(data: HistoryData, year: number): [string, string, string][] {
  const season = data.seasons.find((s) => s.year === year);
  if (!season) return [];
  const driversOf = new Map<string, Set<string>>();
  const teamsOf = new Map<string, Set<string>>();
  for (const race of data.races)
    if (race.year === year)
      for (const row of race.results) {
        driversOf.set(row.constructorId, (driversOf.get(row.constructorId) ?? new Set()).add(row.driverId));
        teamsOf.set(row.driverId, (teamsOf.get(row.driverId) ?? new Set()).add(row.constructorId));
      }
  const points = new Map(season.drivers.map((row) => [row.id, row.points]));
  const pairs: [string, string, string][] = [];
  for (const [team, drivers] of driversOf) {
    const [a, b] = [...drivers];
    if (drivers.size !== 2 || !a || !b) continue;
    if (teamsOf.get(a)?.size !== 1 || teamsOf.get(b)?.size !== 1) continue;
    const pa = points.get(a) ?? 0;
    const pb = points.get(b) ?? 0;
    if (pa === pb) continue;
    pairs.push(pa > pb ? [a, b, team] : [b, a, team]);
  }
  return pairs.sort((x, y) => x[2].localeCompare(y[2]));
}

const kinds = Object.keys(makers) as QuizFact['kind'][];

/** The pool a round draws from: the era's races and seasons, completed seasons only. */
export function quizPool(data: HistoryData, era: QuizEra): Pool {
  const { from, to } = quizEras[era];
  const inEra = (year: number) => year >= from && (to === null || year <= to);
  const years = data.seasons.filter((s) => s.complete && inEra(s.year)).map((s) => s.year);
  const complete = new Set(years);
  const races = data.races.filter((race) => complete.has(race.year));
  return { data, races, years, circuitIds: [...new Set(races.map((race) => race.circuitId))].sort() };
}

/**
 * A round of ten questions, the same for the same seed, era and data. Questions of every kind, no
 * question twice; each kind only from what the data holds (a race without a grid asks no pole).
 */
export function quizRound(data: HistoryData, era: QuizEra, seed: string): QuizQuestion[] {
  const pool = quizPool(data, era);
  const random = seededRandom(`${era}:${seed}`);
  const questions: QuizQuestion[] = [];
  const asked = new Set<string>();
  for (let attempt = 0; questions.length < questionsPerRound && attempt < 500; attempt++) {
    const kind = pick(random, kinds) ?? 'race-winner';
    const question = makers[kind](pool, random);
    if (!question) continue;
    const key = question.prompt;
    if (asked.has(key)) continue;
    asked.add(key);
    questions.push(question);
  }
  return questions;
}
