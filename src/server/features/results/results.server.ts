import { cachedMeetings } from '#server/race-data/calendar.ts';
import { classifiedRounds, sessionClassifications } from '#server/race-data/classifications.ts';
import {
  classificationProvenance,
  type Provenance,
  resultsSyncSchedule,
  type SyncSchedule,
} from '#server/race-data/provenance.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import type { Services } from '#server/services.ts';
import type { Meeting } from '#shared/meetings.ts';
import {
  type ArchivedRound,
  type ArchiveKind,
  type HiddenRound,
  type QualifyingRound,
  type RaceRound,
  type RoundHeading,
  resultsSeasons,
} from '#shared/results-archive.ts';
import { sessionStatus } from '#shared/sessions.ts';
import type { HiddenSession } from '#shared/spoiler-shield.ts';
import { driverPages, seasonWinners } from './season-summary.server.ts';

function heading(meeting: Meeting): RoundHeading {
  return {
    season: meeting.year,
    round: meeting.round,
    raceName: meeting.name,
    date: meeting.sessions.find((session) => session.kind === 'race')?.date ?? '',
    circuitName: meeting.circuitName,
    locality: meeting.placeName,
    country: meeting.countryName,
  };
}

async function meetingOf(services: Services, year: number, round: number): Promise<Meeting | undefined> {
  return (await cachedMeetings(services)).find((meeting) => meeting.year === year && meeting.round === round);
}

/** One round of the race archive (with the sprint on a sprint weekend); undefined without a race result. */
export async function raceRound(
  services: Services,
  year: number,
  round: number,
): Promise<RaceRound | undefined> {
  const meeting = await meetingOf(services, year, round);
  if (!meeting) return undefined;
  const classifications = await sessionClassifications(services, meeting.raceId);
  const race = classifications.get('race');
  const sprint = classifications.get('sprint');
  if (race?.format !== 'race' || race.rows.length === 0) return undefined;
  return { ...heading(meeting), race, sprint: sprint?.format === 'race' ? sprint : null };
}

/** One round of the qualifying archive; undefined without a qualifying result. */
export async function qualifyingRound(
  services: Services,
  year: number,
  round: number,
): Promise<QualifyingRound | undefined> {
  const meeting = await meetingOf(services, year, round);
  if (!meeting) return undefined;
  const qualifying = (await sessionClassifications(services, meeting.raceId)).get('qualifying');
  if (qualifying?.format !== 'qualifying' || qualifying.rows.length === 0) return undefined;
  return { ...heading(meeting), qualifying };
}

/**
 * The rounds of a season the archive shows: their session has been run by the clock and has a
 * classification. A weekend without a qualifying session on record counts from its race.
 */
async function archivedRounds(services: Services, year: number, kind: ArchiveKind): Promise<number[]> {
  const classified = new Set(await classifiedRounds(services, year, kind));
  const now = services.clock.now();
  const meetings = (await cachedMeetings(services)).filter((meeting) => meeting.year === year);
  return meetings
    .filter((meeting) => {
      if (!classified.has(meeting.round)) return false;
      const session =
        meeting.sessions.find((s) => s.kind === kind) ?? meeting.sessions.find((s) => s.kind === 'race');
      return session !== undefined && sessionStatus(session, now) === 'finished';
    })
    .map((meeting) => meeting.round);
}

/**
 * The rounds of a season whose session the clock has seen end but whose classification is not stored
 * yet, in round order: the archive lists them as pending rather than leave them out.
 */
async function pendingRounds(services: Services, year: number, kind: ArchiveKind): Promise<Meeting[]> {
  const archived = new Set(await archivedRounds(services, year, kind));
  const now = services.clock.now();
  return (await cachedMeetings(services)).filter((meeting) => {
    if (meeting.year !== year || archived.has(meeting.round) || meeting.cancelled) return false;
    const session =
      meeting.sessions.find((s) => s.kind === kind) ?? meeting.sessions.find((s) => s.kind === 'race');
    return session !== undefined && sessionStatus(session, now) === 'finished';
  });
}

/** Where an archive page starts: the round asked for, the rounds before one, or the latest. */
export type ArchiveStart = { before?: number; round?: number };

/**
 * The round an archive page renders first: the one asked for when it is archived (undefined when
 * not), else the latest archived round, before `before` when given.
 */
async function startRound(services: Services, year: number, kind: ArchiveKind, start: ArchiveStart) {
  const rounds = await archivedRounds(services, year, kind);
  if (start.round !== undefined) return rounds.includes(start.round) ? start.round : undefined;
  const before = start.before ?? Infinity;
  return rounds.filter((round) => round < before).at(-1);
}

/**
 * Every round of the season run so far with its race name, in order: the round list. Rounds whose
 * results are not in yet are marked pending.
 */
