import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countdown,
  currentOrNextMeeting,
  driverPageId,
  featuredSession,
  lastMeeting,
  lastResults,
  type Meeting,
  meetingEndsAt,
  meetingLink,
  meetingSlug,
  meetingStartsAt,
  seasonInFocusAt,
} from './meetings.ts';

function meeting(round: number, name: string, sessions: Meeting['sessions']): Meeting {
  return {
    raceId: round,
    year: 2025,
    round,
    name,
    officialName: name,
    slug: meetingSlug(name),
    countryName: 'Country',
    countryCode: 'CC',
    circuitId: 'circuit',
    circuitName: 'Circuit',
    circuitLayoutId: null,
    placeName: 'Place',
    sessions,
  };
}

// The 2025 Austrian and British weekends, as f1db times them (UTC).
const austria = meeting(11, 'Austrian Grand Prix', [
  { kind: 'fp1', date: '2025-06-27', startsAt: '2025-06-27T11:30:00.000Z' },
  { kind: 'qualifying', date: '2025-06-28', startsAt: '2025-06-28T14:00:00.000Z' },
  { kind: 'race', date: '2025-06-29', startsAt: '2025-06-29T13:00:00.000Z' },
]);
const britain = meeting(12, 'British Grand Prix', [
  { kind: 'fp1', date: '2025-07-04', startsAt: '2025-07-04T11:30:00.000Z' },
  { kind: 'fp2', date: '2025-07-04', startsAt: '2025-07-04T15:00:00.000Z' },
  { kind: 'qualifying', date: '2025-07-05', startsAt: '2025-07-05T14:00:00.000Z' },
  { kind: 'race', date: '2025-07-06', startsAt: '2025-07-06T14:00:00.000Z' },
]);
const season = [austria, britain];
const now = (iso: string) => new Date(iso);

describe('meetingSlug', () => {
  it.each([
    ['Abu Dhabi Grand Prix', 'abu-dhabi-grand-prix'],
    ['British Grand Prix', 'british-grand-prix'],
    ['São Paulo Grand Prix', 'sao-paulo-grand-prix'],
    ['Emilia-Romagna Grand Prix', 'emilia-romagna-grand-prix'],
    ['  70th Anniversary  Grand Prix ', '70th-anniversary-grand-prix'],
  ])('%s → %s', (name, slug) => expect(meetingSlug(name)).toBe(slug));
});

describe('driverPageId', () => {
  it.each([
    ['Verstappen', 'VER'],
    ['Hülkenberg', 'HUL'],
    ['Pérez', 'PER'],
    ['de Vries', 'DEV'],
    ['Zhou', 'ZHO'],
  ])('%s → %s', (surname, id) => expect(driverPageId(surname)).toBe(id));
});

describe('current, next and last meeting', () => {
  it.each([
    ['between weekends', '2025-07-01T12:00:00Z', 'British Grand Prix', 'Austrian Grand Prix'],
    ['during practice', '2025-07-04T12:00:00Z', 'British Grand Prix', 'Austrian Grand Prix'],
    ['during the race', '2025-07-06T15:00:00Z', 'British Grand Prix', 'Austrian Grand Prix'],
    ['after the race window', '2025-07-06T16:00:00Z', undefined, 'British Grand Prix'],
    ['before the season', '2025-01-01T00:00:00Z', 'Austrian Grand Prix', undefined],
  ])('%s', (_name, at, next, last) => {
    expect(currentOrNextMeeting(season, now(at))?.name).toBe(next);
    expect(lastMeeting(season, now(at))?.name).toBe(last);
  });
});

