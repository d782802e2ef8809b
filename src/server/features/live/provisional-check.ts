import { seasonMeetings } from '#server/race-data/calendar.ts';
import { sessionClassifications } from '#server/race-data/classifications.ts';
import type { Services } from '#server/services.ts';
import { liveSessionKey } from '#shared/live-session.ts';
import { liveTimingView, type ProvisionalOrder, provisionalOrder } from '#shared/live-timing.ts';
import { type WeekendSessionKind, weekendSessionKinds } from '#shared/sessions.ts';
import { selectLiveState } from './live.queries.ts';

/**
 * Where the order live timing ended a session with and the official classification disagree: the
 * places (1-based) whose car differs, with the car of each. Unclassified cars are compared too, in
 * the order each lists them.
 */
export function orderDifferences(provisional: ProvisionalOrder, official: readonly (string | null)[]) {
  const live = provisional.rows.map((row) => String(row.driverNumber));
  const differences: { place: number; live: string | null; official: string | null }[] = [];
  for (let index = 0; index < Math.max(live.length, official.length); index += 1) {
    if (live[index] !== official[index])
      differences.push({ place: index + 1, live: live[index] ?? null, official: official[index] ?? null });
  }
  return differences;
}

/**
 * After the results sync stored official classifications of a round, compares each with the order
 * live timing ended the session with (when the feed followed it) and logs what differs: a penalty
 * applied after the flag, or a fault in either source.
 */
export async function logProvisionalDifferences(
  services: Services,
  change: { season: number; round: number; parts: readonly string[] },
): Promise<void> {
  const kinds = weekendSessionKinds.filter((kind) => change.parts.includes(kind));
  if (kinds.length === 0) return;
  const meeting = (await seasonMeetings(services, change.season)).find((m) => m.round === change.round);
  if (!meeting) return;
  const classifications = await sessionClassifications(services, meeting.raceId);
  for (const kind of kinds as WeekendSessionKind[]) {
    const key = liveSessionKey(meeting, { kind });
    const stored = await selectLiveState(services.db, key);
    const provisional = stored?.state ? provisionalOrder(liveTimingView(stored.state)) : null;
    const official = classifications.get(kind);
    if (!provisional || !official) continue;
    const differences = orderDifferences(
      provisional,
      official.rows.map((row) => row.driverNumber),
    );
    if (differences.length === 0)
      services.log.info(`Live timing's provisional order of ${key} matches the official classification`);
    else
      services.log.warn(
        `Live timing's provisional order of ${key} differs from the official classification: ${differences
          .map((d) => `P${d.place} live ${d.live ?? '–'}, official ${d.official ?? '–'}`)
          .join('; ')}`,
      );
  }
}
