import { describe, expect, it } from 'vitest';
import { type Meeting, meetingSlug } from './meetings.ts';
import {
  defaultHideFrom,
  hiddenIn,
  hiddenSessions,
  newsBeforeSpoilers,
  type Shield,
  standingsHiddenBy,
} from './spoiler-shield.ts';

function meeting(round: number, name: string, sessions: Meeting['sessions'], cancelled = false): Meeting {
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
    ...(cancelled ? { cancelled } : {}),
  };
}

// A sprint weekend, then an ordinary one, then one called off (UTC).
const belgium = meeting(13, 'Belgian Grand Prix', [
  { kind: 'fp1', date: '2025-07-25', startsAt: '2025-07-25T10:30:00.000Z' },
  { kind: 'sprint_qualifying', date: '2025-07-25', startsAt: '2025-07-25T14:30:00.000Z' },
  { kind: 'sprint', date: '2025-07-26', startsAt: '2025-07-26T10:00:00.000Z' },
  { kind: 'qualifying', date: '2025-07-26', startsAt: '2025-07-26T14:00:00.000Z' },
  { kind: 'race', date: '2025-07-27', startsAt: '2025-07-27T13:00:00.000Z' },
]);
const hungary = meeting(14, 'Hungarian Grand Prix', [
  { kind: 'fp1', date: '2025-08-01', startsAt: '2025-08-01T11:30:00.000Z' },
  { kind: 'qualifying', date: '2025-08-02', startsAt: '2025-08-02T14:00:00.000Z' },
  { kind: 'race', date: '2025-08-03', startsAt: '2025-08-03T13:00:00.000Z' },
]);
const calledOff = meeting(
  15,
  'Imaginary Grand Prix',
  [{ kind: 'race', date: '2025-08-10', startsAt: '2025-08-10T13:00:00.000Z' }],
  true,
);
const meetings = [belgium, hungary, calledOff];

const keys = (shield: { key: string }[]) => shield.map((session) => session.key);

describe('the sessions a spoiler shield hides', () => {
  it('hides every session with a classification that has started since hideFrom, practice never', () => {
    const hidden = hiddenSessions(
      { hideFrom: new Date('2025-07-25T00:00:00Z'), watched: [] },
      meetings,
      new Date('2025-07-26T15:00:00Z'),
    );
    // Qualifying started an hour ago: its outcome may be out. The race has not started.
    expect(keys(hidden)).toEqual(['2025-13-sprint_qualifying', '2025-13-sprint', '2025-13-qualifying']);
    expect(hidden[1]).toMatchObject({
      label: 'Belgian Grand Prix · Sprint',
      startsAt: '2025-07-26T10:00:00.000Z',
    });
  });

  it('leaves out watched sessions, those before hideFrom and weekends called off', () => {
    const hidden = hiddenSessions(
      { hideFrom: new Date('2025-07-26T12:00:00Z'), watched: ['2025-13-race', '2025-14-qualifying'] },
      meetings,
      new Date('2025-08-11T00:00:00Z'),
    );
    expect(keys(hidden)).toEqual(['2025-13-qualifying', '2025-14-race']);
  });

  it('starts hiding at the weekend under way or just gone, else at once', () => {
    // Sunday evening after the race: the whole weekend is covered.
    expect(defaultHideFrom(meetings, new Date('2025-07-27T20:00:00Z'))).toEqual(
      new Date('2025-07-25T10:30:00Z'),
    );
    // Wednesday: the weekend's last session started more than three days ago.
    const wednesday = new Date('2025-07-30T20:00:00Z');
    expect(defaultHideFrom(meetings, wednesday)).toEqual(wednesday);
  });

  it('says which hidden sessions a page of a season, a round or some kinds would give away', () => {
    const shield: Shield = {
      on: true,
      hideFrom: '2025-07-25T00:00:00.000Z',
      hidden: hiddenSessions(
        { hideFrom: new Date('2025-07-25T00:00:00Z'), watched: [] },
        meetings,
        new Date('2025-08-02T15:00:00Z'),
      ),
    };
    expect(keys(hiddenIn(shield, { round: 14 }))).toEqual(['2025-14-qualifying']);
    expect(keys(hiddenIn(shield, { year: 2024 }))).toEqual([]);
    // Standings after round 13 are changed by its sprint and race, not by its qualifying.
    expect(keys(standingsHiddenBy(shield, 2025, 13))).toEqual(['2025-13-sprint', '2025-13-race']);
    expect(keys(standingsHiddenBy(shield, 2025, 12))).toEqual([]);
    expect(hiddenIn({ on: false }, {})).toEqual([]);
  });

  it('holds back news published since the first hidden session started, and keeps undated stories', () => {
    const shield: Shield = {
      on: true,
      hideFrom: '2025-07-26T00:00:00.000Z',
      hidden: hiddenSessions(
        { hideFrom: new Date('2025-07-26T00:00:00Z'), watched: [] },
        meetings,
        new Date('2025-07-28T00:00:00Z'),
      ),
    };
    const news = [
      { id: 1, publishedAt: '2025-07-26T09:59:00Z' },
      { id: 2, publishedAt: '2025-07-26T10:01:00Z' },
      { id: 3, publishedAt: null },
    ];
    expect(newsBeforeSpoilers(shield, news)).toEqual({ shown: [news[0], news[2]], hidden: 1 });
    expect(newsBeforeSpoilers({ on: false }, news)).toEqual({ shown: news, hidden: 0 });
  });
});
