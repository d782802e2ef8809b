import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, raceSessions, races } from '#server/db/schema.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { jsonRequest, openAccountsTestApp, signIn, signUpConfirmed } from '#server/testing/accounts.ts';
import { type PushService, startPushService } from '#server/testing/push-service.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { sendDueReminders } from './reminders.server.ts';

/**
 * Session reminders end to end over the real protocols: the fan's settings and a browser's
 * subscription through the API, then the job at a clock frozen before the session and advanced:
 * the mail reaches an SMTP server, the push message a local push service that checks its VAPID
 * token and decrypts it; nothing is sent twice, and a subscription the service reports gone is
 * removed.
 */

let accounts: Awaited<ReturnType<typeof openAccountsTestApp>>;
let push: PushService;
let env: Record<string, string>;
let cookie: string;
let email: string;
/** 2026 round 5's qualifying: when it starts. */
let qualifyingAt: Date;

beforeAll(async () => {
  push = await startPushService();
  env = { PUSH_SERVICE_ORIGINS: push.origin, PITWALL_DATA_DIR: mkdtempSync(join(tmpdir(), 'pitwall-push-')) };
  accounts = await openAccountsTestApp(env);
  const account = await signUpConfirmed(accounts.app, accounts.inbox);
  email = account.email;
  cookie = await signIn(accounts.app, account);
  const [session] = await accounts.database.db
    .select({ startsAt: raceSessions.startsAt })
    .from(raceSessions)
    .innerJoin(races, eq(races.id, raceSessions.raceId))
    .where(and(eq(races.year, 2026), eq(races.round, 5), eq(raceSessions.kind, 'qualifying')));
  qualifyingAt = session!.startsAt!;
});
afterAll(async () => {
  await accounts?.close();
  await push?.close();
});

const api = (method: string, path: string, body?: unknown) =>
  accounts.app.request(path, jsonRequest(method, body, { cookie }));

/** The reminders job once, at `minutes` before round 5's qualifying. */
async function runAt(minutes: number) {
  const now = new Date(qualifyingAt.getTime() - minutes * 60_000).toISOString();
  const { services } = createTestApp(accounts.database, {
    now,
    env: { ...env, SMTP_URL: accounts.inbox.url },
  });
  return sendDueReminders(services, { mailer: createMailer(services.env, services.log) });
}

describe('session reminders', () => {
  it('takes settings and subscriptions through the API, refusing a push endpoint elsewhere than the allowed services', async () => {
    const saved = await api('PUT', '/api/reminders', {
      sessions: ['qualifying'],
      minutesBefore: 30,
      byEmail: true,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      settings: { sessions: ['qualifying'], minutesBefore: 30, byEmail: true },
      devices: 0,
    });

    const elsewhere = await api('POST', '/api/reminders/push-subscriptions', {
      ...push.subscription('/elsewhere'),
      endpoint: 'http://10.0.0.1/push/1',
    });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ error: { field: 'endpoint' } });

    for (const path of ['/push/phone', '/gone/old-laptop']) {
      const added = await api('POST', '/api/reminders/push-subscriptions', push.subscription(path));
      expect(added.status).toBe(201);
    }
    const state = await api('GET', '/api/reminders');
    expect(await state.json()).toMatchObject({
      settings: { sessions: ['qualifying'], minutesBefore: 30, byEmail: true },
      devices: 2,
      vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    });
    const bad = await api('PUT', '/api/reminders', {
      sessions: ['qualifying'],
      minutesBefore: 0,
      byEmail: true,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: 'minutesBefore' } });
  });

  it('sends nothing before the chosen time', async () => {
    expect(await runAt(31)).toEqual({ email: 0, push: 0, gone: 0 });
    expect(push.delivered).toEqual([]);
  });

  it('at the chosen time, mails the fan and pushes to their browser a message naming the session; a gone browser is dropped', async () => {
    expect(await runAt(30)).toEqual({ email: 1, push: 1, gone: 1 });

    const mail = await accounts.inbox.waitFor({ to: email, subject: /Qualifying in 30 minutes/ });
    expect(mail.text).toContain('/schedule/2026/');

    expect(push.delivered).toHaveLength(1);
    const [message] = push.delivered;
    const state = (await (await api('GET', '/api/reminders')).json()) as {
      vapidPublicKey: string;
      devices: number;
    };
    expect(message!.vapidKey).toBe(state.vapidPublicKey);
    expect(message!.claims).toMatchObject({ aud: push.origin, sub: 'mailto:no-reply@localhost' });
    expect(Number(message!.ttl)).toBe(30 * 60);
    const payload = JSON.parse(message!.payload) as { title: string; body: string; url: string; tag: string };
    expect(payload.title).toMatch(/: Qualifying in 30 minutes$/);
    expect(payload.tag).toBe('2026-5-qualifying@pitwall');
    expect(payload.url).toMatch(/\/schedule\/2026\/[a-z-]+$/);

    expect(state.devices).toBe(1);
    const left = await accounts.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions);
    expect(left.map((row) => new URL(row.endpoint).pathname)).toEqual(['/push/phone']);
  });

  it('never sends the same reminder twice: later runs, and two instances at once, send nothing more', async () => {
    expect(await Promise.all([runAt(29), runAt(29)])).toEqual([
      { email: 0, push: 0, gone: 0 },
      { email: 0, push: 0, gone: 0 },
    ]);
    expect(await runAt(1)).toEqual({ email: 0, push: 0, gone: 0 });
    expect(push.delivered).toHaveLength(1);
    expect(accounts.inbox.messages.filter((mail) => /Qualifying/.test(mail.subject))).toHaveLength(1);
  });

  it('sends nothing once the session has started, or when reminders are off', async () => {
    expect(await runAt(-1)).toEqual({ email: 0, push: 0, gone: 0 });
    const off = await api('DELETE', '/api/reminders');
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ settings: null, devices: 1 });
  });
});

