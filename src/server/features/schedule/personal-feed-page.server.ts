import { data, redirect } from 'react-router';
import type { SessionUser } from '#server/auth/session.server.ts';
import { formRefusal } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import type { FieldErrors } from '#shared/account-rules.ts';
import { choicesCovering } from '#shared/calendar-export.ts';
import {
  alarmChoices,
  feedAddresses,
  loadPersonalFeed,
  removePersonalFeed,
  savePersonalFeed,
} from './personal-feed.server.ts';

export type CalendarSubscriptionData = {
  form: 'calendar';
  errors: FieldErrors;
  values: { sessions: string[]; alarm: string };
};

/** The calendar part of /profile/calendar: the fan's feed, if any, with its addresses and ticked choices. */
export async function calendarSubscriptionPage(services: Services, user: SessionUser) {
  const feed = await loadPersonalFeed(services, user.id);
  return {
    feed: feed && {
      ...feedAddresses(services.env.PUBLIC_URL, feed.token),
      sessions: choicesCovering(feed.sessions),
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
export async function calendarSubscriptionAction(
  services: Services,
  user: SessionUser,
  form: FormData,
  intent: string,
) {
  const values = {
    sessions: form.getAll('sessions').map(String),
    alarm: String(form.get('alarm') ?? ''),
  };
  if (!['save', 'reset', 'remove'].includes(intent)) {
    return data<CalendarSubscriptionData>(
      { form: 'calendar', errors: { form: 'That is not something this form does.' }, values },
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
    const refusal = formRefusal(error);
    if (!refusal) throw error;
    return data<CalendarSubscriptionData>({ form: 'calendar', errors: refusal.errors, values }, refusal.init);
  }
  throw redirect(`/profile/calendar?done=${intent === 'reset' ? 'reset' : 'saved'}`);
}