describe('meetingLink (docs/product.md §4: 1-day threshold)', () => {
  it.each([
    ['two days before the first session', '2025-07-02T11:30:00Z', 'Last meeting', 'Austrian Grand Prix'],
    ['a day and a minute before', '2025-07-03T11:29:00Z', 'Last meeting', 'Austrian Grand Prix'],
    ['exactly a day before', '2025-07-03T11:30:00Z', 'Current meeting', 'British Grand Prix'],
    ['twelve hours before', '2025-07-03T23:30:00Z', 'Current meeting', 'British Grand Prix'],
    ['during the weekend', '2025-07-05T10:00:00Z', 'Current meeting', 'British Grand Prix'],
    ['after the last meeting', '2025-08-01T00:00:00Z', 'Last meeting', 'British Grand Prix'],
    ['before any meeting, far away', '2025-01-01T00:00:00Z', 'Current meeting', 'Austrian Grand Prix'],
  ])('%s → %s', (_name, at, label, name) => {
    const link = meetingLink(season, now(at));
    expect(link?.label).toBe(label);
    expect(link?.meeting.name).toBe(name);
  });

  it('is undefined without meetings', () => {
    expect(meetingLink([], now('2025-07-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('featuredSession', () => {
  it.each([
    ['before the weekend', '2025-07-01T00:00:00Z', 'fp1', 'upcoming'],
    ['during FP1', '2025-07-04T12:00:00Z', 'fp1', 'live'],
    ['between FP1 and FP2', '2025-07-04T13:00:00Z', 'fp2', 'upcoming'],
    ['during the race', '2025-07-06T14:30:00Z', 'race', 'live'],
  ])('%s → %s %s', (_name, at, kind, status) => {
    expect(featuredSession(britain, now(at))).toMatchObject({ kind, status });
  });

  it('is undefined once every session ran', () => {
    expect(featuredSession(britain, now('2025-07-07T00:00:00Z'))).toBeUndefined();
  });
});

describe('countdown', () => {
  const start = Date.parse('2025-07-05T14:00:00Z');
  it.each([
    ['25 hours before', '2025-07-04T13:00:00Z', undefined],
    ['exactly 24 hours before', '2025-07-04T14:00:00Z', '24:00:00'],
    ['1 h 2 min 3 s before', '2025-07-05T12:57:57Z', '01:02:03'],
    ['half a second before', '2025-07-05T13:59:59.500Z', '00:00:01'],
    ['at the start', '2025-07-05T14:00:00Z', undefined],
    ['after the start', '2025-07-05T14:00:01Z', undefined],
  ])('%s → %s', (_name, at, expected) => {
    expect(countdown(start, Date.parse(at))).toBe(expected);
  });
});

describe('lastResults (home page skips them when the next race is too soon)', () => {
  it.each([
    ['two days before the next weekend', '2025-07-02T11:30:00Z', 'Austrian Grand Prix'],
    ['within a day of the next weekend', '2025-07-03T12:00:00Z', undefined],
    ['during the next weekend', '2025-07-05T12:00:00Z', undefined],
    ['after the last meeting', '2025-08-01T00:00:00Z', 'British Grand Prix'],
  ])('%s', (_name, at, shown) => {
    const result = lastResults(season, now(at));
    if (shown) expect(result).toMatchObject({ skipped: false, meeting: { name: shown } });
    else expect(result).toEqual({ skipped: true, message: 'Upcoming race too soon. Skipping last results.' });
  });

  it('is undefined before any meeting finished', () => {
    expect(lastResults(season, now('2025-01-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('seasonInFocusAt', () => {
  // Abu Dhabi 2025 closes one season, Australia 2026 opens the next.
  const abuDhabi = meeting(24, 'Abu Dhabi Grand Prix', [
    { kind: 'fp1', date: '2025-12-05', startsAt: '2025-12-05T09:30:00.000Z' },
    { kind: 'race', date: '2025-12-07', startsAt: '2025-12-07T13:00:00.000Z' },
  ]);
  const australia = {
    ...meeting(1, 'Australian Grand Prix', [
      { kind: 'fp1', date: '2026-03-06', startsAt: '2026-03-06T01:30:00.000Z' },
      { kind: 'race', date: '2026-03-08', startsAt: '2026-03-08T04:00:00.000Z' },
    ]),
    year: 2026,
  };
  const calendar = [abuDhabi, australia];

  it.each([
    ['in the middle of a season, between two weekends', '2025-07-01T12:00:00Z', [austria, britain], 2025],
    ['during the final weekend', '2025-12-06T12:00:00Z', calendar, 2025],
    ['between seasons, the next one already scheduled', '2026-01-15T12:00:00Z', calendar, 2025],
    ['the day before the new season opens', '2026-03-05T12:00:00Z', calendar, 2025],
    ['once the opening weekend is under way', '2026-03-06T02:00:00Z', calendar, 2026],
    ['after the opening weekend', '2026-03-10T12:00:00Z', calendar, 2026],
    ['before any meeting in the data is over', '2024-01-01T00:00:00Z', calendar, 2025],
  ])('%s', (_case, at, meetings, expected) => {
    expect(seasonInFocusAt(meetings, now(at))).toBe(expected);
  });

  it('is undefined with no meetings at all', () => {
    expect(seasonInFocusAt([], now('2026-01-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('finding meetings by time in a long calendar', () => {
  // The plain definitions, a walk through every meeting, against which the searches are checked.
  const walk = {
    next: (meetings: Meeting[], at: number) => meetings.find((m) => !m.cancelled && meetingEndsAt(m) > at),
    last: (meetings: Meeting[], at: number) =>
      meetings.findLast((m) => !m.cancelled && meetingEndsAt(m) <= at),
    focus: (meetings: Meeting[], at: number) =>
      (
        meetings.find((m) => meetingStartsAt(m) <= at && meetingEndsAt(m) > at) ??
        meetings.findLast((m) => !m.cancelled && meetingEndsAt(m) <= at) ??
        meetings[0]
      )?.year,
  };
  const day = 24 * 60 * 60_000;
  const base = Date.parse('2025-01-01T00:00:00Z');
  const iso = (time: number) => new Date(time).toISOString();
  // Weekends of one to four days, overlapping or out of order at times, some cancelled, some bare.
  const calendar = fc.array(
    fc.record({
      startDay: fc.integer({ min: 0, max: 60 }),
      days: fc.integer({ min: 0, max: 3 }),
      cancelled: fc.boolean(),
      bare: fc.boolean(),
    }),
    { maxLength: 12 },
  );
  const toMeetings = (weekends: { startDay: number; days: number; cancelled: boolean; bare: boolean }[]) =>
    weekends.map(({ startDay, days, cancelled, bare }, i): Meeting => {
      const start = base + startDay * day;
      const sessions: Meeting['sessions'] = bare
        ? []
        : [
            { kind: 'fp1', date: iso(start).slice(0, 10), startsAt: iso(start) },
            { kind: 'race', date: iso(start + days * day).slice(0, 10), startsAt: iso(start + days * day) },
          ];
      return { ...meeting(i + 1, `Meeting ${i + 1}`, sessions), year: 2025 + (startDay % 3), cancelled };
    });

  it('answers as a walk through every meeting would, at any moment', () => {
    fc.assert(
      fc.property(calendar, fc.integer({ min: -2 * day, max: 66 * day }), (weekends, offset) => {
        const meetings = toMeetings(weekends);
        const at = base + offset;
        expect(currentOrNextMeeting(meetings, new Date(at))).toBe(walk.next(meetings, at));
        expect(lastMeeting(meetings, new Date(at))).toBe(walk.last(meetings, at));
        expect(seasonInFocusAt(meetings, new Date(at))).toBe(walk.focus(meetings, at));
      }),
      { numRuns: 2000 },
    );
  });

  it('sees a meeting added to a list it has searched before', () => {
    const meetings = [austria];
    const at = now('2025-07-01T12:00:00Z');
    expect(currentOrNextMeeting(meetings, at)).toBeUndefined();
    meetings.push(britain);
    expect(currentOrNextMeeting(meetings, at)).toBe(britain);
  });
});
