import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Classification, QualifyingEntry, RaceEntry } from '#shared/classification.ts';
import { renderPage } from '#web/testing/render-page.tsx';
import { ClassificationTable } from './classification-table.tsx';

type Driver = Pick<
  RaceEntry,
  'driverNumber' | 'driverId' | 'driverName' | 'driverCode' | 'teamId' | 'teamName' | 'teamColour'
>;

const norris: Driver = {
  driverNumber: '4',
  driverId: 'lando-norris',
  driverName: 'Lando Norris',
  driverCode: 'NOR',
  teamId: 'mclaren',
  teamName: 'McLaren',
  teamColour: '#FF8000',
};
const hulkenberg: Driver = {
  driverNumber: '27',
  driverId: 'nico-hulkenberg',
  driverName: 'Nico Hülkenberg',
  driverCode: 'HUL',
  teamId: 'kick-sauber',
  teamName: 'Kick Sauber',
  teamColour: '#52E252',
};

const raceRow = (position: number, driver: Driver, rest: Partial<RaceEntry> = {}): RaceEntry => ({
  ...driver,
  position,
  positionText: String(position),
  laps: '52',
  result: position === 1 ? '1:37:15.735' : '+34.742',
  status: 'Finished',
  points: position === 1 ? 25 : 15,
  fastestLap: '1:29.734',
  ...rest,
});

const race: Classification = {
  kind: 'race',
  format: 'race',
  rows: [raceRow(1, norris), raceRow(3, hulkenberg)],
};

function renderTable(classification: Classification, view?: 'weekend' | 'archive') {
  renderPage(
    <ClassificationTable
      classification={classification}
      caption="Race classification"
      raceColumns={view}
      driverHref={(id) => (id === 'lando-norris' ? '/drivers/NOR' : undefined)}
    />,
  );
  return screen.getByRole('table');
}

const row = (table: HTMLElement, index: number) => within(table).getAllByRole('row')[index] as HTMLElement;

describe('ClassificationTable', () => {
  it('gives every row its position, car number, code, name and team, beside a bar in the team colour', () => {
    const table = renderTable(race);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pos', 'No', 'Driver', 'Laps', 'Time / retired', 'Pts']);
    expect(within(table).getByTitle('Car number')).toBeTruthy();
    const winner = row(table, 1);
    expect(
      within(winner)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '4', '52', '1:37:15.735', '25']);
    // The row is named by the driver; the code and the team are written in it, not left to the colour.
    const driver = within(winner).getByRole('rowheader');
    expect(driver.textContent).toBe('Lando Norris NOR McLaren');
    expect(within(driver).getByText('NOR').className).toBe('data-table__code');
    expect(winner.style.getPropertyValue('--team-colour')).toBe('#FF8000');
    expect(within(winner).getByRole('link', { name: 'Lando Norris NOR' }).getAttribute('href')).toBe(
      '/drivers/NOR',
    );
    // Without a driver page, the name and code are plain text.
    const third = row(table, 2);
    expect(within(third).queryByRole('link')).toBeNull();
    expect(within(third).getByRole('rowheader').textContent).toBe('Nico Hülkenberg HUL Kick Sauber');
  });

  it('leaves the number blank and the bar neutral where the record has neither', () => {
    const table = renderTable({
      kind: 'race',
      format: 'race',
      rows: [raceRow(1, { ...norris, driverNumber: null, teamColour: null })],
    });
    const winner = row(table, 1);
    expect(within(winner).getAllByRole('cell')[1]?.textContent).toBe('');
    expect(winner.getAttribute('style')).toBeNull();
  });

  it('puts the number after the position in the archive, the team in its own column', () => {
    const table = renderTable(race, 'archive');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pos', 'No', 'Driver', 'Constructor', 'Time / gap', 'Pts', 'Status', 'Fastest lap']);
    const winner = row(table, 1);
    expect(
      within(winner)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '4', 'McLaren', '1:37:15.735', '25', 'Finished', '1:29.734 Fastest lap']);
  });

  it('numbers qualifying rows the same way', () => {
    const entry = (position: number, driver: Driver): QualifyingEntry => ({
      ...driver,
      position,
      positionText: String(position),
      q1: '1:26.123',
      q2: '1:25.231',
      q3: position === 1 ? '1:25.010' : '',
    });
    const table = renderTable({
      kind: 'qualifying',
      format: 'qualifying',
      rows: [entry(1, norris), entry(2, hulkenberg)],
    });
    expect(
      within(row(table, 2))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '27', '1:26.123', '1:25.231', '-']);
    expect(within(row(table, 2)).getByRole('rowheader').textContent).toContain('HUL');
  });
});
