import { cachedMeetings } from '#server/race-data/calendar.ts';
import { classificationProvenance } from '#server/race-data/provenance.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import { raceSummary } from '#server/race-data/race-summary.ts';
import { lastResults } from '#shared/meetings.ts';

/**
 * The home page's last race as the visitor may see it: its summary and where the result came from;
 * or, while the spoiler shield hides a session of that weekend, the sessions that keep it back.
 * Neither before a race has run, nor while the weekend under way is too fresh for results.
 */
export async function lastRace(reader: RaceReader) {
  const { services } = reader;
  const last = lastResults(await cachedMeetings(services), services.clock.now());
  const meeting = last && !last.skipped ? last.meeting : undefined;
  if (!meeting) return { lastRace: null, lastRaceHidden: null };
  const hidden = reader.hidden({ year: meeting.year, round: meeting.round });
  if (hidden.length > 0) return { lastRace: null, lastRaceHidden: hidden };
  const summary = await raceSummary(services, meeting.year, meeting.round);
  if (!summary) return { lastRace: null, lastRaceHidden: null };
  const provenance = await classificationProvenance(services, meeting, ['race']);
  return { lastRace: { meeting, ...summary, provenance }, lastRaceHidden: null };
}
