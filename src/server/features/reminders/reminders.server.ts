import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import { enforceRateLimit } from '#server/auth/rate-limit.ts';
import { pushSubscriptions, reminderSettings, remindersSent, users } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { reminderMail } from '#server/mail/templates.ts';
import { thisAndNextSeasonMeetings } from '#server/race-data/calendar.ts';
import type { Services } from '#server/services.ts';
import { sessionEventUid } from '#shared/calendar-export.ts';
import { firstPickLock } from '#shared/predictions.ts';
import { chosenSessionKinds } from '#shared/session-choice.schemas.ts';
import { sessionLabels, type WeekendSessionKind } from '#shared/sessions.ts';
import { controlCharacterMessage, hasControlCharacters } from '#shared/text-rules.ts';
import { vapidKeys } from './vapid-keys.ts';

/**
 * Session reminders (docs/product.md §6, decision 031): a fan picks sessions and how long before;
 * one job sends each reminder once, by e-mail and to every browser the fan turned Web Push on in.
 */

/** How long before a session the form offers, in minutes. */
export const reminderChoices = [5, 10, 15, 30, 60, 120, 1440] as const;

export type ReminderSettings = {
  sessions: WeekendSessionKind[];
  minutesBefore: number;
  byEmail: boolean;
  /** Also before each weekend's first prediction locks. */
  picksLock: boolean;
};

