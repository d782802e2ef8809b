import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RaceStory as Story } from '#server/race-data/race-story.ts';
import { lapChartGeometry, type StoryDriver, stints } from '#shared/race-story.ts';
import { renderPage } from '#web/testing/render-page.tsx';
import { RaceStory } from './race-story.tsx';

const driver = (code: string, colour: string, positions: (number | null)[], laps: number, finish: string) =>
  ({
    driverId: code.toLowerCase(),
    code,
    name: `Driver ${code}`,
    teamName: 'Team',
    colour,
    finish,
    laps,
    positions,
  }) satisfies StoryDriver;

/** Four laps of a race: PIA leads throughout, NOR passes VER on lap 3, PER retires after lap 2. */
const drivers = [
  driver('PIA', '#FF8000', [1, 1, 1, 1], 4, '1'),
  driver('NOR', '#FF8000', [3, 3, 2, 2], 4, '2'),
  driver('VER', '#3671C6', [2, 2, 3, 3], 4, '3'),
  driver('PER', '#3671C6', [4, 4, null, null], 2, 'DNF'),
];
const stops = [
  { driverId: 'pia', stop: 1, lap: 2, duration: '22.000' },
  { driverId: 'ver', stop: 1, lap: 1, duration: '23.077' },
  { driverId: 'ver', stop: 2, lap: 3, duration: null },
];
/** As the server sends it: the chart drawn, the stints counted. */
const story: Story = {
  drivers,
  chart: lapChartGeometry(drivers),
  stops,
  stints: Object.fromEntries(
    drivers.map((entry) => [
      entry.driverId,
      stints(
        stops.filter((stop) => stop.driverId === entry.driverId),
        entry.laps,
      ),
    ]),
  ),
  fastestLaps: [
    { lap: 1, driverId: 'pia', time: '1:15.007', millis: 75_007 },
    { lap: 3, driverId: 'nor', time: '1:13.120', millis: 73_120 },
  ],
  lapsProvenance: { source: 'sync', name: 'Jolpica', at: '2026-08-24T11:00:00Z', outage: null },
  stopsProvenance: { source: 'sync', name: 'Jolpica', at: '2026-08-24T11:00:00Z', outage: null },
};

describe('RaceStory', () => {
  it('draws the lap chart as a named image with a line and a code label per driver', async () => {
    const { container } = renderPage(
      <RaceStory story={story} context="Dutch Grand Prix 2026" now="2026-08-24T12:00:00Z" />,
    );
    const chart = await screen.findByRole('img', { name: /Lap chart, Dutch Grand Prix 2026/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const labels = [...container.querySelectorAll('.lap-chart__label')].map((label) => label.textContent);
    expect(labels).toEqual(['PIA', 'NOR', 'VER', 'PER']);
    const lines = container.querySelectorAll('.lap-chart__line');
    expect(lines[0]?.getAttribute('stroke')).toBe('#FF8000');
    expect(screen.getByText(/^Lap times: Jolpica · synced /).textContent).toMatch(/ago$/);
  });

  it('gives the positions lap by lap as a table, a dash where a retired driver has none', async () => {
    renderPage(<RaceStory story={story} context="Dutch Grand Prix 2026" now="2026-08-24T12:00:00Z" />);
    const table = await screen.findByRole('table', { name: 'Positions lap by lap, Dutch Grand Prix 2026' });
    const perez = within(table).getByRole('row', { name: /PER/ });
    expect(
      within(perez)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '4', '–', '–']);
  });

  it('lists each driver’s stints and stops, and the fastest lap’s progression', async () => {
    renderPage(<RaceStory story={story} context="Dutch Grand Prix 2026" now="2026-08-24T12:00:00Z" />);
    const stops = await screen.findByRole('table', { name: 'Pit stops and stints, Dutch Grand Prix 2026' });
    const verstappen = within(stops).getByRole('row', { name: /VER/ });
    expect(verstappen.textContent).toContain('1–1, 2–3, 4–4');
    expect(verstappen.textContent).toContain('Lap 1 · 23.1 s');
    expect(verstappen.textContent).toContain('Lap 3 · time not recorded');
    expect(within(stops).getByRole('row', { name: /NOR/ }).textContent).toContain('None');
    const fastest = screen.getByRole('table', { name: 'Fastest lap progression, Dutch Grand Prix 2026' });
    expect(
      within(fastest)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1Driver PIA1:15.007', '3Driver NOR1:13.120Fastest lap']);
  });
});
