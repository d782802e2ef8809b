import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { raceDataAudit, races } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import { loadSnapshot } from '#server/ingest/load-snapshot.ts';
import { createLogger } from '#server/log.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { createAdminUser, modifiedSnapshot, partTable } from '#server/testing/race-data-writes.ts';
import { readCalendar } from '#server/testing/read-calendar.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import type { MeetingWrite } from '#shared/meeting-writes.ts';
import { currentOrNextMeeting } from '#shared/meetings.ts';
import { revertAdminWrite } from './revert-admin-write.ts';
import { addMeeting, setMeetingCancelled } from './write-meeting.ts';

// Meetings added and cancelled by an admin. The clock is Monday 7 July 2025, the day after the
// British GP (round 12); Belgium (round 13) is the next meeting.

let database: Database;
let t: ReturnType<typeof createTestApp>;
let admin: { userId: string };
beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database, { now: '2025-07-07T12:00:00Z' });
  admin = { userId: await createAdminUser(database.db) };
});
afterAll(() => database?.close());

const season2025 = async () =>
  database.db
    .select({ round: races.round, cancelled: races.cancelled })
    .from(races)
    .where(eq(races.year, 2025));
const audits = async () => (await database.db.select({ n: count() }).from(raceDataAudit))[0]?.n;
const portugal: MeetingWrite = {
  season: 2025,
  round: 25,
  name: 'Portuguese Grand Prix',
  circuitId: 'portimao',
  sessions: [
    { kind: 'fp1', startsAt: '2025-12-12T11:30:00Z' },
    { kind: 'qualifying', startsAt: '2025-12-13T15:00:00Z' },
    { kind: 'race', startsAt: '2025-12-14T14:00:00Z' },
  ],
};
const ics = async () => readCalendar(await (await t.app.request('/api/schedule/2025.ics')).text());
const f1Rounds = async () => {
  const body = (await (await t.app.request('/f1/2025.json?limit=100')).json()) as {
    MRData: { RaceTable: { Races: { round: string }[] } };
  };
  return body.MRData.RaceTable.Races.map((race) => Number(race.round));
};

describe('adding a meeting', () => {
  test('bad input: 400 naming the field, nothing written', async () => {
    const before = await season2025();
    const auditsBefore = await audits();
    const cases: [unknown, string][] = [
      [{ ...portugal, name: ' ' }, 'name'],
      [{ ...portugal, round: 12 }, 'round'],
      [{ ...portugal, circuitId: 'nowhere' }, 'circuitId'],
      [
        { ...portugal, sessions: [{ kind: 'fp1', startsAt: '2025-12-20T11:30:00Z' }, portugal.sessions[2]] },
        'sessions.0.startsAt',
      ],
      [{ ...portugal, sessions: [portugal.sessions[0]] }, 'sessions.0.startsAt'],
    ];
    for (const [input, field] of cases) {
      const error = await addMeeting(t.services, admin, input as never).catch((e: unknown) => e);
      expect(error, JSON.stringify(input)).toBeInstanceOf(ApiError);
      expect((error as ApiError).field, JSON.stringify(input)).toBe(field);
      expect((error as ApiError).status).toBe(400);
    }
    const taken = await addMeeting(t.services, admin, { ...portugal, round: 12 }).catch((e: ApiError) => e);
    expect((taken as ApiError).message).toMatch(/Round 12 of 2025 is the British Grand Prix/);
    expect(await season2025()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  test('added as the admin’s, on the schedule, in the .ics and /f1; reverting removes it', async () => {
    const result = await addMeeting(t.services, admin, portugal);
    expect(result).toMatchObject({ status: 'written', auditId: expect.any(Number) });
    const added = (await cachedMeetings(t.services)).find((m) => m.year === 2025 && m.round === 25);
    expect(added).toMatchObject({ name: 'Portuguese Grand Prix', circuitId: 'portimao', cancelled: false });
    expect(added?.sessions.map((s) => [s.kind, s.startsAt])).toEqual([
      ['fp1', '2025-12-12T11:30:00.000Z'],
      ['qualifying', '2025-12-13T15:00:00.000Z'],
      ['race', '2025-12-14T14:00:00.000Z'],
    ]);
    expect((await ics()).events.find((e) => e.uid === '2025-25-race@pitwall')?.start).toBe(
      '2025-12-14T14:00:00Z',
    );
    expect(await f1Rounds()).toContain(25);

    await revertAdminWrite(t.services, admin, (result as { auditId: number }).auditId);
    expect((await season2025()).some((race) => race.round === 25)).toBe(false);
    expect(await f1Rounds()).not.toContain(25);
  });
});

describe('cancelling a meeting', () => {
  test('kept as cancelled: skipped as the next meeting, STATUS:CANCELLED in the .ics, gone from /f1; survives a snapshot reload; reverts', async () => {
    expect(currentOrNextMeeting(await cachedMeetings(t.services), t.services.clock.now())?.round).toBe(13);
    const result = await setMeetingCancelled(t.services, admin, { season: 2025, round: 13, cancelled: true });
    expect(result).toMatchObject({ status: 'written', auditId: expect.any(Number) });
    expect(
      await setMeetingCancelled(t.services, admin, { season: 2025, round: 13, cancelled: true }),
    ).toEqual({
      status: 'unchanged',
    });

    const meetings = await cachedMeetings(t.services);
    expect(meetings.find((m) => m.year === 2025 && m.round === 13)?.cancelled).toBe(true);
    expect(currentOrNextMeeting(meetings, t.services.clock.now())?.round).toBe(14);
    const text = await (await t.app.request('/api/schedule/2025.ics')).text();
    const belgium = text.split('BEGIN:VEVENT').find((event) => event.includes('UID:2025-13-race@pitwall'));
    expect(belgium).toContain('STATUS:CANCELLED');
    expect(
      text.split('BEGIN:VEVENT').find((event) => event.includes('UID:2025-14-race@pitwall')),
    ).not.toContain('STATUS:CANCELLED');
    expect(await f1Rounds()).not.toContain(13);
    expect(await f1Rounds()).toContain(14);

    // A newer snapshot that edits the race leaves the cancellation alone.
    const snapshot = modifiedSnapshot({
      2025: (part) => {
        partTable(part, 'races').update((row) => row.round === 13, {
          official_name: 'Belgian GP, corrected',
        });
      },
    });
    try {
      await loadSnapshot(database.db, {
        log: createLogger('silent'),
        snapshotDir: snapshot.dir,
        onProgress: () => {},
      });
    } finally {
      snapshot.remove();
    }
    const [belgian] = await database.db
      .select({ cancelled: races.cancelled, officialName: races.officialName })
      .from(races)
      .where(and(eq(races.year, 2025), eq(races.round, 13)));
    expect(belgian).toEqual({ cancelled: true, officialName: 'Belgian GP, corrected' });

    await revertAdminWrite(t.services, admin, (result as { auditId: number }).auditId);
    expect(currentOrNextMeeting(await cachedMeetings(t.services), t.services.clock.now())?.round).toBe(13);
    expect(await f1Rounds()).toContain(13);
  });
});