async function roundList(services: Services, year: number, kind: ArchiveKind): Promise<ArchivedRound[]> {
  const rounds = new Set(await archivedRounds(services, year, kind));
  const pending = new Set((await pendingRounds(services, year, kind)).map((meeting) => meeting.round));
  return (await cachedMeetings(services))
    .filter((meeting) => meeting.year === year && (rounds.has(meeting.round) || pending.has(meeting.round)))
    .map((meeting) => ({
      round: meeting.round,
      raceName: meeting.name,
      ...(pending.has(meeting.round) ? { pending: true } : {}),
    }));
}

/** One round of the archive as the browser pages through it; undefined for a round not (yet) archived. */
export async function archiveRound(
  services: Services,
  year: number,
  round: number,
  kind: ArchiveKind,
): Promise<RaceRound | QualifyingRound | undefined> {
  if (!(await archivedRounds(services, year, kind)).includes(round)) return undefined;
  return kind === 'race' ? raceRound(services, year, round) : qualifyingRound(services, year, round);
}

type ArchivePage<R> = {
  year: number;
  seasons: number[];
  /** The server-rendered round; null when the season has none yet or the spoiler shield hides it. */
  first: R | null;
  /** The server-rendered round's heading when the spoiler shield hides its classification. */
  firstHidden: HiddenRound | null;
  /** Rounds the spoiler shield hides, which the browser shows as hidden instead of fetching. */
  hiddenRounds: HiddenRound[];
  /** Set when the page was asked for the rounds before a round (the no-JavaScript "more" link). */
  before: number | null;
  /** Set when the page was asked for one round (/race-results/2024/5). */
  round: number | null;
  /** Every round of the season run so far, to jump to; those without results marked pending. */
  rounds: ArchivedRound[];
  /** Driver page ids by driver id, for the drivers who have a page (the season in focus only). */
  driverPages: Record<string, string>;
  /**
   * On the season's landing page, the rounds run after the first one shown whose results are not in
   * yet, newest first: listed above it as pending.
   */
  pending: RoundHeading[];
  /** Where the first round's classification came from. */
  provenance: Provenance | null;
  sync: SyncSchedule;
  /** The server's now (ISO), for relative times. */
  now: string;
};

async function archivePage<R>(
  services: Services,
  year: number,
  kind: ArchiveKind,
  start: ArchiveStart,
  hidden: readonly HiddenSession[],
  read: (round: number) => Promise<R | undefined>,
): Promise<ArchivePage<R>> {
  const round = await startRound(services, year, kind, start);
  const hiddenRounds = await roundsHidden(services, year, hidden);
  const firstHidden = hiddenRounds.find((hiddenRound) => hiddenRound.round === round);
  const landing = start.round === undefined && start.before === undefined;
  const pending = landing
    ? (await pendingRounds(services, year, kind)).filter((meeting) => meeting.round > (round ?? 0)).reverse()
    : [];
  const firstMeeting = round === undefined ? undefined : await meetingOf(services, year, round);
  return {
    year,
    seasons: resultsSeasons(await seasonInFocus(services)),
    first: (round === undefined || firstHidden ? undefined : await read(round)) ?? null,
    firstHidden: firstHidden ?? null,
    hiddenRounds,
    before: start.before ?? null,
    round: start.round ?? null,
    rounds: await roundList(services, year, kind),
    driverPages: await driverPages(services, year),
    pending: pending.map(heading),
    provenance:
      firstMeeting && !firstHidden ? await classificationProvenance(services, firstMeeting, [kind]) : null,
    sync: await resultsSyncSchedule(services),
    now: services.clock.now().toISOString(),
  };
}

/** The race results page, its first round and the season's winners. */
export async function raceArchive(reader: RaceReader, year: number, start: ArchiveStart = {}) {
  const { services } = reader;
  const hidden = reader.hidden({ year, kinds: ['sprint', 'race'] });
  const page = await archivePage(services, year, 'race', start, hidden, (round) =>
    raceRound(services, year, round),
  );
  const hiddenRounds = new Set(page.hiddenRounds.map((hiddenRound) => hiddenRound.round));
  const shown = page.rounds.filter((archived) => !hiddenRounds.has(archived.round));
  return { ...page, winners: await seasonWinners(services, year, shown) };
}

/** The qualifying results page and its first round. */
export function qualifyingArchive(
  reader: RaceReader,
  year: number,
  start: ArchiveStart = {},
): Promise<ArchivePage<QualifyingRound>> {
  const { services } = reader;
  const hidden = reader.hidden({ year, kinds: ['sprint_qualifying', 'qualifying'] });
  return archivePage(services, year, 'qualifying', start, hidden, (round) =>
    qualifyingRound(services, year, round),
  );
}

/** The rounds of a season with hidden sessions, each with its heading. */
async function roundsHidden(
  services: Services,
  year: number,
  hidden: readonly HiddenSession[],
): Promise<HiddenRound[]> {
  if (hidden.length === 0) return [];
  const meetings = (await cachedMeetings(services)).filter((meeting) => meeting.year === year);
  return meetings.flatMap((meeting) => {
    const sessions = hidden.filter((session) => session.round === meeting.round);
    return sessions.length > 0 ? [{ ...heading(meeting), hidden: sessions }] : [];
  });
}
