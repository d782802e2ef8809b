import { describe, expect, it } from 'vitest';
import { addMonths, calendarGrid, compareMonths, monthKey, monthOf, parseMonthKey } from './calendar-grid.ts';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('calendarGrid', () => {
  it.each([
    // month, first cell, last cell: a month starting on Monday opens on its 1st
    [{ year: 2025, month: 9 }, '2025-09-01', '2025-10-12'],
    // starting on Sunday: six days of the previous month first
    [{ year: 2025, month: 6 }, '2025-05-26', '2025-07-06'],
    // across the year end, both ways
    [{ year: 2025, month: 1 }, '2024-12-30', '2025-02-09'],
    [{ year: 2025, month: 12 }, '2025-12-01', '2026-01-11'],
    // a 28-day February from a Monday: two whole weeks of March fill the grid
    [{ year: 2021, month: 2 }, '2021-02-01', '2021-03-14'],
    // leap year February
    [{ year: 2024, month: 2 }, '2024-01-29', '2024-03-10'],
  ])('%o runs from %s to %s', (month, first, last) => {
    const cells = calendarGrid(month);
    expect(cells).toHaveLength(42);
    expect(cells[0]?.date).toBe(first);
    expect(cells[41]?.date).toBe(last);
  });

  it.each([
    { year: 2024, month: 2 },
    { year: 2025, month: 3 },
    { year: 2025, month: 8 },
    { year: 2026, month: 11 },
  ])('%o: Monday first, consecutive days, every day of the month marked once', (month) => {
    const cells = calendarGrid(month);
    for (let week = 0; week < 6; week += 1) expect(weekday(cells[week * 7]!.date)).toBe(1);
    for (let index = 1; index < cells.length; index += 1) {
      const gap = Date.parse(cells[index]!.date) - Date.parse(cells[index - 1]!.date);
      expect(gap).toBe(86_400_000);
    }
    const inMonth = cells.filter((cell) => cell.inMonth);
    const days = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
    expect(inMonth.map((cell) => cell.day)).toEqual(Array.from({ length: days }, (_, i) => i + 1));
    expect(inMonth.every((cell) => cell.date.startsWith(monthKey(month)))).toBe(true);
  });
});

describe('month arithmetic', () => {
  it.each([
    [{ year: 2025, month: 12 }, 1, { year: 2026, month: 1 }],
    [{ year: 2025, month: 1 }, -1, { year: 2024, month: 12 }],
    [{ year: 2025, month: 7 }, -13, { year: 2024, month: 6 }],
    [{ year: 2025, month: 7 }, 0, { year: 2025, month: 7 }],
  ])('%o + %i months is %o', (month, delta, expected) => {
    expect(addMonths(month, delta)).toEqual(expected);
  });

  it('orders months and reads them from dates and keys', () => {
    expect(compareMonths({ year: 2024, month: 12 }, { year: 2025, month: 1 })).toBeLessThan(0);
    expect(compareMonths({ year: 2025, month: 3 }, { year: 2025, month: 3 })).toBe(0);
    expect(monthOf('2025-07-06')).toEqual({ year: 2025, month: 7 });
    expect(monthKey({ year: 2025, month: 7 })).toBe('2025-07');
    expect(parseMonthKey('2025-07')).toEqual({ year: 2025, month: 7 });
    for (const bad of ['2025-13', '2025-00', '2025-7', 'july', '', null, undefined]) {
      expect(parseMonthKey(bad)).toBeUndefined();
    }
  });
});
