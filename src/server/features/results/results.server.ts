import { parseErgastPath } from '#server/features/ergast/ergast-path.ts';
import { loadCalendar } from '#server/features/ergast/ergast-references.ts';
import { resolveRelative } from '#server/features/ergast/ergast-relative.ts';
import { loadQualifying, loadResults } from '#server/features/ergast/ergast-results.ts';
import { answer } from '#server/features/ergast/ergast-tables.ts';
import { cachedMeetings } from '#server/features/meetings/meetings.server.ts';
import type { Services } from '#server/services.ts';
import {
  type ArchiveKind,
  type QualifyingRound,
  qualifyingRound,
  type RaceRound,
  raceRound,
  resultsLimit,
  resultsSeasons,
  roundPaths,
} from '#shared/results-archive.ts';
import { isSprintWeekend } from '#shared/session-days.ts';
import { sessionStatus } from '#shared/sessions.ts';

/**
 * The body `/f1/{path}?limit=…` answers with, read through the same code as the /f1 routes, so the
 * server-rendered round and the rounds the browser fetches later are one and the same data.
 */
export async function ergastBody(services: Services, path: string, limit = resultsLimit): Promise<unknown> {
  const request = parseErgastPath(path);
  const calendar = await loadCalendar(services);
  const table = await answer(services, resolveRelative(request, calendar, services.clock.now()));
  return {
    MRData: { limit: String(limit), offset: '0', total: String(table.total), ...table.page(0, limit) },
  };
}

/**
 * The latest round of a season, before `before` when given, whose session has been run by the clock
 * and has a classification: where the archive starts. Undefined when there is none.
 */
async function latestRound(
  services: Services,
  year: number,
  kind: ArchiveKind,
  before = Number.POSITIVE_INFINITY,
): Promise<number | undefined> {
  const rows =
    kind === 'race' ? await loadResults(services, year, 'race') : await loadQualifying(services, year);
  const classified = new Set(rows.map((row) => row.race.round));
  const now = services.clock.now();
  const meetings = (await cachedMeetings(services)).filter((meeting) => meeting.year === year);
  const run = meetings.filter((meeting) => {
    if (meeting.round >= before || !classified.has(meeting.round)) return false;
    // A weekend without a qualifying session on record counts from its race.
    const session =
      meeting.sessions.find((s) => s.kind === kind) ?? meeting.sessions.find((s) => s.kind === 'race');
    return session !== undefined && sessionStatus(session, now) === 'finished';
  });
  return run.at(-1)?.round;
}

type ArchivePage<R> = {
  year: number;
  seasons: number[];
  /** The server-rendered round; null when the season has none yet. */
  first: R | null;
  /** Set when the page was asked for the rounds before a round (the no-JavaScript "more" link). */
  before: number | null;
};

/** The race results page: its first round with the sprint when there was one, and the sprint rounds. */
export async function raceArchive(
  services: Services,
  year: number,
  before?: number,
): Promise<ArchivePage<RaceRound> & { sprintRounds: number[] }> {
  const meetings = (await cachedMeetings(services)).filter((meeting) => meeting.year === year);
  const sprintRounds = meetings.filter((m) => isSprintWeekend(m.sessions)).map((m) => m.round);
  const round = await latestRound(services, year, 'race', before);
  let first: RaceRound | undefined;
  if (round !== undefined) {
    const paths = roundPaths(year, round);
    const [results, sprint] = await Promise.all([
      ergastBody(services, paths.results),
      sprintRounds.includes(round) ? ergastBody(services, paths.sprint) : Promise.resolve(undefined),
    ]);
    first = raceRound(results, sprint);
  }
  return {
    year,
    seasons: resultsSeasons(services.env.CURRENT_SEASON),
    first: first ?? null,
    before: before ?? null,
    sprintRounds,
  };
}

/** The qualifying results page and its first round. */
export async function qualifyingArchive(
  services: Services,
  year: number,
  before?: number,
): Promise<ArchivePage<QualifyingRound>> {
  const round = await latestRound(services, year, 'qualifying', before);
  const first =
    round === undefined
      ? undefined
      : qualifyingRound(await ergastBody(services, roundPaths(year, round).qualifying));
  return {
    year,
    seasons: resultsSeasons(services.env.CURRENT_SEASON),
    first: first ?? null,
    before: before ?? null,
  };
}
