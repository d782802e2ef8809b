import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { historyData } from '#server/race-data/history.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import {
  careerRecords,
  champions,
  formatAge,
  mostWinsInASeason,
  winnerAgeRecords,
} from './records.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** After the 2025 finale. */
const load = () => historyData(createTestApp(database, { now: '2025-12-10T12:00:00Z' }).services);

describe('records from the race data, against known facts', () => {
  it('most titles: Hamilton and Schumacher with seven, then Fangio with five', async () => {
    const titles = careerRecords(await load()).find((record) => record.id === 'titles');
    expect(titles?.holders.slice(0, 3).map((h) => [h.name, h.value])).toEqual([
      ['Lewis Hamilton', 7],
      ['Michael Schumacher', 7],
      ['Juan Manuel Fangio', 5],
    ]);
  });

  it('a tie at the cut-off is never split: Prost, Verstappen and Vettel all share fourth on titles', async () => {
    const titles = careerRecords(await load()).find((record) => record.id === 'titles');
    expect(titles?.holders.map((h) => [h.rank, h.tied, h.name, h.value])).toEqual([
      [1, true, 'Lewis Hamilton', 7],
      [1, true, 'Michael Schumacher', 7],
      [3, false, 'Juan Manuel Fangio', 5],
      [4, true, 'Alain Prost', 4],
      [4, true, 'Max Verstappen', 4],
      [4, true, 'Sebastian Vettel', 4],
    ]);
  });

  it('every career record shows its top five and whoever shares the fifth value, with shared ranks', async () => {
    const records = careerRecords(await load());
    const ranks = (id: string) =>
      records
        .find((record) => record.id === id)
        ?.holders.map((h) => `${h.tied ? '=' : ''}${h.rank} ${h.name} ${h.value}`);
    // Prost and Alonso both have 106 podiums; Button and Schumacher both 306 starts.
    expect(ranks('podiums')).toEqual([
      '1 Lewis Hamilton 202',
      '2 Michael Schumacher 155',
      '3 Max Verstappen 127',
      '4 Sebastian Vettel 122',
      '=5 Alain Prost 106',
      '=5 Fernando Alonso 106',
    ]);
    expect(ranks('starts')).toEqual([
      '1 Fernando Alonso 426',
      '2 Lewis Hamilton 380',
      '3 Kimi Räikkönen 350',
      '4 Rubens Barrichello 322',
      '=5 Jenson Button 306',
      '=5 Michael Schumacher 306',
    ]);
    // No tie at the cut-off: exactly five, ranked one to five.
    for (const id of ['wins', 'poles', 'fastest-laps', 'points'])
      expect(
        ranks(id)?.map((rank) => rank.split(' ')[0]),
        id,
      ).toEqual(['1', '2', '3', '4', '5']);
  });

  it('wins, poles, podiums, starts, fastest laps and points have their known leaders', async () => {
    const records = careerRecords(await load());
    const leader = (id: string) => {
      const holder = records.find((record) => record.id === id)?.holders[0];
      return [holder?.driverId, holder?.value];
    };
    expect(leader('wins')).toEqual(['lewis-hamilton', 105]);
    expect(leader('poles')).toEqual(['lewis-hamilton', 104]);
    expect(leader('podiums')).toEqual(['lewis-hamilton', 202]);
    expect(leader('starts')[0]).toBe('fernando-alonso');
    expect(leader('fastest-laps')).toEqual(['michael-schumacher', 77]);
    expect(leader('points')[0]).toBe('lewis-hamilton');
  });

  it('most wins in a season: Verstappen, 19 in 2023', async () => {
    const record = mostWinsInASeason(await load());
    expect(record.holders[0]).toMatchObject({ driverId: 'max-verstappen', year: 2023, value: 19 });
  });

  it('most wins in a season: all six seasons of eleven wins share fifth, the thirteens share third', async () => {
    const record = mostWinsInASeason(await load());
    expect(record.holders.map((h) => [h.tied ? `=${h.rank}` : `${h.rank}`, h.name, h.year, h.value])).toEqual(
      [
        ['1', 'Max Verstappen', 2023, 19],
        ['2', 'Max Verstappen', 2022, 15],
        ['=3', 'Michael Schumacher', 2004, 13],
        ['=3', 'Sebastian Vettel', 2013, 13],
        ['=5', 'Michael Schumacher', 2002, 11],
        ['=5', 'Sebastian Vettel', 2011, 11],
        ['=5', 'Lewis Hamilton', 2014, 11],
        ['=5', 'Lewis Hamilton', 2018, 11],
        ['=5', 'Lewis Hamilton', 2019, 11],
        ['=5', 'Lewis Hamilton', 2020, 11],
      ],
    );
  });

  it('youngest winner Verstappen (Spain 2016, 18 years 228 days), oldest Fagioli (France 1951)', async () => {
    const data = await load();
    const ages = winnerAgeRecords(data);
    expect(ages?.youngest).toMatchObject({
      driverId: 'max-verstappen',
      year: 2016,
      raceName: 'Spanish Grand Prix',
    });
    expect(formatAge('1997-09-30', '2016-05-15')).toEqual({ years: 18, days: 228 });
    expect(ages?.oldest).toMatchObject({
      driverId: 'luigi-fagioli',
      year: 1951,
      raceName: 'French Grand Prix',
    });
  });

  it('champions: Farina first in 1950, constructors from 1958 (Vanwall), Norris and McLaren in 2025', async () => {
    const list = champions(await load());
    expect(list[0]).toMatchObject({ year: 1950, driver: { name: 'Nino Farina' }, constructor: null });
    expect(list.find((c) => c.year === 1957)?.constructor).toBeNull();
    expect(list.find((c) => c.year === 1958)?.constructor?.name).toBe('Vanwall');
    expect(list.at(-1)).toMatchObject({
      year: 2025,
      driver: { driverId: 'lando-norris' },
      constructor: { constructorId: 'mclaren' },
    });
    expect(list).toHaveLength(2025 - 1950 + 1);
  });

  it('a season still running has no champion yet', async () => {
    const data = await historyData(createTestApp(database, { now: '2025-07-05T12:00:00Z' }).services);
    expect(champions(data).at(-1)?.year).toBe(2024);
  });
});
