import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { enforceRateLimit } from '#server/auth/rate-limit.ts';
import type { SessionUser } from '#server/auth/session.server.ts';
import { spoilerShields, watchedSessions } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import { cookieValue } from '#server/http/request-text.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import type { Services } from '#server/services.ts';
import {
  defaultHideFrom,
  hiddenSessions,
  type Shield,
  type ShieldSettings,
  sessionKeyPattern,
  shieldOff,
} from '#shared/spoiler-shield.ts';

/**
 * The spoiler shield's settings (decision 033): on the account for a signed-in fan, in a cookie
 * for a visitor. Every page that shows an outcome asks `spoilerShield` what to hide.
 */

/** The visitor's cookie: `1.<hideFrom in seconds>[.<key>~<key>…]`, the newest watched keys kept. */
const shieldCookieName = 'pitwall-spoilers';
const cookieVersion = '1';
/** A cookie stays well under 4 KB: a season's outcome sessions fit many times over. */
const cookieWatchedLimit = 120;
const cookieMaxAgeSeconds = 400 * 24 * 3600;

function readCookie(header: string | null): ShieldSettings | null {
  const value = cookieValue(header, shieldCookieName);
  if (!value) return null;
  const [version, seconds, keys = ''] = value.split('.');
  if (version !== cookieVersion || !/^\d{1,12}$/.test(seconds ?? '')) return null;
  const watched = keys.split('~').filter((key) => sessionKeyPattern.test(key));
  return { hideFrom: new Date(Number(seconds) * 1000), watched };
}

function writeCookie(services: Services, settings: ShieldSettings | null): string {
  const secure = new URL(services.env.PUBLIC_URL).protocol === 'https:' ? '; Secure' : '';
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure}`;
  if (!settings) return `${shieldCookieName}=; Max-Age=0; ${attributes}`;
  const seconds = Math.floor(settings.hideFrom.getTime() / 1000);
  const keys = settings.watched.slice(-cookieWatchedLimit).join('~');
  return `${shieldCookieName}=${cookieVersion}.${seconds}${keys ? `.${keys}` : ''}; Max-Age=${cookieMaxAgeSeconds}; ${attributes}`;
}

/** Whose shield: a signed-in fan's (on the account) or a visitor's (the request's cookie). */
export type ShieldOwner = { user: SessionUser | null; cookie: string | null };

async function readShieldSettings(services: Services, owner: ShieldOwner): Promise<ShieldSettings | null> {
  if (!owner.user) return readCookie(owner.cookie);
  const userId = owner.user.id;
  const [row] = await services.db.select().from(spoilerShields).where(eq(spoilerShields.userId, userId));
  if (!row) return null;
  const watched = await services.db
    .select({ key: watchedSessions.sessionKey })
    .from(watchedSessions)
    .where(eq(watchedSessions.userId, userId));
  return { hideFrom: row.hideFrom, watched: watched.map((session) => session.key) };
}

/** The shield as pages apply it: off, or on with the sessions hidden at the clock's now. */
export async function spoilerShield(services: Services, owner: ShieldOwner): Promise<Shield> {
  const settings = await readShieldSettings(services, owner);
  if (!settings) return shieldOff;
  const meetings = await cachedMeetings(services);
  return {
    on: true,
    hideFrom: settings.hideFrom.toISOString(),
    hidden: hiddenSessions(settings, meetings, services.clock.now()),
  };
}

const shieldChange = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('on') }),
  z.strictObject({ intent: z.literal('off') }),
  z.strictObject({ intent: z.literal('up-to-date') }),
  z.strictObject({
    intent: z.literal('watched'),
    sessions: z
      .array(z.string().regex(sessionKeyPattern, 'Must name a session, such as 2026-24-race'))
      .min(1, 'Choose a session')
      .max(50, 'At most 50 sessions at once'),
  }),
]);
export type ShieldChange = z.input<typeof shieldChange>;

/**
 * Turns the shield on (hiding from the weekend under way or just gone) or off, marks sessions
 * watched, or reveals everything so far ("I'm up to date"). Marking or catching up with the shield
 * off changes nothing. Returns the visitor's new cookie; a fan's change is one transaction, within
 * PROFILE_RATE_LIMIT.
 */
export async function changeShield(
  services: Services,
  owner: ShieldOwner,
  input: ShieldChange,
): Promise<{ setCookie: string | null }> {
  const parsed = shieldChange.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const change = parsed.data;
  const now = services.clock.now();
  const hideFrom = change.intent === 'on' ? defaultHideFrom(await cachedMeetings(services), now) : now;
  if (!owner.user) {
    const current = readCookie(owner.cookie);
    const next = nextVisitorSettings(current, change, hideFrom);
    return { setCookie: next === current ? null : writeCookie(services, next) };
  }
  const userId = owner.user.id;
  await enforceRateLimit(services, `spoilers:${userId}`, services.env.PROFILE_RATE_LIMIT, 'form');
  await services.db.transaction(async (tx) => {
    switch (change.intent) {
      case 'on':
        await tx.insert(spoilerShields).values({ userId, hideFrom }).onConflictDoNothing();
        return;
      case 'off':
        await tx.delete(spoilerShields).where(eq(spoilerShields.userId, userId));
        return;
      case 'up-to-date': {
        const updated = await tx
          .update(spoilerShields)
          .set({ hideFrom, updatedAt: now })
          .where(eq(spoilerShields.userId, userId))
          .returning({ userId: spoilerShields.userId });
        if (updated.length > 0) await tx.delete(watchedSessions).where(eq(watchedSessions.userId, userId));
        return;
      }
      case 'watched': {
        const [shield] = await tx
          .select({ userId: spoilerShields.userId })
          .from(spoilerShields)
          .where(eq(spoilerShields.userId, userId))
          .for('update');
        if (!shield) return;
        await tx
          .insert(watchedSessions)
          .values(change.sessions.map((sessionKey) => ({ userId, sessionKey })))
          .onConflictDoNothing();
        return;
      }
    }
  });
  return { setCookie: null };
}

function nextVisitorSettings(
  current: ShieldSettings | null,
  change: z.output<typeof shieldChange>,
  hideFrom: Date,
): ShieldSettings | null {
  switch (change.intent) {
    case 'on':
      return current ?? { hideFrom, watched: [] };
    case 'off':
      return null;
    case 'up-to-date':
      return current && { hideFrom, watched: [] };
    case 'watched':
      return (
        current && {
          hideFrom: current.hideFrom,
          watched: [...current.watched.filter((key) => !change.sessions.includes(key)), ...change.sessions],
        }
      );
  }
}
