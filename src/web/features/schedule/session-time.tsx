import type { Track } from '#shared/meetings.ts';
import type { TimedSession } from '#shared/sessions.ts';
import { BothTimes } from '#web/components/ui/both-times.tsx';
import { LocalTime } from '#web/components/ui/local-time.tsx';

const dayMonth: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit' };
const hourMinute: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const dateAndTime: Intl.DateTimeFormatOptions = { ...dayMonth, ...hourMinute };

/**
 * A session's date and start in the Romanian locale format, 24-hour, in the visitor's zone
 * (docs/product.md §9): "04.07, 13:30", one element for both. Sessions f1db has no time for show
 * their date alone.
 */
export function SessionDateTime({
  session,
  serverTimeZone,
}: {
  session: TimedSession;
  serverTimeZone: string;
}) {
  if (session.startsAt)
    return (
      <LocalTime at={session.startsAt} options={dateAndTime} locale="ro-RO" serverTimeZone={serverTimeZone} />
    );
  // f1db records no start times before 2024.
  return (
    <>
      <LocalTime at={`${session.date}T12:00:00Z`} options={dayMonth} locale="ro-RO" serverTimeZone="UTC" />
      <span className="visually-hidden">, start time not recorded</span>
    </>
  );
}

/** A session's start, 24-hour, in the visitor's zone and, given the track, at the track too. */
export function SessionClock({
  session,
  serverTimeZone,
  track,
}: {
  session: TimedSession;
  serverTimeZone: string;
  track?: Track | undefined;
}) {
  // f1db records no start times before 2024.
  if (!session.startsAt) return <span className="visually-hidden">start time not recorded</span>;
  return (
    <BothTimes
      at={session.startsAt}
      options={hourMinute}
      locale="ro-RO"
      serverTimeZone={serverTimeZone}
      track={track}
    />
  );
}
