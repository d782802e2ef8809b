import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CircuitFacts, RaceHistory } from '#shared/circuit-facts.ts';
import { renderPage } from '#web/testing/render-page.tsx';
import { CircuitFactsList, GrandPrixMoved } from './circuit-facts.tsx';

const layout = { length: 5.543, turns: 15, laps: 56, distance: 310.408, direction: 'clockwise' } as const;

/** The 2026 Bahrain Grand Prix, held at Sepang, as the data has it (two winners each). */
const bahrainAtSepang: CircuitFacts = {
  ...layout,
  circuit: {
    first: { year: 1999, name: 'Malaysian Grand Prix', circuit: 'Sepang International Circuit' },
    racesHeld: 19,
    previousWinners: [
      {
        year: 2017,
        name: 'Malaysian Grand Prix',
        circuit: 'Sepang International Circuit',
        winner: 'Max Verstappen',
        team: 'Red Bull',
      },
      {
        year: 2016,
        name: 'Malaysian Grand Prix',
        circuit: 'Sepang International Circuit',
        winner: 'Daniel Ricciardo',
        team: 'Red Bull',
      },
    ],
  },
  grandPrix: {
    first: { year: 2004, name: 'Bahrain Grand Prix', circuit: 'Bahrain International Circuit' },
    racesHeld: 21,
    previousWinners: [
      {
        year: 2025,
        name: 'Bahrain Grand Prix',
        circuit: 'Bahrain International Circuit',
        winner: 'Oscar Piastri',
        team: 'McLaren',
      },
      {
        year: 2024,
        name: 'Bahrain Grand Prix',
        circuit: 'Bahrain International Circuit',
        winner: 'Max Verstappen',
        team: 'Red Bull',
      },
    ],
  },
  movedFrom: { circuit: 'Bahrain International Circuit', year: 2025 },
};

const sepang = { grandPrix: 'Bahrain Grand Prix', circuit: 'Sepang International Circuit' };

/** The definition of `term` in `scope`. */
const fact = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('circuit facts on a meeting page', () => {
  it('a relocated Grand Prix says it moved, and keeps the circuit’s facts and the Grand Prix’s apart', () => {
    renderPage(
      <>
        <GrandPrixMoved facts={bahrainAtSepang} {...sepang} year={2026} />
        <CircuitFactsList facts={bahrainAtSepang} {...sepang} />
      </>,
    );
    expect(
      screen.getByText(
        'The Bahrain Grand Prix moves to Sepang International Circuit in 2026; it was last held at Bahrain International Circuit in 2025.',
      ),
    ).toBeTruthy();

    const circuit = screen.getByRole('region', { name: 'At Sepang International Circuit' });
    expect(fact(circuit, 'First Grand Prix here')).toBe('1999 Malaysian Grand Prix');
    expect(fact(circuit, 'Grands Prix held here')).toBe('19');
    expect(within(circuit).getByRole('heading', { name: 'Latest winners here' })).toBeTruthy();
    // Another Grand Prix's winners here are named with it.
    expect(within(circuit).getAllByRole('listitem')[0]?.textContent).toBe(
      '2017Max Verstappen · Red BullMalaysian Grand Prix',
    );

    const grandPrix = screen.getByRole('region', { name: 'The Bahrain Grand Prix' });
    expect(fact(grandPrix, 'First held')).toBe('2004, Bahrain International Circuit');
    expect(fact(grandPrix, 'Times held')).toBe('21');
    expect(
      within(grandPrix).getByRole('heading', { name: 'Latest winners of the Bahrain Grand Prix' }),
    ).toBeTruthy();
    // Its winners elsewhere are named with the circuit they won at.
    expect(within(grandPrix).getAllByRole('listitem')[0]?.textContent).toBe(
      '2025Oscar Piastri · McLarenBahrain International Circuit',
    );
  });

  it('a Grand Prix that has only ever run at its circuit, which held no other, shows one history', () => {
    const monaco: RaceHistory = {
      first: { year: 1950, name: 'Monaco Grand Prix', circuit: 'Circuit de Monaco' },
      racesHeld: 71,
      previousWinners: [
        {
          year: 2025,
          name: 'Monaco Grand Prix',
          circuit: 'Circuit de Monaco',
          winner: 'Lando Norris',
          team: 'McLaren',
        },
      ],
    };
    const facts: CircuitFacts = { ...layout, circuit: monaco, grandPrix: null, movedFrom: null };
    const names = { grandPrix: 'Monaco Grand Prix', circuit: 'Circuit de Monaco' };
    const { container } = renderPage(
      <>
        <GrandPrixMoved facts={facts} {...names} year={2026} />
        <CircuitFactsList facts={facts} {...names} />
      </>,
    );
    expect(screen.queryByText(/moves to/)).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    const history = screen.getByRole('region', { name: 'Circuit de Monaco and the Monaco Grand Prix' });
    expect(
      within(history).getByText('Every Monaco Grand Prix has been held here, and no other Grand Prix.'),
    ).toBeTruthy();
    expect(fact(history, 'First Grand Prix')).toBe('1950 Monaco Grand Prix');
    expect(fact(history, 'Times held')).toBe('71');
    expect(within(history).getByRole('listitem').textContent).toBe('2025Lando Norris · McLaren');
    expect(container.querySelectorAll('ol')).toHaveLength(1);
  });
});
