import { dateFormat } from '#shared/date-format.ts';
import { useBrowserTimeZone } from './use-browser-time-zone.ts';

/** A session's start as schedules print it: "Fri 4 Jul, 11:30". */
export const sessionStart: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

type Props = {
  /** ISO instant. */
  at: string;
  options: Intl.DateTimeFormatOptions;
  locale?: string;
  /** Time zone the server rendered with; the browser re-renders in its own after hydration. */
  serverTimeZone?: string;
};

/**
 * An instant shown in the visitor's time zone. The server renders it in the zone the browser last
 * reported (or UTC on a first visit); after hydration the browser formats it in its own zone.
 */
export function LocalTime({ at, options, locale = 'en-GB', serverTimeZone = 'UTC' }: Props) {
  const timeZone = useBrowserTimeZone(serverTimeZone);
  const text = dateFormat(locale, options, timeZone).format(new Date(at));
  return (
    <time dateTime={at} suppressHydrationWarning>
      {text}
    </time>
  );
}
