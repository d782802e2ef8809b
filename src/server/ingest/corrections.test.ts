import { describe, expect, it } from 'vitest';
import { applyCorrections, type Correction } from './corrections.ts';

const turkey: Correction = {
  file: 'seasons/2021/races/16-turkey/race.yml',
  was: { date: '2021-10-03' },
  set: { date: '2021-10-10' },
  source: 'https://www.formula1.com/en/racing/2021/turkey',
};

describe('applyCorrections', () => {
  it('changes the value f1db has to the right one', () => {
    const race = { round: 16, date: '2021-10-03' };
    const [outcome] = applyCorrections(turkey.file, race, [turkey]);
    expect(race.date).toBe('2021-10-10');
    expect(outcome?.applied).toBe(true);
  });

  it('leaves other files alone', () => {
    const race = { round: 15, date: '2021-10-03' };
    expect(applyCorrections('seasons/2021/races/15-russia/race.yml', race, [turkey])).toEqual([]);
    expect(race.date).toBe('2021-10-03');
  });

  it('reports a correction f1db has already made as not applied', () => {
    const race = { round: 16, date: '2021-10-10' };
    expect(applyCorrections(turkey.file, race, [turkey])).toEqual([{ correction: turkey, applied: false }]);
  });

  it('stops when f1db now holds a third value', () => {
    expect(() => applyCorrections(turkey.file, { date: '2021-10-17' }, [turkey])).toThrow(/no longer fits/);
  });

  it('picks one row of a list file', () => {
    const points: Correction = {
      file: 'seasons/2000/races/01-x/race-results.yml',
      where: { driverId: 'b' },
      was: { points: 4 },
      set: { points: 6 },
      source: 'test',
    };
    const rows = [
      { driverId: 'a', points: 10 },
      { driverId: 'b', points: 4 },
    ];
    applyCorrections(points.file, rows, [points]);
    expect(rows).toEqual([
      { driverId: 'a', points: 10 },
      { driverId: 'b', points: 6 },
    ]);
    expect(() => applyCorrections(points.file, [...rows, { driverId: 'b', points: 4 }], [points])).toThrow(
      /picks 2 rows/,
    );
  });
});
