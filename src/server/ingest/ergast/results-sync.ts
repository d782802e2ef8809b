import { seasonRounds, seasonsInPlay, storedRoundData } from '#server/race-data/results-sync-state.ts';
import {
  type ScheduledRaceWrite,
  writeScheduledRace,
} from '#server/race-data/writes/write-scheduled-race.ts';
import { writeSessionTime } from '#server/race-data/writes/write-session-time.ts';
import type { Services } from '#server/services.ts';
import type { Meeting } from '#shared/meetings.ts';
import { sessionEndsAt, type WeekendSessionKind } from '#shared/sessions.ts';
import { scheduledSessions } from './ergast-mapping.ts';
import type { ScheduledRace } from './ergast-responses.ts';
import type { ErgastSource } from './ergast-source.ts';
import { type RoundParts, syncRound } from './sync-round.ts';

export type SyncChange = { season: number; round: number; parts: string[] };

/**
 * One pass of the results sync over the seasons in play: the schedule first (rounds added, sessions
 * moved), then, per round, the classifications of sessions that have ended but are missing here,
 * and, in the sweep, those sync wrote, to catch the source's corrections (a write of unchanged data
 * stores nothing). `changes` is filled as it goes, so a run that fails half-way still says what it wrote.
 */
export async function syncResults(
  services: Services,
  source: ErgastSource,
  { sweep, changes }: { sweep: boolean; changes: SyncChange[] },
): Promise<void> {
  const note = (season: number, round: number, parts: string[]) => {
    if (parts.length === 0) return;
    const entry = changes.find((c) => c.season === season && c.round === round);
    if (entry) entry.parts.push(...parts.filter((part) => !entry.parts.includes(part)));
    else changes.push({ season, round, parts: [...parts] });
  };
  for (const season of await seasonsInPlay(services)) {
    const schedule = (await source.fetchAll('schedule', `${season}.json`)).flatMap(
      (page) => page.MRData.RaceTable.Races,
    );
    const rounds = await seasonRounds(services, season);
    for (const race of schedule) {
      const meeting = rounds.find((m) => m.round === race.round);
      if (meeting) note(season, race.round, await moveSessions(services, meeting, race));
      else if ((await writeScheduledRace(services, scheduledRaceOf(race))).status === 'written') {
        note(season, race.round, ['schedule']);
      }
    }
    const now = services.clock.now().getTime();
    const stored = await storedRoundData(services, season);
    for (const meeting of await seasonRounds(services, season)) {
      const ended = (kind: WeekendSessionKind) => {
        const session = meeting.sessions.find((s) => s.kind === kind);
        return session !== undefined && sessionEndsAt(session) <= now;
      };
      const have = stored.get(meeting.round);
      // Missing, or (in the sweep) ours to correct. The snapshot's rounds are f1db's, richer than
      // Ergast's (intervals, penalties): its updates correct them; an admin's are never touched.
      const due = (kind: WeekendSessionKind) => {
        const owner = have?.owners.get(kind);
        return ended(kind) && (owner === undefined || (sweep && owner === 'sync'));
      };
      const want: RoundParts = {
        race: due('race'),
        sprint: due('sprint'),
        qualifying: due('qualifying'),
        pitStops: have?.owners.get('race') === 'sync' && (sweep || !have.pitStops),
      };
      if (!Object.values(want).some(Boolean)) continue;
      note(season, meeting.round, await syncRound(services, source, season, meeting.round, want));
    }
  }
}

function scheduledRaceOf(race: ScheduledRace): ScheduledRaceWrite {
  const sessions = scheduledSessions(race);
  const coordinate = (value: string | undefined) =>
    value && Number.isFinite(Number(value)) ? Number(value) : undefined;
  return {
    season: race.season,
    round: race.round,
    raceName: race.raceName,
    circuit: {
      ergastId: race.Circuit.circuitId,
      name: race.Circuit.circuitName,
      locality: race.Circuit.Location?.locality,
      country: race.Circuit.Location?.country,
      latitude: coordinate(race.Circuit.Location?.lat),
      longitude: coordinate(race.Circuit.Location?.long),
    },
    date: race.date,
    startsAt: sessions.find((s) => s.kind === 'race')?.startsAt ?? null,
    sessions: sessions.flatMap(({ kind, startsAt }) => (kind === 'race' ? [] : [{ kind, startsAt }])),
  };
}

/** Moves the round's sessions the source has at another time (or adds those we lack). */
async function moveSessions(services: Services, meeting: Meeting, race: ScheduledRace): Promise<string[]> {
  let moved = false;
  for (const session of scheduledSessions(race)) {
    const ours = meeting.sessions.find((s) => s.kind === session.kind);
    if (ours?.startsAt && Date.parse(ours.startsAt) === Date.parse(session.startsAt)) continue;
    const result = await writeSessionTime(
      services,
      { source: 'sync' },
      { season: meeting.year, round: meeting.round, kind: session.kind, startsAt: session.startsAt },
    );
    if (result.status === 'written') moved = true;
  }
  return moved ? ['schedule'] : [];
}
