import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fanVotes } from '#server/db/schema.ts';
import { jsonRequest, openAccountsTestApp, signedInFan } from '#server/testing/accounts.ts';
import { createTestApp } from '#server/testing/test-app.ts';

// 2025: the Austrian Grand Prix (round 11) ended on 29 June; the British Grand Prix's first
// practice on 4 July at 11:30 UTC closes its vote.
const betweenWeekends = '2025-07-01T12:00:00Z';
const britishWeekend = '2025-07-04T12:00:00Z';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
let open: ReturnType<typeof createTestApp>;
let closed: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  t = await openAccountsTestApp();
  const env = { SMTP_URL: 'smtp://127.0.0.1:1', TRUSTED_PROXIES: '127.0.0.1' };
  open = createTestApp(t.database, { now: betweenWeekends, env });
  closed = createTestApp(t.database, { now: britishWeekend, env });
});
afterAll(() => t?.close());

const fan = () => signedInFan(t);

type Candidate = { id: string; name: string; points: number };
type RaceVotes = {
  name: string;
  status: string;
  closesAt: string | null;
  candidates: Record<string, Candidate[]>;
  results: {
    category: string;
    total: number;
    rows: { id: string; votes: number; percent: number; teamCode: string }[];
  }[];
};

async function raceVotes(app = open.app): Promise<RaceVotes> {
  const response = await app.request('/api/votes/2025/11');
  expect(response.status).toBe(200);
  return (await response.json()) as RaceVotes;
}

const vote = (cookie: string, body: unknown, app = open.app) =>
  app.request('/api/votes', jsonRequest('POST', body, cookie));

const storedVotes = async (userId: string) =>
  t.database.db.select().from(fanVotes).where(eq(fanVotes.userId, userId));

describe('the ballot', () => {
  test('lists point scorers, classified drivers outside the points and the teams, open until the next meeting', async () => {
    const race = await raceVotes();
    expect(race.name).toBe('Austrian Grand Prix');
    expect(race.status).toBe('open');
    expect(race.closesAt).toBe('2025-07-04T11:30:00.000Z');
    const scorers = race.candidates['best-point-scorer'] ?? [];
    const rest = race.candidates['best-of-the-rest'] ?? [];
    expect(scorers).toHaveLength(10);
    expect(scorers[0]).toMatchObject({ id: 'lando-norris', points: 25 });
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((driver) => driver.points === 0)).toBe(true);
    expect(race.candidates['best-team']?.[0]).toMatchObject({ id: 'mclaren', points: 43 });
    expect((await raceVotes(closed.app)).status).toBe('closed');
  });
});

describe('voting', () => {
  test('a visitor cannot vote', async () => {
    const response = await vote('', {
      season: 2025,
      round: 11,
      votes: [{ category: 'best-team', candidateId: 'mclaren' }],
    });
    expect(response.status).toBe(401);
  });

  test('one vote per category, changed by voting again, and the counts follow', async () => {
    const { cookie, userId } = await fan();
    const before = await raceVotes();
    const teamVotes = (race: RaceVotes, id: string) =>
      race.results.find((result) => result.category === 'best-team')?.rows.find((row) => row.id === id)
        ?.votes ?? 0;
    const all = {
      season: 2025,
      round: 11,
      votes: [
        { category: 'best-point-scorer', candidateId: 'oscar-piastri' },
        { category: 'best-of-the-rest', candidateId: (before.candidates['best-of-the-rest'] ?? [])[0]?.id },
        { category: 'best-team', candidateId: 'ferrari' },
      ],
    };
    const first = await vote(cookie, all);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      'best-point-scorer': 'oscar-piastri',
      'best-team': 'ferrari',
    });
    const after = await raceVotes();
    expect(teamVotes(after, 'ferrari')).toBe(teamVotes(before, 'ferrari') + 1);
    const ferrari = after.results
      .find((result) => result.category === 'best-team')
      ?.rows.find((row) => row.id === 'ferrari');
    expect(ferrari?.teamCode).toBe('FER');

    const change = await vote(cookie, {
      season: 2025,
      round: 11,
      votes: [{ category: 'best-team', candidateId: 'mclaren' }],
    });
    expect(await change.json()).toMatchObject({
      'best-point-scorer': 'oscar-piastri',
      'best-team': 'mclaren',
    });
    const changed = await raceVotes();
    expect(teamVotes(changed, 'ferrari')).toBe(teamVotes(before, 'ferrari'));
    expect(teamVotes(changed, 'mclaren')).toBe(teamVotes(before, 'mclaren') + 1);
    expect(await storedVotes(userId)).toHaveLength(3);

    const mine = await open.app.request('/api/votes/2025/11/mine', jsonRequest('GET', undefined, cookie));
    expect(await mine.json()).toMatchObject({ 'best-team': 'mclaren' });
    const races = (await (await open.app.request('/api/votes/races')).json()) as {
      season: number;
      round: number;
    }[];
    expect(races).toContainEqual(expect.objectContaining({ season: 2025, round: 11 }));
  });

  test.each([
    [
      'an unknown race',
      { season: 2025, round: 30, votes: [{ category: 'best-team', candidateId: 'mclaren' }] },
      'round',
    ],
    [
      'an unknown category',
      { season: 2025, round: 11, votes: [{ category: 'best-pit-stop', candidateId: 'mclaren' }] },
      'votes.0.category',
    ],
    [
      'an unknown candidate',
      { season: 2025, round: 11, votes: [{ category: 'best-team', candidateId: 'brabham' }] },
      'votes.0.candidateId',
    ],
    [
      'a winner as best of the rest',
      { season: 2025, round: 11, votes: [{ category: 'best-of-the-rest', candidateId: 'lando-norris' }] },
      'votes.0.candidateId',
    ],
    [
      'a driver as best team',
      { season: 2025, round: 11, votes: [{ category: 'best-team', candidateId: 'lando-norris' }] },
      'votes.0.candidateId',
    ],
    ['a season that is not a number', { season: '2025', round: 11, votes: [] }, 'season'],
    ['no vote at all', { season: 2025, round: 11, votes: [] }, 'votes'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, body, field) => {
    const { cookie, userId } = await fan();
    const response = await vote(cookie, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field);
    expect(await storedVotes(userId)).toEqual([]);
  });

  test('refuses a vote once the next meeting has started', async () => {
    const { cookie, userId } = await fan();
    const response = await vote(
      cookie,
      { season: 2025, round: 11, votes: [{ category: 'best-team', candidateId: 'mclaren' }] },
      closed.app,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'voting_closed', field: 'round' } });
    expect(await storedVotes(userId)).toEqual([]);
  });

  test('limits how often one user submits', async () => {
    const { cookie } = await fan();
    const body = { season: 2025, round: 11, votes: [{ category: 'best-team', candidateId: 'mclaren' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await vote(cookie, body)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
