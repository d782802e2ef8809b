import { data, redirect } from 'react-router';
import type { SessionUser } from '#server/auth/session.server.ts';
import { InvalidInput } from '#server/http/errors.ts';
import { adminFormLimit, readFormData } from '#server/http/read-form-data.ts';
import type { Services } from '#server/services.ts';
import type { FieldErrors } from '#shared/account-rules.ts';
import { exportChoices, sessionGroups } from '#shared/calendar-export.ts';
import type { WeekendSessionKind } from '#shared/sessions.ts';
import {
  alarmChoices,
  feedAddresses,
  loadPersonalFeed,
  removePersonalFeed,
  savePersonalFeed,
} from './personal-feed.server.ts';

export type CalendarSubscriptionData = { errors: FieldErrors; values: { sessions: string[]; alarm: string } };

/** The form's choices that a stored list of kinds covers whole ("practice" only with all four). */
function chosen(kinds: readonly WeekendSessionKind[]): string[] {
  return exportChoices
    .map((choice) => choice.value)
    .filter((value) => {
      const covered: readonly WeekendSessionKind[] =
        value === 'practice' ? sessionGroups.practice : [value as WeekendSessionKind];
      return covered.every((kind) => kinds.includes(kind));
    });
}

const outcomes = ['saved', 'reset', 'removed'] as const;

/**
 * What /profile/calendar shows: the fan's feed, if any, with its addresses and ticked choices, and
 * what the last button did (`?done=`, after the redirect that follows a post).
 */
export async function calendarSubscriptionPage(services: Services, user: SessionUser, url: URL) {
  const feed = await loadPersonalFeed(services, user.id);
  const done = outcomes.find((outcome) => outcome === url.searchParams.get('done')) ?? null;
  return {
    done,
    feed: feed && {
      ...feedAddresses(services.env.PUBLIC_URL, feed.token),
      sessions: chosen(feed.sessions),
      alarm: feed.alarmMinutes === null ? '' : String(feed.alarmMinutes),
    },
    alarmChoices: [...alarmChoices],
  };
}

/**
 * The page's three buttons: save the sessions and alarm (creating the address the first time), a
 * new address (the old one stops answering), or turn the feed off. Refusals come back beside the
 * field; what was stored stays.
 */
export async function calendarSubscriptionAction(services: Services, user: SessionUser, request: Request) {
  const form = await readFormData(request, adminFormLimit);
  const intent = String(form.get('intent') ?? 'save');
  const values = {
    sessions: form.getAll('sessions').map(String),
    alarm: String(form.get('alarm') ?? ''),
  };
  if (!['save', 'reset', 'remove'].includes(intent)) {
    return data<CalendarSubscriptionData>(
      { errors: { form: 'That is not something this form does.' }, values },
      { status: 400 },
    );
  }
  if (intent === 'remove') {
    await removePersonalFeed(services, user.id);
    throw redirect('/profile/calendar?done=removed');
  }
  try {
    await savePersonalFeed(
      services,
      user.id,
      { sessions: values.sessions, alarmMinutes: values.alarm === '' ? null : Number(values.alarm) },
      { newAddress: intent === 'reset' },
    );
  } catch (error) {
    if (error instanceof InvalidInput) {
      return data<CalendarSubscriptionData>({ errors: error.fields, values }, { status: error.status });
    }
    throw error;
  }
  throw redirect(`/profile/calendar?done=${intent === 'reset' ? 'reset' : 'saved'}`);
}
