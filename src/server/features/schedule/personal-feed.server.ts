import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import ical, { ICalAlarmType, ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import { z } from 'zod';
import { enforceRateLimit } from '#server/auth/rate-limit.ts';
import { defineCache } from '#server/cache.ts';
import { calendarEventVersions, calendarFeeds } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import { etagOf } from '#server/http/etag.ts';
import { thisAndNextSeasonMeetings } from '#server/race-data/calendar.ts';
import type { Services } from '#server/services.ts';
import { chosenSessionKinds } from '#shared/session-choice.schemas.ts';
import type { WeekendSessionKind } from '#shared/sessions.ts';
import { sessionEvents } from './schedule-ics.ts';

/**
 * A fan's personal calendar feed (docs/product.md §6, decision 030): a secret address with the
 * sessions they chose and an alarm before each; every event keeps its UID, and its SEQUENCE and
 * LAST-MODIFIED move on whenever the session does (the sync or an admin rescheduled it, or the
 * meeting was called off).
 */

/** The alarm choices the form offers, in minutes; the API takes any whole number up to a week. */
export const alarmChoices = [0, 10, 15, 30, 60, 120, 1440] as const;

export type PersonalFeed = { token: string; sessions: WeekendSessionKind[]; alarmMinutes: number | null };

const feedInput = z.strictObject({
  sessions: chosenSessionKinds,
  alarmMinutes: z.number().int().min(0).max(10_080, 'At most a week (10080 minutes)').nullable(),
});
export type PersonalFeedInput = z.input<typeof feedInput>;

/** 32 random bytes, URL-safe: the only thing that opens the feed. */
const newToken = () => randomBytes(32).toString('base64url');
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const toFeed = (row: typeof calendarFeeds.$inferSelect): PersonalFeed => ({
  token: row.token,
  sessions: row.sessions.split(',') as WeekendSessionKind[],
  alarmMinutes: row.alarmMinutes,
});

export async function loadPersonalFeed(services: Services, userId: string): Promise<PersonalFeed | null> {
  const [row] = await services.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ? toFeed(row) : null;
}

/**
 * Creates the fan's feed or changes its sessions and alarm; the address stays the same unless
 * `newAddress` asks for another (the old one then answers 404). Bad input is a 400 naming the field.
 */
export async function savePersonalFeed(
  services: Services,
  userId: string,
  input: PersonalFeedInput,
  { newAddress = false } = {},
): Promise<PersonalFeed> {
  const parsed = feedInput.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  await enforceRateLimit(services, `calendar-feed:${userId}`, services.env.PROFILE_RATE_LIMIT, 'form');
  const { sessions, alarmMinutes } = parsed.data;
  const values = { sessions: sessions.join(','), alarmMinutes, updatedAt: services.clock.now() };
  const [row] = await services.db
    .insert(calendarFeeds)
    .values({ userId, token: newToken(), ...values })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: newAddress ? { ...values, token: newToken() } : values,
    })
    .returning();
  return toFeed(row!);
}

/** Turns the feed off: its address answers 404 from now on. */
export async function removePersonalFeed(services: Services, userId: string): Promise<void> {
  await services.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The feed's subscription address (webcal://…) and its https twin for calendars that ask for one. */
export function feedAddresses(publicUrl: string, token: string) {
  const https = `${publicUrl.replace(/\/+$/, '')}/calendar/${token}.ics`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/** What a subscriber's calendar shows of an event: when it changes, the event has a new version. */
const fingerprint = (event: ICalEventData) =>
  JSON.stringify([
    event.start,
    event.end,
    event.allDay ?? false,
    event.status ?? null,
    event.summary,
    event.location ?? null,
  ]);

/**
 * Each event's version: its SEQUENCE (how many times it has changed since a feed first carried it)
 * and LAST-MODIFIED. One statement records the events that changed, so two instances serving feeds
 * at once count a change once.
 */
async function versions(services: Services, events: ICalEventData[]) {
  const now = services.clock.now();
  if (events.length === 0) return new Map<string, { sequence: number; modifiedAt: Date }>();
  const rows = events.map((event) => ({
    uid: String(event.id),
    fingerprint: fingerprint(event),
    sequence: 0,
    modifiedAt: now,
  }));
  await services.db
    .insert(calendarEventVersions)
    .values(rows)
    .onConflictDoUpdate({
      target: calendarEventVersions.uid,
      set: {
        fingerprint: sql`excluded.fingerprint`,
        sequence: sql`${calendarEventVersions.sequence} + 1`,
        modifiedAt: sql`excluded.modified_at`,
      },
      setWhere: sql`${calendarEventVersions.fingerprint} <> excluded.fingerprint`,
    });
  const stored = await services.db
    .select()
    .from(calendarEventVersions)
    .where(
      inArray(
        calendarEventVersions.uid,
        rows.map((row) => row.uid),
      ),
    );
  return new Map(stored.map((row) => [row.uid, { sequence: row.sequence, modifiedAt: row.modifiedAt }]));
}

/** A feed as sent, and its ETag. */
export type PersonalCalendar = { body: string; etag: string };

/**
 * Each feed's text, kept by its token and settings: calendar apps ask again and again, and a feed
 * costs the thread that serves every page a whole season's events. New race data drops them all
 * (on every instance); new settings make a new key. An hour at most, for what moves with the
 * clock alone (the seasons a feed carries, its DTSTAMP).
 */
export const personalCalendarSpec = defineCache<PersonalCalendar>({
  name: 'calendar-feeds',
  maxEntries: 1000,
  maxSize: 32 * 1024 * 1024,
  sizeOf: (feed) => feed.body.length,
  ttlMs: 60 * 60 * 1000,
  dropOn: ['race-data.changed'],
});

/**
 * The feed a token opens, or null when no fan has that token (never issued, reset or turned off):
 * the chosen sessions of this season and any later one in the data. Each token may be asked
 * CALENDAR_FEED_RATE_LIMIT times per window, from any client (past it, 429 with Retry-After).
 */
export async function personalCalendar(services: Services, token: string): Promise<PersonalCalendar | null> {
  if (!tokenPattern.test(token)) return null;
  const [row] = await services.db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!row) return null;
  await enforceRateLimit(services, `calendar-feed-reads:${token}`, services.env.CALENDAR_FEED_RATE_LIMIT);
  const feed = toFeed(row);
  const key = `${feed.token}:${feed.sessions.join(',')}:${feed.alarmMinutes}`;
  return services.cache.use(personalCalendarSpec).get(key, async () => {
    const body = await calendarText(services, feed);
    return { body, etag: etagOf(new TextEncoder().encode(body)) };
  });
}

async function calendarText(services: Services, feed: PersonalFeed): Promise<string> {
  const now = services.clock.now();
  const events = sessionEvents(
    await thisAndNextSeasonMeetings(services),
    new Set(feed.sessions),
    services.env.PUBLIC_URL,
  );
  const byUid = await versions(services, events);
  const calendar = ical({
    prodId: { company: 'Pitwall', product: 'Your Formula 1 calendar', language: 'EN' },
    name: 'Formula 1 · your Pitwall calendar',
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    ttl: 60 * 60,
  });
  for (const event of events) {
    const version = byUid.get(String(event.id));
    calendar.createEvent({
      ...event,
      stamp: now,
      sequence: version?.sequence ?? 0,
      lastModified: version?.modifiedAt ?? now,
      alarms:
        feed.alarmMinutes === null || event.allDay
          ? []
          : [{ type: ICalAlarmType.display, trigger: feed.alarmMinutes * 60, description: event.summary }],
    });
  }
  return `${calendar.toString()}\r\n`;
}
