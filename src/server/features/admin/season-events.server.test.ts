import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SessionUser } from '#server/auth/session.server.ts';
import type { Database } from '#server/db/client.ts';
import { raceDataAudit } from '#server/db/schema.ts';
import { seasonMeetings } from '#server/race-data/calendar.ts';
import { createAdminUser } from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { rescheduleSession } from './season-events.server.ts';

// The season-events form: the circuit's local time in, UTC stored as the admin's edit; anything
// else answered beside the field with nothing written. 2025 round 12 is the British GP at
// Silverstone (Europe/London, BST): FP1 Friday 4 July 11:30 UTC, the race Sunday 6 July 14:00 UTC.

let database: Database;
let services: ReturnType<typeof createTestApp>['services'];
let admin: SessionUser;
beforeAll(async () => {
  database = await openTestDatabase();
  services = createTestApp(database).services;
  const id = await createAdminUser(database.db);
  admin = { id, name: 'Chief', email: 'chief@example.com', emailVerified: true, image: null, role: 'admin' };
});
afterAll(() => database?.close());

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};
const british = async () => (await seasonMeetings(services, 2025)).find((meeting) => meeting.round === 12);
const audits = async () => (await database.db.select({ n: count() }).from(raceDataAudit))[0]?.n;

describe('rescheduling a session', () => {
  test('bad input: a message for the field, nothing written', async () => {
    const before = await british();
    const auditsBefore = await audits();
    const cases: [Record<string, string>, RegExp, number][] = [
      [{ round: '12', kind: 'fp1', startsAt: '' }, /Give a date and time/, 400],
      [{ round: '12', kind: 'fp1', startsAt: 'Friday' }, /Give a date and time/, 400],
      [{ round: '12', kind: 'fp1', startsAt: '2025-07-07T12:30' }, /meeting’s weekend/, 400],
      [{ round: '12', kind: 'fp1', startsAt: '2025-06-29T12:30' }, /meeting’s weekend/, 400],
      [
        { round: '12', kind: 'race', startsAt: '2025-07-05T10:00' },
        /after the weekend’s other sessions/,
        400,
      ],
      [{ round: '12', kind: 'race', startsAt: '2025-07-12T15:00' }, /within four days/, 400],
      [{ round: '99', kind: 'fp1', startsAt: '2025-07-04T12:30' }, /No such session/, 404],
      [{ round: '12', kind: 'parade', startsAt: '2025-07-04T12:30' }, /No such session/, 404],
    ];
    for (const [fields, message, status] of cases) {
      const answer = await rescheduleSession(services, admin, form(fields), 2025);
      expect({ fields, status: answer.init?.status, error: answer.data.error }).toEqual({
        fields,
        status,
        error: expect.stringMatching(message),
      });
    }
    expect(await british()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  test('the circuit’s local time is stored as UTC, audited as the admin’s, and shows at once', async () => {
    const auditsBefore = (await audits()) ?? 0;
    const answer = await rescheduleSession(
      services,
      admin,
      form({ round: '12', kind: 'fp2', startsAt: '2025-07-04T17:30' }),
      2025,
    );
    expect(answer.data).toMatchObject({ saved: 'Saved', form: '12-fp2' });
    const fp2 = (await british())?.sessions.find((session) => session.kind === 'fp2');
    expect(fp2?.startsAt).toBe('2025-07-04T16:30:00.000Z');
    expect(await audits()).toBe(auditsBefore + 1);
    const again = await rescheduleSession(
      services,
      admin,
      form({ round: '12', kind: 'fp2', startsAt: '2025-07-04T17:30' }),
      2025,
    );
    expect(again.data.saved).toBe('Unchanged');
  });
});
