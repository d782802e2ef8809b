import { data } from 'react-router';
import { scheduleSeasons, seasonMeetings } from '#server/race-data/calendar.ts';
import { type RoundPodium, seasonPodiums } from '#server/race-data/podiums.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import { type CalendarMonth, compareMonths, monthOf, parseMonthKey } from '#shared/calendar-grid.ts';
import {
  currentOrNextMeeting,
  type Meeting,
  meetingEndsAt,
  meetingStartsAt,
  type ScheduleMeeting,
} from '#shared/meetings.ts';
import { dateInZone } from '#shared/session-days.ts';
import { visitorTimeZone } from './time-zone.server.ts';

/** A meeting as the page receives it: only what it shows, so the page's data stays small. */
function scheduleMeeting(meeting: Meeting): ScheduleMeeting {
  const { year, round, name, slug, circuitName, countryName, placeName, timeZone, sessions, cancelled } =
    meeting;
  return {
    year,
    round,
    name,
    slug,
    circuitName,
    countryName,
    placeName,
    sessions,
    ...(timeZone ? { timeZone } : {}),
    ...(cancelled ? { cancelled } : {}),
  };
}

/** A podium as a round's card shows it: the winner's number, code and photo, the others' name and team. */
function schedulePodium({ round, places }: RoundPodium): RoundPodium {
  return {
    round,
    places: places.map((place) =>
      place.position === 1 ? place : { ...place, driverCode: null, driverNumber: null, photoUrl: null },
    ),
  };
}

/** What the schedule page shows for `/schedule[?year=…][&month=…]`; a season outside the data is a 404. */
export async function schedulePage(reader: RaceReader, request: Request, url: URL) {
  const { services } = reader;
  const seasons = await scheduleSeasons(services);
  const yearParam = url.searchParams.get('year');
  const year = yearParam === null ? await seasonInFocus(services) : Number(yearParam);
  if (!seasons.includes(year)) throw data(null, { status: 404, statusText: 'Not Found' });

  const meetings = await seasonMeetings(services, year);
  const now = services.clock.now();
  const at = now.getTime();
  const timeZone = visitorTimeZone(request);
  const next = currentOrNextMeeting(meetings, now);
  // Once the season is over, the hero looks back at its final round.
  const hero = next ?? meetings.findLast((meeting) => !meeting.cancelled);
  const heroLabel = !next ? 'Final round' : meetingStartsAt(next) <= at ? 'This weekend' : 'Next round';

  const range: [CalendarMonth, CalendarMonth] = [
    { year, month: 1 },
    { year, month: 12 },
  ];
  const today = dateInZone(now, timeZone);
  const heroRace = hero?.sessions.at(-1);
  const fallback =
    now.getUTCFullYear() === year ? monthOf(today) : heroRace ? monthOf(heroRace.date) : range[0];
  const asked = parseMonthKey(url.searchParams.get('month'));
  const month =
    asked && compareMonths(asked, range[0]) >= 0 && compareMonths(asked, range[1]) <= 0 ? asked : fallback;

  const hiddenRounds = reader.hidden({ year, kinds: ['race'] }).map((session) => session.round);
  return {
    year,
    seasons,
    meetings: meetings.map(scheduleMeeting),
    hero: hero ? { round: hero.round, label: heroLabel } : null,
    finishedRounds: meetings
      .filter((meeting) => meetingEndsAt(meeting) <= at)
      .map((meeting) => meeting.round),
    // A podium the spoiler shield hides is left out; its round's card says so.
    podiums: (await seasonPodiums(services, year))
      .filter((podium) => !hiddenRounds.includes(podium.round))
      .map(schedulePodium),
    hiddenRounds,
    month,
    range,
    today,
    timeZone,
  };
}
