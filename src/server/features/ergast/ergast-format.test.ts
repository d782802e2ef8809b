import { describe, expect, it } from 'vitest';
import { formatDuration, lapsBehindFromGap, resultStatus } from '#server/race-data/result-status.ts';
import {
  averageSpeedKph,
  ergastPoints,
  ergastPositionText,
  formatCoordinate,
  seasonWikipediaUrl,
  wikipediaUrl,
} from './ergast-format.ts';

describe('Ergast value formats', () => {
  it.each([
    [-37.849722, '-37.8497'],
    [144.968333, '144.968'],
    [41.57, '41.57'],
    [2.261111, '2.26111'],
    [-1.016944, '-1.01694'],
    [45.5, '45.5'],
  ])('writes coordinate %d as %s', (value, text) => {
    expect(formatCoordinate(value)).toBe(text);
  });

  it.each([
    [25, '25'],
    [0.5, '0.5'],
    [null, '0'],
  ])('writes points %s as %s', (points, text) => {
    expect(ergastPoints(points)).toBe(text);
  });

  it.each([
    [5_133_607, '1:25:33.607'],
    [1_997_667, '33:17.667'],
    [67_012, '1:07.012'],
    [5_155, '5.155'],
    [500, '0.500'],
    [60_621, '1:00.621'],
  ])('writes %d ms as %s', (millis, text) => {
    expect(formatDuration(millis)).toBe(text);
  });

  it.each([
    ['1', '1'],
    ['DNF', 'R'],
    ['NC', 'R'],
    ['DSQ', 'D'],
    ['EX', 'E'],
    ['DNQ', 'F'],
    ['DNPQ', 'F'],
    ['DNS', 'W'],
  ])('maps position %s to %s', (code, text) => {
    expect(ergastPositionText(code)).toBe(text);
  });

  const row = { year: 2023, positionNumber: 5, positionText: '5', lapsBehind: 0, reasonRetired: null };
  it.each([
    [row, 'Finished'],
    [{ ...row, lapsBehind: 1 }, 'Lapped'],
    [{ ...row, year: 2017, lapsBehind: 1 }, '+1 Lap'],
    [{ ...row, year: 2017, lapsBehind: 3 }, '+3 Laps'],
    [{ ...row, reasonRetired: 'Engine' }, 'Engine'],
    [
      { ...row, positionNumber: null, positionText: 'DNF', reasonRetired: 'Collision damage' },
      'Collision damage',
    ],
    [{ ...row, positionNumber: null, positionText: 'DNF' }, 'Retired'],
    [{ ...row, positionNumber: null, positionText: 'DSQ', reasonRetired: 'Skid block' }, 'Disqualified'],
    [{ ...row, positionNumber: null, positionText: 'DNS' }, 'Did not start'],
    [{ ...row, positionNumber: null, positionText: 'DNQ' }, 'Did not qualify'],
  ])('gives %o the status %s', (input, status) => {
    expect(resultStatus(input)).toBe(status);
  });

  it.each([
    ['+1 lap', 1],
    ['+12 laps', 12],
    ['+5.155', 0],
    [null, 0],
  ])('counts laps behind in %s', (gap, laps) => {
    expect(lapsBehindFromGap(gap)).toBe(laps);
  });

  it('cuts the average speed to three decimals, as Ergast does', () => {
    // 2023 Austria: 4.318 km; Ergast shows 231.970, 224.934 (224.9349…) and 218.737 (218.7375…).
    expect(averageSpeedKph(4.318, 67_012)).toBe('231.970');
    expect(averageSpeedKph(4.318, 69_108)).toBe('224.934');
    expect(averageSpeedKph(4.318, 71_066)).toBe('218.737');
  });

  it('builds Wikipedia addresses from titles', () => {
    expect(wikipediaUrl('Sergio Pérez')).toBe('http://en.wikipedia.org/wiki/Sergio_P%C3%A9rez');
    expect(wikipediaUrl('Carlos Sainz Jr.')).toBe('http://en.wikipedia.org/wiki/Carlos_Sainz_Jr.');
    expect(wikipediaUrl('2023 Austrian Grand Prix', 'https')).toBe(
      'https://en.wikipedia.org/wiki/2023_Austrian_Grand_Prix',
    );
    expect(seasonWikipediaUrl(2023)).toBe('http://en.wikipedia.org/wiki/2023_Formula_One_World_Championship');
    expect(seasonWikipediaUrl(1950)).toBe('http://en.wikipedia.org/wiki/1950_Formula_One_season');
  });
});
