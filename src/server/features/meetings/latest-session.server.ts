import { sessionClassifications } from '#server/race-data/classifications.ts';
import { classificationProvenance } from '#server/race-data/provenance.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import type { Classification } from '#shared/classification.ts';
import type { Meeting } from '#shared/meetings.ts';
import { sessionEndsAt, sessionLabels, sessionStatus } from '#shared/sessions.ts';

/** What a top-three place shows beside the driver: lap time, best qualifying time or race result. */
function shownValue(results: Classification, index: number): string {
  if (results.format === 'practice') return results.rows[index]?.time ?? '';
  if (results.format === 'qualifying') {
    const row = results.rows[index];
    return row ? row.q3 || row.q2 || row.q1 : '';
  }
  return results.rows[index]?.result ?? '';
}

/**
 * The top three of the meeting's latest session to have ended by the clock, with where it came from;
 * null before the first session has ended. A session whose classification is not in yet has no rows:
 * the page says its results are pending.
 */
async function latestSession(services: Services, meeting: Meeting) {
  const now = services.clock.now();
  const ended = meeting.sessions
    .filter((session) => session.startsAt !== null && sessionStatus(session, now) === 'finished')
    .sort((a, b) => sessionEndsAt(a) - sessionEndsAt(b))
    .at(-1);
  if (!ended) return null;
  const results = (await sessionClassifications(services, meeting.raceId)).get(ended.kind);
  const heading = { kind: ended.kind, label: sessionLabels[ended.kind] };
  if (!results || results.rows.length === 0) return { ...heading, rows: [], provenance: null };
  return {
    ...heading,
    provenance: await classificationProvenance(services, meeting, [ended.kind]),
    rows: results.rows.slice(0, 3).map((row, index) => ({
      position: row.position,
      driverId: row.driverId,
      driverName: row.driverName,
      teamName: row.teamName,
      value: shownValue(results, index),
    })),
  };
}

export type LatestSessionTop = NonNullable<Awaited<ReturnType<typeof latestSession>>>;

/**
 * The home page's latest session of a race weekend as the visitor may see it: its top three, or the
 * hidden session while the spoiler shield keeps its outcome back.
 */
export async function latestSessionTop(reader: RaceReader, meeting: Meeting) {
  const latest = await latestSession(reader.services, meeting);
  const hidden = latest
    ? reader.hidden({ year: meeting.year, round: meeting.round }).filter((s) => s.kind === latest.kind)
    : [];
  if (hidden.length > 0) return { latestSession: null, latestSessionHidden: hidden };
  return { latestSession: latest, latestSessionHidden: null };
}
