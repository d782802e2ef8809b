import { sessionEventUid } from '#shared/calendar-export.ts';
import { type IcsEvent, writeIcs } from '#shared/ics.ts';
import type { Meeting } from '#shared/meetings.ts';
import { sessionLabels, sessionLiveMinutes, type WeekendSessionKind } from '#shared/sessions.ts';

const MINUTE = 60_000;

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A season's sessions of the chosen kinds as calendar events: timed in UTC, or all-day where f1db has no time. */
export function sessionEvents(
  meetings: readonly Meeting[],
  kinds: ReadonlySet<WeekendSessionKind>,
  siteUrl: string,
): IcsEvent[] {
  const base = siteUrl.replace(/\/+$/, '');
  return meetings.flatMap((meeting) =>
    meeting.sessions
      .filter((session) => kinds.has(session.kind))
      .map((session): IcsEvent => {
        const start = session.startsAt ? Date.parse(session.startsAt) : undefined;
        const url = `${base}/schedule/${meeting.year}/${meeting.slug}`;
        return {
          uid: sessionEventUid(meeting.year, meeting.round, session.kind),
          summary: `${meeting.name} – ${sessionLabels[session.kind]}`,
          when:
            start === undefined
              ? { startDate: session.date, endDate: nextDate(session.date) }
              : { start, end: start + sessionLiveMinutes[session.kind] * MINUTE },
          location: [meeting.circuitName, meeting.placeName, meeting.countryName].join(', '),
          description: `Round ${meeting.round} of the ${meeting.year} Formula 1 World Championship.\n${url}`,
          url,
          categories: ['Formula 1', sessionLabels[session.kind]],
        };
      }),
  );
}

/** The iCalendar feed of a season. */
export function seasonCalendar(
  year: number,
  meetings: readonly Meeting[],
  kinds: ReadonlySet<WeekendSessionKind>,
  siteUrl: string,
  now: Date,
): string {
  return writeIcs({
    prodId: '-//Pitwall//Formula 1 schedule//EN',
    name: `Formula 1 ${year} · Pitwall`,
    stamp: now.getTime(),
    events: sessionEvents(meetings, kinds, siteUrl),
  });
}
