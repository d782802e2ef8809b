import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PodiumPlace } from '#server/race-data/podiums.ts';
import type { Meeting } from '#shared/meetings.ts';
import type { TimedSession } from '#shared/sessions.ts';
import { renderPage } from '#web/testing/render-page.tsx';
import { RaceCard } from './race-card.tsx';

const at = (startsAt: string, kind: TimedSession['kind']): TimedSession => ({
  kind,
  startsAt,
  date: startsAt.slice(0, 10),
});

const british: Meeting = {
  raceId: 1,
  year: 2025,
  round: 12,
  name: 'British Grand Prix',
  officialName: 'Formula 1 Qatar Airways British Grand Prix 2025',
  slug: 'british-grand-prix',
  countryName: 'United Kingdom',
  countryCode: 'gb',
  circuitId: 'silverstone',
  circuitName: 'Silverstone Circuit',
  circuitLayoutId: null,
  placeName: 'Silverstone',
  sessions: [at('2025-07-05T14:00:00Z', 'qualifying'), at('2025-07-06T14:00:00Z', 'race')],
};

const mclaren = { teamId: 'mclaren', name: 'McLaren', colour: '#FF8000', textColour: '#000000' };
const place = (position: number, rest: Partial<PodiumPlace>): PodiumPlace => ({
  position,
  driverId: `driver-${position}`,
  driverName: `Driver ${position}`,
  driverCode: null,
  driverNumber: null,
  photoUrl: null,
  team: null,
  ...rest,
});
const photo = 'https://media.formula1.com/image/upload/lannor01.webp';
const podium = [
  place(1, {
    driverId: 'lando-norris',
    driverName: 'Lando Norris',
    driverCode: 'NOR',
    driverNumber: '4',
    photoUrl: photo,
    team: mclaren,
  }),
  place(2, { driverName: 'Oscar Piastri', team: mclaren }),
  place(3, {
    driverName: 'Nico Hülkenberg',
    team: { teamId: 'kick-sauber', name: 'Kick Sauber', colour: '#52E252', textColour: '#000000' },
  }),
];

function renderCard(props: Partial<Parameters<typeof RaceCard>[0]> = {}) {
  renderPage(<RaceCard meeting={british} finished={false} serverTimeZone="UTC" {...props} />, {
    path: '/schedule',
  });
  return screen.getByRole('article', { name: 'British Grand Prix' });
}

describe('RaceCard', () => {
  it("leads a finished round with its winner: number and photo in the team's colour, code and team", () => {
    const card = renderCard({ finished: true, podium });
    const places = within(card).getAllByRole('listitem');
    expect(places.map((item) => item.querySelector('.race-card__driver')?.textContent)).toEqual([
      'Lando Norris',
      'Oscar Piastri',
      'Nico Hülkenberg',
    ]);
    const winner = places[0] as HTMLElement;
    expect(within(winner).getByText('Winner')).toBeTruthy();
    expect(within(winner).getByText('NOR')).toBeTruthy();
    expect(within(winner).getByText('McLaren')).toBeTruthy();
    // The number is drawn on the tile and said to screen readers once, in words.
    const tile = winner.querySelector('.race-card__tile') as HTMLElement;
    expect(tile.getAttribute('aria-hidden')).toBe('true');
    expect(within(tile).getByText('4')).toBeTruthy();
    expect(within(winner).getByText(', car 4').className).toBe('visually-hidden');
    // The photo's size is set, so nothing moves when it arrives.
    const image = tile.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(photo);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['64', '64']);
    expect(winner.style.getPropertyValue('--team-colour')).toBe('#FF8000');
    expect(winner.style.getPropertyValue('--team-text')).toBe('#000000');
    // Second and third are marked in their colour beside their team's name.
    expect(places[2]?.textContent).toBe('3 Nico Hülkenberg Kick Sauber');
    expect(
      within(card)
        .getByRole('link', { name: /^Race results/ })
        .getAttribute('href'),
    ).toBe('/race-results/2025/12');
  });

  it('shows the number alone on the colour when there is no photo', () => {
    const card = renderCard({ finished: true, podium: [{ ...(podium[0] as PodiumPlace), photoUrl: null }] });
    const tile = card.querySelector('.race-card__tile') as HTMLElement;
    expect(tile.className).toBe('race-card__tile');
    expect(tile.textContent).toBe('4');
    expect(tile.querySelector('img')).toBeNull();
  });

  it('says the podium is hidden and shows nothing of it while the spoiler shield holds it back', () => {
    const card = renderCard({ finished: true, podiumHidden: true });
    expect(within(card).getByText(/Podium hidden by your/)).toBeTruthy();
    expect(within(card).queryByRole('list', { name: 'Podium' })).toBeNull();
    expect(card.querySelector('.race-card__tile')).toBeNull();
  });

  it('marks the next round', () => {
    const card = renderCard({ highlight: 'Next round' });
    expect(card.className).toContain('race-card--current');
    expect(within(card).getByText('Next round').className).toBe('pill pill--live');
    expect(within(card).queryByRole('list', { name: 'Podium' })).toBeNull();
  });
});
