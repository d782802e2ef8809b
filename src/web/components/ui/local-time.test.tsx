import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalTime } from './local-time.tsx';

const race = '2025-07-06T14:00:00.000Z';
const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const dayAndClock: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  ...clock,
};

/** The page as the server sent it, then hydrated in the visitor's browser. */
function serverRenderThenHydrate(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const served = container.textContent;
  document.body.append(container);
  render(element, { container, hydrate: true });
  return served;
}

describe('LocalTime', () => {
  let zone: string | undefined;
  beforeAll(() => {
    // The visitor's browser is in Bucharest (UTC+3 in July); Node reads TZ for the default zone.
    zone = process.env.TZ;
    process.env.TZ = 'Europe/Bucharest';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('arrives in UTC from the server and shows the visitor’s own time once the page runs', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const served = serverRenderThenHydrate(<LocalTime at={race} options={clock} />);
    expect(served).toBe('14:00');
    expect(screen.getByText('17:00')).toBeTruthy();
    // The switch is expected, not a hydration error.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('arrives already in the zone the browser reported on an earlier visit', () => {
    const served = serverRenderThenHydrate(
      <LocalTime at={race} options={clock} serverTimeZone="Europe/Bucharest" />,
    );
    expect(served).toBe('17:00');
    expect(screen.getByText('17:00')).toBeTruthy();
  });

  it('keeps the instant machine-readable whatever zone it is shown in', () => {
    render(<LocalTime at={race} options={dayAndClock} />);
    const time = screen.getByText('Sun 6 Jul, 17:00');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(race);
  });

  it('moves the date too when the visitor’s evening is past midnight', () => {
    render(<LocalTime at="2025-07-06T22:30:00.000Z" options={dayAndClock} />);
    expect(screen.getByText('Mon 7 Jul, 01:30')).toBeTruthy();
  });

  it('formats in the locale it is given', () => {
    render(<LocalTime at={race} options={{ dateStyle: 'long' }} locale="de-DE" />);
    expect(screen.getByText('6. Juli 2025')).toBeTruthy();
  });
});
