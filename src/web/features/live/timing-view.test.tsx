import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedSessionView, LiveCar, LiveTimingView } from '#shared/live-timing.ts';
import { TimingView } from './timing-panel.tsx';
import { TimingStatus } from './timing-status.tsx';

const car = (position: number, code: string, more: Partial<LiveCar> = {}): LiveCar => ({
  driverNumber: position,
  code,
  name: code,
  team: 'Team',
  colour: null,
  position,
  gap: position === 1 ? '' : `+${position}.000`,
  interval: '+1.000',
  lap: 10,
  lastLapMs: 90_000 + position,
  bestLapMs: 89_000 + position,
  pitStops: 0,
  compound: 'MEDIUM',
  tyreAge: 4,
  positionAt: null,
  intervalAt: null,
  ...more,
});
const codes = ['VER', 'NOR', 'PIA', 'LEC', 'HAM', 'RUS'];

function view(session: Partial<FeedSessionView>, cars: LiveCar[]): Omit<LiveTimingView, 'connection'> {
  return {
    sessionKey: 1,
    sessionName: 'Session',
    version: 1,
    updatedAt: '2025-07-05T14:30:00Z',
    cars,
    pitStops: [],
    raceControl: [],
    session: {
      feedAt: '2025-07-05T14:30:00Z',
      status: 'Started',
      track: { code: '1', label: 'Green' },
      lap: null,
      clock: { remaining: '00:12:00', at: '2025-07-05T14:30:00Z', running: false },
      weather: { airC: 21, trackC: 38, humidity: 55, rain: false, windMs: 2 },
      qualifyingPart: null,
      throughToNext: null,
      kind: null,
      ...session,
    },
  };
}
const rows = () =>
  within(screen.getByRole('table', { name: 'Running order' }))
    .getAllByRole('row')
    .slice(1);

describe('the timing view', () => {
  it('in qualifying: the part, and the elimination line above the first car that would drop out', () => {
    const cars = codes.map((code, index) => car(index + 1, code, index === 5 ? { knockedOut: true } : {}));
    render(
      <TimingView view={view({ kind: 'qualifying', qualifyingPart: 2, throughToNext: 4 }, cars)} now={0} />,
    );
    expect(within(screen.getByRole('list', { name: 'Session' })).getByText('Q2')).toBeTruthy();
    const text = rows().map((row) => row.textContent ?? '');
    expect(text[4]).toContain('Elimination line');
    expect(text[3]).toContain('LEC');
    expect(text[5]).toContain('HAM');
    expect(text[6]).toMatch(/RUS.* Out/);
    // Outside a race the leader's column holds the best lap.
    expect(text[0]).toContain('1:29.001');
  });

  it('in practice: the best laps, with no elimination line and no places gained', () => {
    render(
      <TimingView
        view={view(
          { kind: 'practice' },
          codes.map((code, i) => car(i + 1, code)),
        )}
        now={0}
      />,
    );
    expect(screen.queryByText(/Elimination line/)).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '+/−' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Best / gap' })).toBeTruthy();
  });

  it('in a race: the lap count, weather in words, and places gained from the grid', () => {
    const cars = [
      car(1, 'NOR', { gridPosition: 3 }),
      car(2, 'PIA', { gridPosition: 2 }),
      car(3, 'VER', { gridPosition: 1 }),
    ];
    render(<TimingView view={view({ kind: 'race', lap: { current: 10, total: 52 } }, cars)} now={0} />);
    const facts = within(screen.getByRole('list', { name: 'Session' }));
    expect(facts.getByText('Lap 10 of 52')).toBeTruthy();
    expect(facts.getByText('21 °C air')).toBeTruthy();
    expect(facts.getByText('38 °C track')).toBeTruthy();
    expect(facts.getByText('Dry')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '+/−' })).toBeTruthy();
    const gained = rows().map((row) => row.lastElementChild?.textContent);
    expect(gained).toEqual(['+2', '0', '−2']);
    expect(rows()[0]?.textContent).toContain('Leader');
  });
});

describe('the timing’s status', () => {
  it('says since when the connection to the live-timing service is down, keeping what arrived', () => {
    const timing = {
      ...view({}, [car(1, 'NOR')]),
      connection: { status: 'reconnecting' as const, since: '2025-07-05T14:28:05Z' },
    };
    render(<TimingStatus timing={timing} staleAtRender={false} staleAfterMs={30_000} stream="open" />);
    // In the visitor's own time zone, as every time on the page.
    const since = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(timing.connection.since));
    expect(screen.getByText(/The connection to the live-timing service dropped at/).textContent).toContain(
      `dropped at ${since}; reconnecting. What arrived before stays here.`,
    );
  });
});
