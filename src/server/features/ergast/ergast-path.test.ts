import { describe, expect, it } from 'vitest';
import { ApiError } from '#server/http/errors.ts';
import { type ErgastRequest, parseErgastPath } from './ergast-path.ts';

describe('parseErgastPath', () => {
  it.each<[string, ErgastRequest]>([
    ['seasons.json', { endpoint: 'seasons' }],
    ['2023.json', { endpoint: 'races', season: 2023 }],
    ['2023/', { endpoint: 'races', season: 2023 }],
    ['2023', { endpoint: 'races', season: 2023 }],
    ['2023/races.json', { endpoint: 'races', season: 2023 }],
    ['2023/5.json', { endpoint: 'races', season: 2023, round: 5 }],
    ['current.json', { endpoint: 'races', season: 'current' }],
    ['current/last/results.json', { endpoint: 'results', season: 'current', round: 'last' }],
    ['2026/next/qualifying/', { endpoint: 'qualifying', season: 2026, round: 'next' }],
    ['2023/9/results.json', { endpoint: 'results', season: 2023, round: 9 }],
    ['2023/results/2.json', { endpoint: 'results', season: 2023, position: 2 }],
    ['2023/13/qualifying.json', { endpoint: 'qualifying', season: 2023, round: 13 }],
    ['2023/sprint.json', { endpoint: 'sprint', season: 2023 }],
    ['2023/22/driverStandings.json', { endpoint: 'driverstandings', season: 2023, round: 22 }],
    ['2023/22/driverstandings.json', { endpoint: 'driverstandings', season: 2023, round: 22 }],
    [
      '2023/constructorStandings/1.json',
      { endpoint: 'constructorstandings', season: 2023, constructorStandings: 1 },
    ],
    ['2023/drivers.json', { endpoint: 'drivers', season: 2023 }],
    ['drivers/alonso.json', { endpoint: 'drivers', driverId: 'alonso' }],
    ['drivers/Changy.json', { endpoint: 'drivers', driverId: 'Changy' }],
    [
      '2023/drivers/max_verstappen/results.json',
      { endpoint: 'results', season: 2023, driverId: 'max_verstappen' },
    ],
    [
      'circuits/monza/constructors/ferrari/races.json',
      { endpoint: 'races', circuitId: 'monza', constructorId: 'ferrari' },
    ],
    ['2023/CIRCUITS.json', { endpoint: 'circuits', season: 2023 }],
    ['2023/5/laps.json', { endpoint: 'laps', season: 2023, round: 5 }],
    ['2023/1/laps/1.json', { endpoint: 'laps', season: 2023, round: 1, lap: 1 }],
    ['2023/5/pitstops/1.json', { endpoint: 'pitstops', season: 2023, round: 5, stop: 1 }],
    [
      '2023/18/drivers/alonso/laps/20/pitstops',
      { endpoint: 'pitstops', season: 2023, round: 18, driverId: 'alonso', lap: 20 },
    ],
    ['status.json', { endpoint: 'status' }],
    ['2023/status/1.json', { endpoint: 'status', season: 2023, statusId: 1 }],
    ['2023/grid/1/results.json', { endpoint: 'results', season: 2023, grid: 1 }],
    ['2023/fastest/1/qualifying.json', { endpoint: 'qualifying', season: 2023, fastest: 1 }],
    ['2023/results/20/drivers.json', { endpoint: 'drivers', season: 2023, position: 20 }],
    ['2023/12/qualifying/1.json', { endpoint: 'qualifying', season: 2023, round: 12, qualifying: 1 }],
    ['2023/sprint/1/drivers', { endpoint: 'drivers', season: 2023, sprint: 1 }],
    ['driverStandings/1.json', { endpoint: 'driverstandings', driverStandings: 1 }],
    ['drivers/hamilton/driverStandings.json', { endpoint: 'driverstandings', driverId: 'hamilton' }],
    ['driverstandings/1/drivers.json', { endpoint: 'drivers', driverStandings: 1 }],
    [
      'drivers/alonso/grid/11/circuits/monaco.json',
      { endpoint: 'circuits', driverId: 'alonso', grid: 11, circuitId: 'monaco' },
    ],
    [
      'Status/5/Constructors/ferrari/FASTEST/1/seasons',
      { endpoint: 'seasons', statusId: 5, constructorId: 'ferrari', fastest: 1 },
    ],
    ['drivers/results.json', { endpoint: 'drivers', driverId: 'results' }],
  ])('reads %s', (path, expected) => {
    expect(parseErgastPath(path)).toEqual(expected);
  });

  function failure(path: string) {
    try {
      parseErgastPath(path);
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, code: error.code };
      throw error;
    }
    return undefined;
  }

  it.each([
    'abcd.json',
    '20233.json',
    '2023/abc/results.json',
    '2023//results.json',
    '2023/results/first.json',
    '2023/grid/x/results.json',
    'drivers/alonso/1.json',
    '2023/grid/1.json',
    '2023/laps.json',
    'pitstops.json',
    '2023/5/pitstops/laps/3.json',
    '2023/1/pitstops/2/laps.json',
    '2023/grid/1/driverStandings.json',
    'constructors/ferrari/driverStandings/1.json',
    '2023/drivers/P%C3%A9rez.json',
    'seasons/2023.json',
    '2023/races/5.json',
    'driverStandings.json',
    'drivers/alonso/drivers/hamilton/results.json',
    '2023/circuits/monza/driverStandings.json',
  ])('answers %s with 400', (path) => {
    expect(failure(path)).toEqual({ status: 400, code: 'bad_request' });
  });

  it.each(['2023.xml', ''])('answers %s with 404, an endpoint we do not offer', (path) => {
    expect(failure(path)).toEqual({ status: 404, code: 'not_found' });
  });
});