export const reminderSettingsInput = z.strictObject({
  sessions: chosenSessionKinds,
  minutesBefore: z.number().int().min(1, 'At least a minute before').max(1440, 'At most a day before'),
  byEmail: z.boolean(),
  picksLock: z
    .boolean()
    .default(false)
    .meta({ description: "Also before each weekend's first prediction locks" }),
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsInput>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url');

/**
 * A push endpoint as the API takes it, to subscribe and to unsubscribe alike: a URL of at most 2,000
 * characters without control characters. It must also be on a push service PUSH_SERVICE_ORIGINS
 * allows, and is stored as `URL` writes it (`storedEndpoint`).
 */
const pushEndpoint = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .refine((endpoint) => !hasControlCharacters(endpoint), controlCharacterMessage);

/** What a browser's `PushSubscription.toJSON()` gives. */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullish(),
  keys: z.strictObject({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(32) }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;

/** The browser to unsubscribe: its endpoint, as it subscribed with. */
export const pushUnsubscriptionInput = z.strictObject({ endpoint: pushEndpoint });

export async function loadReminderSettings(services: Services, userId: string) {
  const [[row], devices] = await Promise.all([
    services.db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
    services.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  const settings: ReminderSettings | null = row
    ? {
        sessions: row.sessions.split(',') as WeekendSessionKind[],
        minutesBefore: row.minutesBefore,
        byEmail: row.byEmail,
        picksLock: row.picksLock,
      }
    : null;
  return { settings, devices: devices.length };
}

/** Stores what the fan wants reminding of; bad input is a 400 naming the field. */
export async function saveReminderSettings(
  services: Services,
  userId: string,
  input: ReminderSettingsInput,
): Promise<ReminderSettings> {
  const parsed = reminderSettingsInput.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  await enforceRateLimit(services, `reminders:${userId}`, services.env.PROFILE_RATE_LIMIT, 'form');
  const { sessions, minutesBefore, byEmail, picksLock } = parsed.data;
  const values = {
    sessions: sessions.join(','),
    minutesBefore,
    byEmail,
    picksLock,
    updatedAt: services.clock.now(),
  };
  await services.db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values });
  return { sessions, minutesBefore, byEmail, picksLock };
}

/** No more reminders, by any channel (the browsers stay subscribed for when they are turned on again). */
export async function removeReminderSettings(services: Services, userId: string): Promise<void> {
  await services.db.delete(reminderSettings).where(eq(reminderSettings.userId, userId));
}

/** Whether an endpoint is on one of the push services PUSH_SERVICE_ORIGINS allows. */
export function allowedPushEndpoint(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return allowed.some((origin) => {
    const wildcard = origin.match(/^(https?:)\/\/\*\.(.+)$/);
    if (!wildcard) return url.origin === origin;
    return url.protocol === wildcard[1] && url.host.endsWith(`.${wildcard[2]}`);
  });
}

/**
 * The endpoint as stored, once it is on an allowed push service: scheme and host in lower case, as
 * `URL` writes them, so one browser is one row however a client spelled its endpoint.
 */
function storedEndpoint(services: Services, endpoint: string): string {
  if (!allowedPushEndpoint(endpoint, services.env.PUSH_SERVICE_ORIGINS)) {
    throw validationError(
      new z.ZodError([
        {
          code: 'custom',
          path: ['endpoint'],
          message: 'Not a push service this site sends to',
          input: endpoint,
        },
      ]),
    );
  }
  return new URL(endpoint).href;
}

/** Remembers a browser's subscription for the fan (a browser that signed in as someone else moves to them). */
export async function addPushSubscription(services: Services, userId: string, input: PushSubscriptionInput) {
  const parsed = pushSubscriptionInput.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  await enforceRateLimit(services, `reminders:${userId}`, services.env.PROFILE_RATE_LIMIT, 'form');
  const endpoint = storedEndpoint(services, parsed.data.endpoint);
  const { keys } = parsed.data;
  const values = { userId, p256dh: keys.p256dh, auth: keys.auth };
  await services.db
    .insert(pushSubscriptions)
    .values({ endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Forgets one of the fan's browsers; an endpoint that breaks the subscribe rule is a 400 naming it. */
export async function removePushSubscription(
  services: Services,
  userId: string,
  input: z.input<typeof pushUnsubscriptionInput>,
) {
  const parsed = pushUnsubscriptionInput.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const endpoint = storedEndpoint(services, parsed.data.endpoint);
  await services.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

/** The public half of the VAPID pair, which a browser subscribes with. */
export function pushPublicKey(services: Services): string {
  return vapidKeys(services.env, services.log).publicKey;
}

/** Something a fan can be reminded of: a session, or a weekend's first prediction locking. */
type DueSession = {
  uid: string;
  kind: WeekendSessionKind | 'picks-lock';
  startsAt: Date;
  meetingName: string;
  url: string;
};

/**
 * Timed sessions of uncancelled meetings starting within a day of `now`, this season and the next,
 * and each of those weekends' first prediction lock (the start of the first session a pick is about).
 */
async function upcomingSessions(services: Services, now: Date): Promise<DueSession[]> {
  const meetings = await thisAndNextSeasonMeetings(services);
  const base = services.env.PUBLIC_URL.replace(/\/+$/, '');
  const horizon = now.getTime() + 1440 * 60_000;
  const ahead = (at: number) => at > now.getTime() && at <= horizon;
  return meetings.flatMap((meeting) => {
    if (meeting.cancelled) return [];
    const due: DueSession[] = meeting.sessions.flatMap((session) => {
      if (!session.startsAt) return [];
      const startsAt = new Date(session.startsAt);
      if (!ahead(startsAt.getTime())) return [];
      return [
        {
          uid: sessionEventUid(meeting.year, meeting.round, session.kind),
          kind: session.kind,
          startsAt,
          meetingName: meeting.name,
          url: `${base}/schedule/${meeting.year}/${meeting.slug}`,
        },
      ];
    });
    const firstLock = firstPickLock(meeting.sessions);
    if (firstLock !== undefined && ahead(firstLock)) {
      due.push({
        uid: `${meeting.year}-${meeting.round}-picks-lock@pitwall`,
        kind: 'picks-lock',
        startsAt: new Date(firstLock),
        meetingName: meeting.name,
        url: `${base}/predict`,
      });
    }
    return due;
  });
}

/** "in 30 minutes", "in 2 hours", "in 24 hours". */
function timeBefore(minutes: number): string {
  if (minutes >= 1440) return 'in 24 hours';
  if (minutes >= 60 && minutes % 60 === 0) return `in ${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Posts one encrypted message to a browser's push service (RFC 8030/8291/8292): web-push builds the
 * request (VAPID token, aes128gcm body), fetch sends it. Returns the push service's status.
 */
async function deliver(
  device: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  vapid: { subject: string; publicKey: string; privateKey: string },
  ttlSeconds: number,
): Promise<number> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    { vapidDetails: vapid, TTL: ttlSeconds },
  );
  const headers = { ...request.headers } as Record<string, string>;
  // fetch sets the length of the body itself.
  delete headers['Content-Length'];
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * Sends every reminder due at the clock's now: a fan's session is due from `minutesBefore` before
 * its start until it starts. Each (fan, session, channel) is claimed in reminders_sent before it
 * goes out, so a rerun or a second instance never sends it again. A push service answering 404 or
 * 410 has dropped the subscription: it is deleted.
 */
export async function sendDueReminders(
  services: Services,
  { mailer }: { mailer: Mailer },
): Promise<{ email: number; push: number; gone: number }> {
  const now = services.clock.now();
  const counts = { email: 0, push: 0, gone: 0 };
  const sessions = await upcomingSessions(services, now);
  if (sessions.length === 0) return counts;
  const fans = await services.db
    .select({
      userId: reminderSettings.userId,
      sessions: reminderSettings.sessions,
      minutesBefore: reminderSettings.minutesBefore,
      byEmail: reminderSettings.byEmail,
      picksLock: reminderSettings.picksLock,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
    })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    // A disabled (banned) account gets nothing; an unconfirmed address gets no mail.
    .where(or(isNull(users.banned), eq(users.banned, false)));
  const subscriptions = fans.length
    ? await services.db
        .select()
        .from(pushSubscriptions)
        .where(
          inArray(
            pushSubscriptions.userId,
            fans.map((fan) => fan.userId),
          ),
        )
    : [];
  const keys = subscriptions.length ? vapidKeys(services.env, services.log) : null;

  const claim = async (userId: string, sessionUid: string, channel: 'email' | 'push') => {
    const claimed = await services.db
      .insert(remindersSent)
      .values({ userId, sessionUid, channel, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: remindersSent.userId });
    return claimed.length === 1;
  };

  for (const fan of fans) {
    const kinds = new Set<string>(fan.sessions.split(','));
    if (fan.picksLock) kinds.add('picks-lock');
    const devices = subscriptions.filter((subscription) => subscription.userId === fan.userId);
    for (const session of sessions) {
      if (!kinds.has(session.kind)) continue;
      if (session.startsAt.getTime() - fan.minutesBefore * 60_000 > now.getTime()) continue;
      const minutesLeft = Math.max(1, Math.round((session.startsAt.getTime() - now.getTime()) / 60_000));
      const title =
        session.kind === 'picks-lock'
          ? `${session.meetingName}: your predictions start locking ${timeBefore(minutesLeft)}`
          : `${session.meetingName}: ${sessionLabels[session.kind]} ${timeBefore(minutesLeft)}`;
      const startsAt = `${session.startsAt.toISOString().slice(11, 16)} UTC`;

      if (fan.byEmail && fan.emailVerified && (await claim(fan.userId, session.uid, 'email'))) {
        try {
          await mailer.send(
            reminderMail({ to: fan.email, name: fan.name, title, startsAt, url: session.url }),
          );
          counts.email += 1;
        } catch (error) {
          services.log.warn(`Reminder mail to ${fan.email} failed`, error);
        }
      }
      if (devices.length > 0 && keys && (await claim(fan.userId, session.uid, 'push'))) {
        const payload = JSON.stringify({
          title,
          body: `Starts at ${startsAt}.`,
          url: session.url,
          tag: session.uid,
        });
        const vapid = {
          subject: vapidSubject(services),
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        };
        const ttl = Math.max(60, Math.round((session.startsAt.getTime() - now.getTime()) / 1000));
        for (const device of devices) {
          try {
            const status = await deliver(device, payload, vapid, ttl);
            if (status === 404 || status === 410) {
              await services.db
                .delete(pushSubscriptions)
                .where(eq(pushSubscriptions.endpoint, device.endpoint));
              counts.gone += 1;
            } else if (status >= 200 && status < 300) {
              counts.push += 1;
            } else {
              services.log.warn(`Push reminder to ${new URL(device.endpoint).host} answered ${status}`);
            }
          } catch (error) {
            services.log.warn(`Push reminder to ${new URL(device.endpoint).host} failed`, error);
          }
        }
      }
    }
  }
  return counts;
}

/**
 * Who push services may contact about our requests (VAPID's `sub`, an https: or mailto: URL): the
 * contact address, else the site when it is on https, else the address our mail comes from.
 */
function vapidSubject(services: Services): string {
  const { CONTACT_EMAIL, PUBLIC_URL, MAIL_FROM } = services.env;
  if (CONTACT_EMAIL) return `mailto:${CONTACT_EMAIL}`;
  if (PUBLIC_URL.startsWith('https:')) return PUBLIC_URL;
  return `mailto:${MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? MAIL_FROM}`;
}
