import { type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { schedulePage } from '#server/features/schedule/schedule-page.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { calendarFeedPath } from '#shared/calendar-export.ts';
import { type CalendarMonth, compareMonths, monthKey, parseMonthKey } from '#shared/calendar-grid.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { SeasonSelect } from '#web/components/ui/season-select.tsx';
import { CalendarExport } from '#web/features/schedule/calendar-export.tsx';
import { MonthCalendar } from '#web/features/schedule/month-calendar.tsx';
import { RaceCard } from '#web/features/schedule/race-card.tsx';
import { ScheduleHero } from '#web/features/schedule/schedule-hero.tsx';
import { useVisitorTimeZone } from '#web/features/schedule/use-visitor-time-zone.ts';
import '#web/features/meetings/meetings.css';
import '#web/features/schedule/schedule.css';
import type { Route } from './+types/schedule';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['year', 'month'] };

export function meta({ loaderData }: Route.MetaArgs) {
  const year = loaderData?.year ?? '';
  return [
    { title: `Formula 1 schedule ${year} · Pitwall` },
    {
      name: 'description',
      content: `Every round of the ${year} Formula 1 season with each session in your time zone, a month calendar and a calendar file to import.`,
    },
  ];
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return schedulePage(await readerOf(context), request, url);
}

/** Moving the calendar between months changes only `?month=`, which the page reads itself. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('month');
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { year, seasons, meetings, hero, finishedRounds, podiums, hiddenRounds, range, today } = loaderData;
  const timeZone = useVisitorTimeZone(loaderData.timeZone);
  const [params] = useSearchParams();
  const asked = parseMonthKey(params.get('month'));
  const month =
    asked && compareMonths(asked, range[0]) >= 0 && compareMonths(asked, range[1]) <= 0
      ? asked
      : loaderData.month;
  const heroMeeting = hero ? meetings.find((meeting) => meeting.round === hero.round) : undefined;
  const monthHref = (to: CalendarMonth) => {
    const next = new URLSearchParams(params);
    next.set('month', monthKey(to));
    return `?${next.toString()}`;
  };

  return (
    <main className="page schedule">
      <header className="schedule__header">
        <div>
          <p className="eyebrow">Schedule</p>
          <h1>Formula 1 {year}</h1>
          <p className="lead">
            {meetings.length} rounds. Dates and times are in your time zone
            <span className="schedule__zone"> ({timeZone})</span>.
          </p>
        </div>
        <div className="schedule__actions">
          <SeasonSelect
            id="schedule-season"
            action="/schedule"
            year={year}
            seasons={seasons}
            hrefFor={(season) => `/schedule?year=${season}`}
          />
          <a className="button button--primary" href={calendarFeedPath(year)} download>
            Add to calendar (.ics)
          </a>
        </div>
      </header>

      {heroMeeting && hero && (
        <ScheduleHero
          meeting={heroMeeting}
          label={hero.label}
          timeZone={timeZone}
          serverTimeZone={loaderData.timeZone}
        />
      )}

      <div className="schedule__layout">
        <aside className="schedule__aside" aria-label="Calendar">
          <section aria-labelledby="calendar-heading" className="schedule__panel">
            <h2 id="calendar-heading">Calendar</h2>
            <MonthCalendar
              month={month}
              range={range}
              meetings={meetings}
              today={today}
              timeZone={timeZone}
              monthHref={monthHref}
            />
          </section>
          <section aria-labelledby="export-heading" className="schedule__panel">
            <h2 id="export-heading">Add the season to your calendar</h2>
            <p className="muted">
              An .ics file for Google Calendar, Apple Calendar or Outlook. Importing it again updates the
              sessions instead of adding them twice.
            </p>
            <CalendarExport year={year} />
          </section>
        </aside>

        <section aria-labelledby="rounds-heading" className="schedule__rounds">
          <h2 id="rounds-heading">Rounds</h2>
          {meetings.length === 0 ? (
            <p className="muted">The {year} calendar has not been published yet.</p>
          ) : (
            <div className="schedule__cards">
              {meetings.map((meeting) => (
                <RaceCard
                  key={meeting.round}
                  meeting={meeting}
                  highlight={
                    meeting.round === hero?.round && hero.label !== 'Final round' ? hero.label : undefined
                  }
                  finished={finishedRounds.includes(meeting.round)}
                  podium={podiums.find((podium) => podium.round === meeting.round)?.places}
                  podiumHidden={hiddenRounds.includes(meeting.round)}
                  serverTimeZone={loaderData.timeZone}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
