import { data, redirect } from 'react-router';
import type { SessionUser } from '#server/auth/session.server.ts';
import { formRefusal } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import type { FieldErrors } from '#shared/account-rules.ts';
import { choicesCovering } from '#shared/calendar-export.ts';
import {
  loadReminderSettings,
  pushPublicKey,
  reminderChoices,
  removeReminderSettings,
  saveReminderSettings,
} from './reminders.server.ts';

export type RemindersFormData = {
  form: 'reminders';
  errors: FieldErrors;
  values: { sessions: string[]; minutesBefore: string; byEmail: boolean; picksLock: boolean };
};

/** The reminders part of /profile/calendar: the fan's settings, devices and the push key. */
export async function remindersSection(services: Services, user: SessionUser) {
  const { settings, devices } = await loadReminderSettings(services, user.id);
  return {
    settings: settings && {
      sessions: choicesCovering(settings.sessions),
      minutesBefore: String(settings.minutesBefore),
      byEmail: settings.byEmail,
      picksLock: settings.picksLock,
    },
    devices,
    vapidPublicKey: pushPublicKey(services),
    choices: [...reminderChoices],
    emailConfirmed: user.emailVerified,
  };
}

/**
 * The reminders form's buttons: save (`reminders`) or turn off (`reminders-off`). Refusals come back
 * beside the field; what was stored stays.
 */
export async function remindersAction(services: Services, user: SessionUser, form: FormData, intent: string) {
  if (intent === 'reminders-off') {
    await removeReminderSettings(services, user.id);
    throw redirect('/profile/calendar?done=reminders-off');
  }
  const values = {
    sessions: form.getAll('reminderSessions').map(String),
    minutesBefore: String(form.get('minutesBefore') ?? ''),
    byEmail: form.get('byEmail') === 'on',
    picksLock: form.get('picksLock') === 'on',
  };
  try {
    await saveReminderSettings(services, user.id, {
      sessions: values.sessions,
      minutesBefore: Number(values.minutesBefore),
      byEmail: values.byEmail,
      picksLock: values.picksLock,
    });
  } catch (error) {
    const refusal = formRefusal(error);
    if (!refusal) throw error;
    return data<RemindersFormData>({ form: 'reminders', errors: refusal.errors, values }, refusal.init);
  }
  throw redirect('/profile/calendar?done=reminders');
}
