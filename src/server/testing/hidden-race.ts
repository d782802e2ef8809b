import { cachedMeetings } from '#server/race-data/calendar.ts';
import { type RaceReader, raceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { sessionStartsAt } from '#shared/sessions.ts';
import { type HiddenSession, hiddenSessions } from '#shared/spoiler-shield.ts';

/**
 * The race reader of a fan who turned the spoiler shield on as the race of `year`'s round `round`
 * started and has not watched it: at the clock's now (after the start) the shield hides that race
 * alone, worked out as the fan's own is. `race` is the hidden session the pages name.
 */
export async function readerHidingRace(
  services: Services,
  year: number,
  round: number,
): Promise<{ reader: RaceReader; race: HiddenSession }> {
  const meeting = (await cachedMeetings(services)).find((m) => m.year === year && m.round === round);
  const session = meeting?.sessions.find((s) => s.kind === 'race');
  if (!meeting || !session) throw new Error(`No race in round ${round} of ${year}`);
  const hideFrom = new Date(sessionStartsAt(session));
  const [race] = hiddenSessions({ hideFrom, watched: [] }, [meeting], services.clock.now());
  if (!race) throw new Error(`The race of round ${round} of ${year} has not started by the clock's now`);
  return {
    reader: raceReader(services, { on: true, hideFrom: hideFrom.toISOString(), hidden: [race] }),
    race,
  };
}
