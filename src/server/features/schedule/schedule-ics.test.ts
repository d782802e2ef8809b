import { describe, expect, it } from 'vitest';
import { readCalendar } from '#server/testing/read-calendar.ts';
import type { Meeting } from '#shared/meetings.ts';
import { type WeekendSessionKind, weekendSessionKinds } from '#shared/sessions.ts';
import { seasonCalendar } from './schedule-ics.ts';

const british: Meeting = {
  raceId: 1,
  year: 2025,
  round: 12,
  name: 'British Grand Prix',
  officialName: 'Formula 1 Qatar Airways British Grand Prix 2025',
  slug: 'british-grand-prix',
  countryName: 'United Kingdom',
  countryCode: 'GB',
  circuitId: 'silverstone',
  circuitName: 'Silverstone Circuit',
  circuitLayoutId: null,
  placeName: 'Silverstone',
  sessions: [
    { kind: 'qualifying', startsAt: '2025-07-05T14:00:00.000Z', date: '2025-07-05' },
    { kind: 'race', startsAt: '2025-07-06T14:00:00.000Z', date: '2025-07-06' },
  ],
};

// f1db has no start times before 2020 or so: those sessions become all-day events.
const monaco1959: Meeting = {
  ...british,
  raceId: 2,
  year: 1959,
  round: 1,
  name: 'Monaco Grand Prix',
  slug: 'monaco-grand-prix',
  countryName: 'Monaco',
  circuitName: 'Circuit de Monaco',
  placeName: 'Monte Carlo',
  sessions: [{ kind: 'race', startsAt: null, date: '1959-05-10' }],
};

// Every character iCalendar TEXT must escape, multi-byte letters, and names long enough to fold.
const awkward: Meeting = {
  ...british,
  raceId: 3,
  round: 21,
  name: 'Grande Prêmio de São Paulo; “Interlagos”, \\ edição especial – Fórmula 1 – Autódromo',
  slug: 'sao-paulo-grand-prix',
  countryName: 'Brazil',
  circuitName: 'Autódromo José Carlos Pace',
  placeName: 'São Paulo',
  sessions: [{ kind: 'sprint_qualifying', startsAt: '2025-11-07T18:30:00.000Z', date: '2025-11-07' }],
};

const every = new Set<WeekendSessionKind>(weekendSessionKinds);
const now = new Date('2025-07-03T12:00:00Z');
const feed = (meetings: Meeting[], kinds = every) =>
  seasonCalendar(2025, meetings, kinds, 'https://pitwall.example/', now);

describe('seasonCalendar', () => {
  it('names the calendar and its maker', () => {
    const calendar = readCalendar(feed([british]));
    expect(calendar).toMatchObject({
      version: '2.0',
      prodId: '-//Pitwall//Formula 1 schedule//EN',
      name: 'Formula 1 2025 · Pitwall',
    });
  });

  it('writes a timed session in UTC with what a calendar app shows', () => {
    const [qualifying, race] = readCalendar(feed([british])).events;
    expect(race).toEqual({
      uid: '2025-12-race@pitwall',
      summary: 'British Grand Prix – Race',
      start: '2025-07-06T14:00:00Z',
      end: '2025-07-06T16:00:00Z',
      allDay: false,
      stamp: '2025-07-03T12:00:00Z',
      location: 'Silverstone Circuit, Silverstone, United Kingdom',
      description:
        'Round 12 of the 2025 Formula 1 World Championship.\nhttps://pitwall.example/schedule/2025/british-grand-prix',
      url: 'https://pitwall.example/schedule/2025/british-grand-prix',
      categories: ['Formula 1', 'Race'],
      transparency: 'TRANSPARENT',
      status: undefined,
      sequence: 0,
      lastModified: undefined,
      alarms: [],
    });
    expect(qualifying).toMatchObject({ start: '2025-07-05T14:00:00Z', end: '2025-07-05T15:00:00Z' });
  });

  it('writes a session without a start time as an all-day event ending the next day', () => {
    const [race] = readCalendar(feed([monaco1959])).events;
    expect(race).toMatchObject({
      uid: '1959-1-race@pitwall',
      summary: 'Monaco Grand Prix – Race',
      allDay: true,
      start: '1959-05-10',
      end: '1959-05-11',
    });
  });

  it('stamps every event with the server clock, not the session time', () => {
    const events = readCalendar(feed([british, monaco1959])).events;
    expect(events.map((event) => event.stamp)).toEqual([
      '2025-07-03T12:00:00Z',
      '2025-07-03T12:00:00Z',
      '2025-07-03T12:00:00Z',
    ]);
  });

  it('writes only the chosen session kinds', () => {
    const events = readCalendar(feed([british], new Set(['qualifying']))).events;
    expect(events.map((event) => event.uid)).toEqual(['2025-12-qualifying@pitwall']);
    expect(readCalendar(feed([british], new Set(['sprint']))).events).toEqual([]);
  });

  it('reads back names with commas, semicolons, quotes, backslashes and accents unchanged', () => {
    const [event] = readCalendar(feed([awkward])).events;
    expect(event?.summary).toBe(`${awkward.name} – Sprint Qualifying`);
    expect(event?.location).toBe('Autódromo José Carlos Pace, São Paulo, Brazil');
    expect(event).toMatchObject({ start: '2025-11-07T18:30:00Z', end: '2025-11-07T19:14:00Z' });
  });

  it('ends every line with CRLF and folds lines longer than 75 octets', () => {
    const text = feed([awkward, british]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    }
    // The long summary and descriptions only fit because they were folded onto continuation lines.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });
});
