import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Meeting } from '#shared/meetings.ts';
import { renderPage } from '#web/testing/render-page.tsx';
import { HeroCard } from './hero-card.tsx';

const british: Meeting = {
  raceId: 1,
  year: 2025,
  round: 12,
  name: 'British Grand Prix',
  officialName: 'Formula 1 Qatar Airways British Grand Prix 2025',
  slug: 'british-grand-prix',
  countryName: 'United Kingdom',
  countryCode: 'GB',
  circuitId: 'silverstone',
  circuitName: 'Silverstone Circuit',
  circuitLayoutId: null,
  placeName: 'Silverstone',
  sessions: [
    { kind: 'fp1', startsAt: '2025-07-04T11:30:00.000Z', date: '2025-07-04' },
    { kind: 'fp2', startsAt: '2025-07-04T15:00:00.000Z', date: '2025-07-04' },
    { kind: 'fp3', startsAt: '2025-07-05T10:30:00.000Z', date: '2025-07-05' },
    { kind: 'qualifying', startsAt: '2025-07-05T14:00:00.000Z', date: '2025-07-05' },
    { kind: 'race', startsAt: '2025-07-06T14:00:00.000Z', date: '2025-07-06' },
  ],
};

const renderHero = (serverNow: string) =>
  renderPage(<HeroCard meeting={british} drawing={null} serverNow={serverNow} />);

const countdown = () => screen.queryByText(/^Starts in/)?.textContent;
const seconds = (count: number) => act(() => vi.advanceTimersByTime(count * 1000));

describe('HeroCard countdown', () => {
  beforeEach(() => {
    // The browser's own clock is years off: the card must count from the server's instant.
    vi.useFakeTimers({
      now: new Date('2031-01-01T00:00:00Z'),
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to a session less than a day away, from the server’s time, every second', async () => {
    renderHero('2025-07-06T11:30:00Z');
    expect(screen.getByText('Race')).toBeTruthy();
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(countdown()).toBe('Starts in 02:30:00');
    await seconds(1);
    expect(countdown()).toBe('Starts in 02:29:59');
    await seconds(61);
    expect(countdown()).toBe('Starts in 02:28:58');
  });

  it('shows no countdown while the next session is more than a day away', async () => {
    renderHero('2025-07-03T11:29:59Z');
    expect(screen.getByText('Practice 1')).toBeTruthy();
    expect(countdown()).toBeUndefined();
    // A day before the start the countdown appears, at 24 hours.
    await seconds(1);
    expect(countdown()).toBe('Starts in 24:00:00');
  });

  it('turns the session live when the countdown runs out', async () => {
    renderHero('2025-07-06T13:59:58Z');
    expect(countdown()).toBe('Starts in 00:00:02');
    await seconds(1);
    expect(countdown()).toBe('Starts in 00:00:01');
    await seconds(1);
    expect(countdown()).toBeUndefined();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByText('Session started')).toBeTruthy();
  });

  it('says the weekend is over once the race has run', () => {
    renderHero('2025-07-06T16:00:00Z');
    expect(countdown()).toBeUndefined();
    expect(screen.getByText('The weekend is over.')).toBeTruthy();
  });
});
