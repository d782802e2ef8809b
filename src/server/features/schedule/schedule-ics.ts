import ical, {
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import { sessionEventUid } from '#shared/calendar-export.ts';
import type { Meeting } from '#shared/meetings.ts';
import { sessionLabels, sessionLiveMinutes, type WeekendSessionKind } from '#shared/sessions.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A season's sessions of the chosen kinds as calendar events: timed in UTC, or all-day where f1db has
 * no time; a cancelled meeting's with STATUS:CANCELLED.
 */
export function sessionEvents(
  meetings: readonly Meeting[],
  kinds: ReadonlySet<WeekendSessionKind>,
  siteUrl: string,
): ICalEventData[] {
  const base = siteUrl.replace(/\/+$/, '');
  return meetings.flatMap((meeting) =>
    meeting.sessions
      .filter((session) => kinds.has(session.kind))
      .map((session): ICalEventData => {
        const url = `${base}/schedule/${meeting.year}/${meeting.slug}`;
        // No time zone is set, so ical-generator writes instants as UTC ("…Z") and dates from their UTC day.
        const start = new Date(session.startsAt ?? `${session.date}T00:00:00Z`);
        const length = session.startsAt ? sessionLiveMinutes[session.kind] * MINUTE : DAY;
        return {
          id: sessionEventUid(meeting.year, meeting.round, session.kind),
          summary: `${meeting.cancelled ? 'Cancelled: ' : ''}${meeting.name} – ${sessionLabels[session.kind]}`,
          // A called-off meeting stays in the feed, so subscribers' calendars drop or strike it.
          ...(meeting.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
          start,
          end: new Date(start.getTime() + length),
          allDay: !session.startsAt,
          location: [meeting.circuitName, meeting.placeName, meeting.countryName].join(', '),
          description: `Round ${meeting.round} of the ${meeting.year} Formula 1 World Championship.\n${url}`,
          url,
          categories: [{ name: 'Formula 1' }, { name: sessionLabels[session.kind] }],
          // A session is something to watch, not an appointment: it does not make the subscriber busy.
          transparency: ICalEventTransparency.TRANSPARENT,
        };
      }),
  );
}

/** The iCalendar feed of a season; `now` is every event's DTSTAMP, when this copy was made. */
export function seasonCalendar(
  year: number,
  meetings: readonly Meeting[],
  kinds: ReadonlySet<WeekendSessionKind>,
  siteUrl: string,
  now: Date,
): string {
  const calendar = ical({
    prodId: { company: 'Pitwall', product: 'Formula 1 schedule', language: 'EN' },
    name: `Formula 1 ${year} · Pitwall`,
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
  });
  for (const event of sessionEvents(meetings, kinds, siteUrl)) calendar.createEvent({ ...event, stamp: now });
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}
