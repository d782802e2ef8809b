import { dateFormat } from './date-format.ts';

/** A calendar month; `month` runs 1–12. */
export type CalendarMonth = { year: number; month: number };

/** One cell of a month view: an ISO date, its day of the month and whether it belongs to the month shown. */
export type CalendarCell = { date: string; day: number; inMonth: boolean };

/** A month view always shows six weeks, so the grid keeps its height from month to month. */
export const calendarCellCount = 42;

/** Column headings, Monday first (docs/product.md §9). */
export const weekdayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const DAY = 86_400_000;

const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The 42 days of a month view, Monday first: the days before the 1st from the previous month, the
 * month itself, then the next month's days to fill six weeks. A month starting on a Monday opens
 * on its 1st.
 */
export function calendarGrid({ year, month }: CalendarMonth): CalendarCell[] {
  const first = Date.UTC(year, month - 1, 1);
  // getUTCDay: Sunday 0 … Saturday 6; days since the Monday on or before the 1st.
  const lead = (new Date(first).getUTCDay() + 6) % 7;
  const start = first - lead * DAY;
  return Array.from({ length: calendarCellCount }, (_, index) => {
    const at = new Date(start + index * DAY);
    return {
      date: isoDate(at.getTime()),
      day: at.getUTCDate(),
      inMonth: at.getUTCMonth() === month - 1 && at.getUTCFullYear() === year,
    };
  });
}

/** The month `delta` months after (or before, when negative) a month, across year ends. */
export function addMonths({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month an ISO date (YYYY-MM-DD…) falls in. */
export function monthOf(date: string): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** "2025-07": the month as a URL parameter. */
export function monthKey({ year, month }: CalendarMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Reads a "YYYY-MM" parameter; undefined when it is not one. */
export function parseMonthKey(value: string | null | undefined): CalendarMonth | undefined {
  const match = value?.match(/^(\d{4})-(0[1-9]|1[0-2])$/);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

/** Months compared in time order: negative when `a` comes first. */
export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

const monthAndYear: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

/** "July 2025". */
export function monthTitle({ year, month }: CalendarMonth): string {
  return dateFormat('en-GB', monthAndYear, 'UTC').format(new Date(Date.UTC(year, month - 1, 1)));
}
