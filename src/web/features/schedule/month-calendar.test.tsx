import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useParams, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type CalendarMonth, monthKey, parseMonthKey } from '#shared/calendar-grid.ts';
import type { Meeting } from '#shared/meetings.ts';
import type { TimedSession } from '#shared/sessions.ts';
import { renderPage } from '#web/testing/render-page.tsx';
import { MonthCalendar } from './month-calendar.tsx';

function meeting(round: number, name: string, slug: string, sessions: TimedSession[]): Meeting {
  return {
    raceId: round,
    year: 2025,
    round,
    name,
    officialName: name,
    slug,
    countryName: '',
    countryCode: '',
    circuitId: slug,
    circuitName: '',
    circuitLayoutId: null,
    placeName: '',
    sessions,
  };
}

const at = (startsAt: string, kind: TimedSession['kind']): TimedSession => ({
  kind,
  startsAt,
  date: startsAt.slice(0, 10),
});

const meetings = [
  meeting(12, 'British Grand Prix', 'british-grand-prix', [
    at('2025-07-04T11:30:00Z', 'fp1'),
    at('2025-07-04T15:00:00Z', 'fp2'),
    at('2025-07-05T10:30:00Z', 'fp3'),
    at('2025-07-05T14:00:00Z', 'qualifying'),
    at('2025-07-06T14:00:00Z', 'race'),
  ]),
  // Saturday night in Las Vegas is Sunday morning in UTC.
  meeting(22, 'Las Vegas Grand Prix', 'las-vegas-grand-prix', [
    at('2025-11-21T00:30:00Z', 'fp1'),
    at('2025-11-21T04:00:00Z', 'fp2'),
    at('2025-11-22T00:30:00Z', 'fp3'),
    at('2025-11-22T04:00:00Z', 'qualifying'),
    at('2025-11-23T04:00:00Z', 'race'),
  ]),
];

const season: [CalendarMonth, CalendarMonth] = [
  { year: 2025, month: 1 },
  { year: 2025, month: 12 },
];

/** The schedule page's part: the month comes from `?month=`, as the route keeps it. */
function CalendarPanel({ timeZone }: { timeZone: string }) {
  const [params] = useSearchParams();
  const month = parseMonthKey(params.get('month')) ?? { year: 2025, month: 7 };
  return (
    <MonthCalendar
      month={month}
      range={season}
      meetings={meetings}
      today="2025-07-03"
      timeZone={timeZone}
      monthHref={(to) => `?month=${monthKey(to)}`}
    />
  );
}

function MeetingPage() {
  const { slug } = useParams();
  return <h1>Meeting {slug}</h1>;
}

function renderCalendar(url = '/schedule', timeZone = 'UTC') {
  renderPage(<CalendarPanel timeZone={timeZone} />, {
    path: '/schedule',
    url,
    routes: [{ path: '/schedule/:year/:slug', Component: MeetingPage }],
  });
  return userEvent.setup();
}

const grid = () => screen.getByRole('table');
const dayNumbers = () =>
  within(grid())
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('.calendar__number')?.textContent);

describe('MonthCalendar', () => {
  it('shows six weeks from the Monday before the 1st, titled with the month', () => {
    renderCalendar();
    expect(screen.getByRole('table', { name: 'July 2025' })).toBeTruthy();
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const days = dayNumbers();
    expect(days).toHaveLength(42);
    // 1 July 2025 is a Tuesday: Monday 30 June opens the grid, and it runs to Sunday 10 August.
    expect(days.slice(0, 3)).toEqual(['30', '1', '2']);
    expect(days.at(-1)).toBe('10');
  });

  it('marks today for assistive technology', () => {
    renderCalendar();
    const today = within(grid())
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('aria-current') === 'date');
    expect(today.map((cell) => cell.textContent)).toEqual(['3']);
  });

  it('links race day to the meeting page and names the weekend’s other days', async () => {
    const user = renderCalendar();
    const race = screen.getByRole('link', { name: '6 July: British Grand Prix, race day' });
    expect(within(race).getByText('British')).toBeTruthy();
    // Practice and qualifying days are marked, but only race day is a link.
    expect(screen.getAllByText(/British Grand Prix weekend/)).toHaveLength(2);
    expect(within(grid()).getAllByRole('link')).toHaveLength(1);

    await user.click(race);
    expect(await screen.findByRole('heading', { name: 'Meeting british-grand-prix' })).toBeTruthy();
  });

  it('moves to the next and previous months', async () => {
    const user = renderCalendar();
    await user.click(screen.getByRole('link', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'August 2025' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /race day/ })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Previous month' }));
    await user.click(screen.getByRole('link', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'June 2025' })).toBeTruthy();
  });

  it('offers no month outside the season', () => {
    renderCalendar('/schedule?month=2025-01');
    expect(screen.getByRole('table', { name: 'January 2025' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Previous month' })).toBeNull();
    expect(screen.getByText('Previous month (none in this season)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next month' })).toBeTruthy();
  });

  it('counts days in the visitor’s time zone', () => {
    renderCalendar('/schedule?month=2025-11', 'America/Los_Angeles');
    expect(screen.getByRole('link', { name: '22 November: Las Vegas Grand Prix, race day' })).toBeTruthy();
    // Thursday and Friday evenings in Las Vegas: the weekend's other two days.
    expect(screen.getAllByText(/Las Vegas Grand Prix weekend/)).toHaveLength(2);
  });

  it('shows the same race on the UTC Sunday to a visitor in UTC', () => {
    renderCalendar('/schedule?month=2025-11', 'UTC');
    expect(screen.getByRole('link', { name: '23 November: Las Vegas Grand Prix, race day' })).toBeTruthy();
  });
});
