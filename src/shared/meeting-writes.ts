import { z } from 'zod';
import { weekendSessionKinds } from './sessions.ts';
import { plainText } from './text-rules.ts';

const DAY = 24 * 60 * 60_000;
/** A weekend runs at most from the Thursday before the race to the race's day: four days. */
export const weekendDays = 4;

const season = z.coerce.number<string | number>().int().min(1950).max(2100);
const round = z.coerce
  .number<string | number>()
  .int('Give a round number')
  .min(1, 'Give a round from 1')
  .max(40, 'Give a round up to 40');

/** A meeting an admin adds to a season: its name, a stored circuit, its round and sessions in UTC. */
export const meetingWrite = z.strictObject({
  season,
  round,
  name: plainText().trim().min(1, 'Give the meeting a name').max(100, 'Keep the name under 100 characters'),
  circuitId: plainText().trim().min(1, 'Choose a circuit').max(100),
  sessions: z
    .array(
      z.strictObject({
        kind: z.enum(weekendSessionKinds),
        startsAt: z.iso.datetime({ offset: true, error: 'Give a date and time' }),
      }),
    )
    .min(1, 'Give the race’s start')
    .max(8),
});
export type MeetingWrite = z.input<typeof meetingWrite>;

/** A meeting called off, or back on. */
export const meetingCancelWrite = z.strictObject({ season, round, cancelled: z.boolean() });
export type MeetingCancelWrite = z.input<typeof meetingCancelWrite>;

/**
 * The first session that does not fit its weekend: the race must be given once, and every other
 * session must start before it and at most four days earlier. Undefined when all fit.
 */
export function weekendMisfit(
  sessions: readonly { kind: string; startsAt: string }[],
): { index: number; message: string } | undefined {
  const raceIndex = sessions.findIndex((session) => session.kind === 'race');
  const race = sessions[raceIndex];
  if (!race) return { index: 0, message: 'Give the race’s start' };
  const raceAt = Date.parse(race.startsAt);
  for (const [index, session] of sessions.entries()) {
    if (sessions.findIndex((other) => other.kind === session.kind) !== index) {
      return { index, message: 'Give each session once' };
    }
    if (index === raceIndex) continue;
    const at = Date.parse(session.startsAt);
    if (at >= raceAt || raceAt - at > weekendDays * DAY) {
      return {
        index,
        message: 'A session must fall in its meeting’s weekend: before the race, at most four days earlier',
      };
    }
  }
  return undefined;
}