describe('a reminder before predictions lock', () => {
  it('reaches a fan who asked for it before the weekend’s first pick locks, once, with a link to /predict', async () => {
    const fan = await signUpConfirmed(accounts.app, accounts.inbox);
    const fanCookie = await signIn(accounts.app, fan);
    const saved = await accounts.app.request(
      '/api/reminders',
      jsonRequest(
        'PUT',
        { sessions: ['race'], minutesBefore: 60, byEmail: true, picksLock: true },
        { cookie: fanCookie },
      ),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ settings: { picksLock: true } });
    // The first pick of round 5 to lock: the sprint's winner on a sprint weekend, else pole.
    const sessions = await accounts.database.db
      .select({ kind: raceSessions.kind, startsAt: raceSessions.startsAt })
      .from(raceSessions)
      .innerJoin(races, eq(races.id, raceSessions.raceId))
      .where(
        and(eq(races.year, 2026), eq(races.round, 5), inArray(raceSessions.kind, ['sprint', 'qualifying'])),
      );
    const firstLock = Math.min(
      ...sessions.map((session) => session.startsAt?.getTime() ?? Number.POSITIVE_INFINITY),
    );
    const runAtLock = async (minutes: number) => {
      const { services } = createTestApp(accounts.database, {
        now: new Date(firstLock - minutes * 60_000).toISOString(),
        env: { ...env, SMTP_URL: accounts.inbox.url },
      });
      return sendDueReminders(services, { mailer: createMailer(services.env, services.log) });
    };
    expect(await runAtLock(61)).toEqual({ email: 0, push: 0, gone: 0 });
    expect(await runAtLock(60)).toEqual({ email: 1, push: 0, gone: 0 });
    const mail = await accounts.inbox.waitFor({
      to: fan.email,
      subject: /your predictions start locking in 1 hour/,
    });
    expect(mail.text).toContain('/predict');
    expect(await runAtLock(30)).toEqual({ email: 0, push: 0, gone: 0 });
  });
});

describe('a push endpoint', () => {
  const devices = async () =>
    ((await (await api('GET', '/api/reminders')).json()) as { devices: number }).devices;

  it('is one browser however its scheme and host are spelled, to subscribe and to unsubscribe', async () => {
    const before = await devices();
    const tablet = push.subscription('/push/tablet');
    const shouted = tablet.endpoint.replace(/^http:/, 'HTTP:');
    for (const endpoint of [tablet.endpoint, shouted]) {
      const added = await api('POST', '/api/reminders/push-subscriptions', { ...tablet, endpoint });
      expect(added.status).toBe(201);
    }
    expect(await devices()).toBe(before + 1);
    const [row] = await accounts.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, tablet.endpoint));
    expect(row?.endpoint).toBe(tablet.endpoint);

    const removed = await api('DELETE', '/api/reminders/push-subscriptions', { endpoint: shouted });
    expect(removed.status).toBe(200);
    expect(await devices()).toBe(before);
  });

  it('with a control character is a 400 naming it, to unsubscribe as to subscribe, and removes nothing', async () => {
    const before = await devices();
    for (const endpoint of ['\u0000', `${push.origin}/push/phone\u0000`]) {
      const removed = await api('DELETE', '/api/reminders/push-subscriptions', { endpoint });
      expect(removed.status, JSON.stringify(endpoint)).toBe(400);
      expect(await removed.json()).toMatchObject({ error: { field: 'endpoint' } });
      const added = await api('POST', '/api/reminders/push-subscriptions', {
        ...push.subscription('/push/phone'),
        endpoint,
      });
      expect(added.status, JSON.stringify(endpoint)).toBe(400);
    }
    expect(await devices()).toBe(before);
  });
});
