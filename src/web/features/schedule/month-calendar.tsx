import { Link } from 'react-router';
import {
  addMonths,
  type CalendarMonth,
  calendarGrid,
  compareMonths,
  monthKey,
  monthTitle,
  weekdayNames,
} from '#shared/calendar-grid.ts';
import { formatDay } from '#shared/date-format.ts';
import type { ScheduleMeeting } from '#shared/meetings.ts';
import { groupSessionsByDay } from '#shared/session-days.ts';

type Props = {
  month: CalendarMonth;
  /** The months navigation may reach, first and last. */
  range: [CalendarMonth, CalendarMonth];
  meetings: readonly ScheduleMeeting[];
  /** Today's date (YYYY-MM-DD) by the site's clock. */
  today: string;
  /** The zone days are counted in: a session is marked on the day it starts there. */
  timeZone: string;
  /** Builds the URL of another month (the page keeps the month in `?month=`). */
  monthHref: (month: CalendarMonth) => string;
};

type DayMark = { meeting: ScheduleMeeting; race: boolean };

const longDate = { day: 'numeric', month: 'long' } as const;
const weekdayTitles = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Race days (and the weekend's other session days) by their date in the visitor's zone. */
function dayMarks(meetings: readonly ScheduleMeeting[], timeZone: string): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  for (const meeting of meetings) {
    for (const day of groupSessionsByDay(meeting.sessions, timeZone)) {
      const race = day.sessions.some((session) => session.kind === 'race');
      if (race || !marks.has(day.date)) marks.set(day.date, { meeting, race });
    }
  }
  return marks;
}

function MonthLink({ to, label, href }: { to: CalendarMonth | undefined; label: string; href: string }) {
  if (!to) {
    return (
      <span className="button button--outline calendar__nav" aria-disabled="true">
        {label === 'Previous month' ? '‹' : '›'}
        <span className="visually-hidden">{label} (none in this season)</span>
      </span>
    );
  }
  return (
    <Link
      className="button button--outline calendar__nav"
      to={href}
      preventScrollReset
      replace
      aria-label={label}
    >
      {label === 'Previous month' ? '‹' : '›'}
    </Link>
  );
}

/** The month view: Monday first, 42 days, race days marked and linked to their meeting pages. */
export function MonthCalendar({ month, range, meetings, today, timeZone, monthHref }: Props) {
  const cells = calendarGrid(month);
  const marks = dayMarks(meetings, timeZone);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const weeks = Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  return (
    <div className="calendar">
      <div className="calendar__bar">
        <MonthLink
          to={compareMonths(previous, range[0]) >= 0 ? previous : undefined}
          label="Previous month"
          href={monthHref(previous)}
        />
        <p className="calendar__title" aria-live="polite" id="calendar-title">
          {monthTitle(month)}
        </p>
        <MonthLink
          to={compareMonths(next, range[1]) <= 0 ? next : undefined}
          label="Next month"
          href={monthHref(next)}
        />
      </div>
      <table className="calendar__grid" aria-labelledby="calendar-title" data-month={monthKey(month)}>
        <thead>
          <tr>
            {weekdayNames.map((name, index) => (
              <th key={name} scope="col">
                <abbr title={weekdayTitles[index]}>{name}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => {
                const mark = marks.get(cell.date);
                const classes = [
                  'calendar__cell',
                  !cell.inMonth && 'calendar__cell--outside',
                  mark && (mark.race ? 'calendar__cell--race' : 'calendar__cell--weekend'),
                  cell.date === today && 'calendar__cell--today',
                ];
                return (
                  <td
                    key={cell.date}
                    className={classes.filter(Boolean).join(' ')}
                    aria-current={cell.date === today ? 'date' : undefined}
                  >
                    {mark?.race ? (
                      <Link
                        className="calendar__day"
                        to={`/schedule/${mark.meeting.year}/${mark.meeting.slug}`}
                        aria-label={`${formatDay(cell.date, longDate)}: ${mark.meeting.name}, race day`}
                      >
                        <span className="calendar__number">{cell.day}</span>
                        <span className="calendar__label" aria-hidden="true">
                          {mark.meeting.name.replace(/ Grand Prix$/, '')}
                        </span>
                      </Link>
                    ) : (
                      <span className="calendar__day">
                        <span className="calendar__number">{cell.day}</span>
                        {mark && <span className="visually-hidden">, {mark.meeting.name} weekend</span>}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="calendar__legend">
        <span className="calendar__key calendar__key--race" aria-hidden="true" /> Race day
        <span className="calendar__key calendar__key--weekend" aria-hidden="true" /> Practice and qualifying
      </p>
    </div>
  );
}
