import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { Services } from '#server/services.ts';
import {
  formatPoints,
  type PracticeRow,
  type QualifyingSessionRow,
  type RaceSessionRow,
  raceOutcome,
  type SessionResults,
  type SessionResultsEntry,
  sessionFormats,
} from '#shared/meeting-results.ts';
import type { Meeting } from '#shared/meetings.ts';
import { sessionStatus, type WeekendSessionKind, weekendSessionKinds } from '#shared/sessions.ts';
import { selectPracticeResults, selectQualifyingResults, selectRaceResults } from './schedule.queries.ts';

const isWeekendKind = (kind: string): kind is WeekendSessionKind =>
  (weekendSessionKinds as readonly string[]).includes(kind);

type Classifications = Map<WeekendSessionKind, SessionResults>;

function push<R>(map: Map<string, R[]>, kind: string, row: R) {
  const list = map.get(kind) ?? [];
  list.push(row);
  map.set(kind, list);
}

async function loadClassifications(services: Services, raceId: number): Promise<Classifications> {
  const [practice, qualifying, race] = await Promise.all([
    selectPracticeResults(services.db, raceId),
    selectQualifyingResults(services.db, raceId),
    selectRaceResults(services.db, raceId),
  ]);
  const practiceRows = new Map<string, PracticeRow[]>();
  for (const row of practice) {
    push(practiceRows, row.kind, {
      position: row.positionText,
      driver: row.driver,
      team: row.team,
      time: row.time ?? '',
      gap: row.gap ?? '',
      laps: row.laps === null ? '' : String(row.laps),
    });
  }
  const qualifyingRows = new Map<string, QualifyingSessionRow[]>();
  for (const row of qualifying) {
    push(qualifyingRows, row.kind, {
      position: row.positionText,
      driver: row.driver,
      team: row.team,
      // Before 2006 one time stood for the whole session.
      q1: row.q1 ?? row.time ?? '',
      q2: row.q2 ?? '',
      q3: row.q3 ?? '',
    });
  }
  const raceRows = new Map<string, RaceSessionRow[]>();
  for (const row of race) {
    const positionNumber = /^\d+$/.test(row.positionText) ? Number(row.positionText) : null;
    push(raceRows, row.kind, {
      position: row.positionText,
      driver: row.driver,
      team: row.team,
      laps: row.laps === null ? '' : String(row.laps),
      result: raceOutcome({ ...row, positionNumber }),
      points: formatPoints(row.points),
    });
  }
  // f1db also keeps warm-ups and pre-qualifying, which are not sessions of a weekend we show.
  const out: Classifications = new Map();
  for (const [kind, rows] of practiceRows) {
    if (isWeekendKind(kind)) out.set(kind, { kind, format: 'practice', rows });
  }
  for (const [kind, rows] of qualifyingRows) {
    if (isWeekendKind(kind)) out.set(kind, { kind, format: 'qualifying', rows });
  }
  for (const [kind, rows] of raceRows) {
    if (isWeekendKind(kind)) out.set(kind, { kind, format: 'race', rows });
  }
  return out;
}

/**
 * Every session of a meeting with its classification once the clock says it has ended: before then
 * 'pending' (results appear after the session), after it 'unavailable' when none is on record.
 * Seasons before 2024 have no session times in f1db, only the race: their practice and qualifying
 * classifications still show, counted as run once the race has been.
 */
export async function meetingResults(services: Services, meeting: Meeting): Promise<SessionResultsEntry[]> {
  const classifications = await cachedRaceData(services, `schedule:results:${meeting.raceId}`, () =>
    loadClassifications(services, meeting.raceId),
  );
  const now = services.clock.now();
  const race = meeting.sessions.find((session) => session.kind === 'race');
  const kinds = weekendSessionKinds.filter(
    (kind) => classifications.has(kind) || meeting.sessions.some((session) => session.kind === kind),
  );
  return kinds.map((kind): SessionResultsEntry => {
    const session = meeting.sessions.find((s) => s.kind === kind) ?? race;
    if (!session || sessionStatus(session, now) !== 'finished') return { kind, state: 'pending' };
    const results = classifications.get(kind);
    if (!results || results.format !== sessionFormats[kind]) return { kind, state: 'unavailable' };
    return { kind, state: 'results', results };
  });
}
