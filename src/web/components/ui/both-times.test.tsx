import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BothTimes, trackDateTime } from './both-times.tsx';
import { sessionStart } from './local-time.tsx';

const silverstone = { timeZone: 'Europe/London', placeName: 'Silverstone' };
const lasVegas = { timeZone: 'America/Los_Angeles', placeName: 'Las Vegas' };
const race = '2026-07-05T14:00:00.000Z';

const savedZone = process.env.TZ;
/** The visitor's browser zone: Node reads TZ for the default zone. */
function visitorIn(zone: string) {
  process.env.TZ = zone;
}
afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

/** The text as the server sent it (what a visitor without JavaScript reads), then after hydration. */
function serverThenBrowser(element: ReactElement): { served: string; hydrated: string } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const served = container.textContent ?? '';
  document.body.append(container);
  render(element, { container, hydrate: true });
  return { served, hydrated: container.textContent ?? '' };
}

describe('BothTimes', () => {
  it('says UTC until the page runs, then the visitor’s own time; the track’s time is exact throughout', () => {
    visitorIn('America/New_York');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { served, hydrated } = serverThenBrowser(
      <BothTimes at={race} options={sessionStart} track={silverstone} />,
    );
    expect(served).toBe('Sun 5 Jul, 14:00 UTC · 15:00 at Silverstone');
    expect(hydrated).toBe('Sun 5 Jul, 10:00 your time · 15:00 at Silverstone');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('arrives in the zone the browser reported on an earlier visit, called the visitor’s', () => {
    visitorIn('America/New_York');
    const { served } = serverThenBrowser(
      <BothTimes at={race} options={sessionStart} track={silverstone} serverTimeZone="America/New_York" />,
    );
    expect(served).toBe('Sun 5 Jul, 10:00 your time · 15:00 at Silverstone');
  });

  it('keeps both instants machine-readable, the track’s with its offset', () => {
    visitorIn('America/New_York');
    const { container } = render(<BothTimes at={race} options={sessionStart} track={silverstone} />);
    const times = [...container.querySelectorAll('time')].map((time) => time.getAttribute('datetime'));
    expect(times).toEqual([race, '2026-07-05T15:00+01:00']);
  });

  it('follows the clocks going forward: 01:30 UTC on 29 March 2026 is 02:30 at Silverstone', () => {
    visitorIn('UTC');
    const { served, hydrated } = serverThenBrowser(
      <BothTimes at="2026-03-29T01:30:00.000Z" options={sessionStart} track={silverstone} />,
    );
    expect(served).toBe('Sun 29 Mar, 01:30 UTC · 02:30 at Silverstone');
    expect(hydrated).toBe('Sun 29 Mar, 01:30 your time · 02:30 at Silverstone');
    expect(trackDateTime('2026-03-29T01:30:00.000Z', 'Europe/London')).toBe('2026-03-29T02:30+01:00');
  });

  it('shows the time once when both clocks read the same (an hour before the change, London is on UTC)', () => {
    visitorIn('UTC');
    const { served, hydrated } = serverThenBrowser(
      <BothTimes at="2026-03-29T00:30:00.000Z" options={sessionStart} track={silverstone} />,
    );
    expect(served).toBe('Sun 29 Mar, 00:30 at Silverstone, also UTC');
    expect(hydrated).toBe('Sun 29 Mar, 00:30 at Silverstone, your time too');
    expect(trackDateTime('2026-03-29T00:30:00.000Z', 'Europe/London')).toBe('2026-03-29T00:30+00:00');
  });

  it('names the track’s weekday when its day is not the visitor’s', () => {
    visitorIn('Europe/London');
    const { hydrated } = serverThenBrowser(
      <BothTimes at="2025-11-23T04:00:00.000Z" options={sessionStart} track={lasVegas} />,
    );
    expect(hydrated).toBe('Sun 23 Nov, 04:00 your time · Sat 20:00 at Las Vegas');
  });

  it('keeps the track’s weekday in English beside the schedule’s Romanian-format clock', () => {
    visitorIn('Europe/Bucharest');
    const { hydrated } = serverThenBrowser(
      <BothTimes
        at="2025-11-23T04:00:00.000Z"
        options={{ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }}
        locale="ro-RO"
        track={lasVegas}
      />,
    );
    expect(hydrated).toBe('06:00 your time · Sat 20:00 at Las Vegas');
  });

  it('shows the visitor’s time alone when the track’s zone is not known', () => {
    visitorIn('America/New_York');
    const { served, hydrated } = serverThenBrowser(<BothTimes at={race} options={sessionStart} />);
    expect(served).toBe('Sun 5 Jul, 14:00');
    expect(hydrated).toBe('Sun 5 Jul, 10:00');
  });
});
