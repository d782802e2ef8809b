import { useEffect, useState } from 'react';

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
// Creating a formatter costs far more than using one; pages format many instants the same way.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const key = JSON.stringify([locale, timeZone, options]);
  let known = formatters.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, known);
  }
  return known;
}

export function LocalTime({ at, options, locale = 'en-GB', serverTimeZone = 'UTC' }: Props) {
  const [timeZone, setTimeZone] = useState<string | undefined>(serverTimeZone);
  useEffect(() => setTimeZone(undefined), []);
  const text = formatter(locale, options, timeZone).format(new Date(at));
  return (
    <time dateTime={at} suppressHydrationWarning>
      {text}
    </time>
  );
}
