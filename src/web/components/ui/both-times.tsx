import { startTransition, useEffect, useState } from 'react';
import { dateFormat } from '#shared/date-format.ts';
import type { Track } from '#shared/meetings.ts';
import { LocalTime } from './local-time.tsx';
import { browserTimeZone } from './use-browser-time-zone.ts';
import './both-times.css';

type Props = {
  /** ISO instant. */
  at: string;
  /** How to print the visitor's time (the track's is its clock, with the weekday if that differs). */
  options: Intl.DateTimeFormatOptions;
  /** The track; without one (a circuit the zone file does not know) only the visitor's time shows. */
  track?: Track | undefined;
  locale?: string;
  /** Time zone the server rendered with; the browser re-renders in its own after hydration. */
  serverTimeZone?: string;
};

const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const dayAndClock: Intl.DateTimeFormatOptions = { weekday: 'short', ...clock };
const calendarDay: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const offsetName: Intl.DateTimeFormatOptions = { timeZoneName: 'longOffset' };

/** The instant as the track's wall clock with its offset, e.g. "2026-07-05T15:00+01:00". */
export function trackDateTime(at: string, timeZone: string): string {
  const date = new Date(at);
  const day = dateFormat('en-CA', calendarDay, timeZone).format(date);
  const time = dateFormat('en-GB', clock, timeZone).format(date);
  const zoneName = dateFormat('en-GB', offsetName, timeZone)
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = zoneName?.replace('GMT', '') || '+00:00';
  return `${day}T${time}${offset}`;
}

/**
 * A session's start in the visitor's zone and at the track: "Sun 5 Jul, 14:00 your time · 15:00 at
 * Silverstone". The server renders the first part in the zone the browser last reported, or UTC on a
 * first visit, and then says "UTC" rather than "your time" so the page is right without JavaScript;
 * the track's time is exact either way. When both clocks read the same, the time shows once.
 */
export function BothTimes({ at, options, track, locale = 'en-GB', serverTimeZone = 'UTC' }: Props) {
  const [visitorZone, setVisitorZone] = useState<{ zone: string; own: boolean }>({
    zone: serverTimeZone,
    own: serverTimeZone !== 'UTC',
  });
  useEffect(() => {
    const zone = browserTimeZone() ?? 'UTC';
    startTransition(() => setVisitorZone({ zone, own: true }));
  }, []);
  if (!track) return <LocalTime at={at} options={options} locale={locale} serverTimeZone={serverTimeZone} />;

  const date = new Date(at);
  const visitorText = dateFormat(locale, options, visitorZone.zone).format(date);
  const place = `at ${track.placeName}`;
  if (visitorText === dateFormat(locale, options, track.timeZone).format(date)) {
    return (
      <span className="both-times">
        <span className="both-times__part">
          <time dateTime={trackDateTime(at, track.timeZone)}>{visitorText}</time> {place},
        </span>{' '}
        <span className="both-times__part">
          <Label own={visitorZone.own} mine="your time too" utc="also UTC" />
        </span>
      </span>
    );
  }
  const sameDay =
    dateFormat('en-CA', calendarDay, visitorZone.zone).format(date) ===
    dateFormat('en-CA', calendarDay, track.timeZone).format(date);
  // The track's clock is 24-hour in either locale; its weekday, when shown, in the page's English.
  const trackText = dateFormat('en-GB', sameDay ? clock : dayAndClock, track.timeZone).format(date);
  return (
    <span className="both-times">
      <span className="both-times__part">
        <time dateTime={at}>{visitorText}</time>{' '}
        <Label own={visitorZone.own} mine="your time ·" utc="UTC ·" />
      </span>{' '}
      <span className="both-times__part both-times__track">
        <time dateTime={trackDateTime(at, track.timeZone)}>{trackText}</time> {place}
      </span>
    </span>
  );
}

/**
 * Which clock the visitor's time is in. The other wording takes the same place unseen (a CSS
 * `::after` from `data-spare`, outside the text and the accessibility tree), so the line keeps its
 * width when the browser swaps "UTC" for "your time" as it hydrates: nothing below it moves.
 */
function Label({ own, mine, utc }: { own: boolean; mine: string; utc: string }) {
  return (
    <span className="both-times__label" data-spare={own ? utc : mine}>
      <span>{own ? mine : utc}</span>
    </span>
  );
}
