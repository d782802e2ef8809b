import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type {
  RemindersFormData,
  remindersSection,
} from '#server/features/reminders/reminders-page.server.ts';
import { exportChoices } from '#shared/calendar-export.ts';
import { minutesBeforeLabel } from '#shared/minutes-before.ts';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { useFocusFirstError } from '#web/components/forms/use-focus-first-error.ts';
import { ChoiceList } from '#web/components/ui/choice-list.tsx';
import { PushToggle } from './push-toggle.tsx';
import './reminders.css';

type Section = Awaited<ReturnType<typeof remindersSection>>;

const devicesText = (devices: number) =>
  devices === 0 ? 'on no device yet' : devices === 1 ? 'on 1 device' : `on ${devices} devices`;

/**
 * Reminders before the sessions a fan picks: by e-mail (a plain form) and on this device by Web
 * Push (a button that needs JavaScript and the browser's permission).
 */
export function ReminderSettings({
  section,
  result,
}: {
  section: Section;
  result: RemindersFormData | undefined;
}) {
  const { settings } = section;
  const errors = result?.errors ?? {};
  const sessions = result?.values.sessions ?? settings?.sessions ?? ['qualifying', 'race'];
  const minutesBefore = result?.values.minutesBefore ?? settings?.minutesBefore ?? '30';
  const byEmail = result?.values.byEmail ?? settings?.byEmail ?? false;
  const picksLock = result?.values.picksLock ?? settings?.picksLock ?? false;
  const submitting = useNavigation().state === 'submitting';
  const formRef = useFocusFirstError(result);
  const id = useId();
  return (
    <section className="card reminder-settings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Reminders</h2>
      <p className="muted">
        {settings
          ? `On: ${settings.byEmail ? 'by e-mail' : 'not by e-mail'}, ${devicesText(section.devices)}.`
          : 'Off. Choose the sessions and when, then save.'}
      </p>
      <Form method="post" className="reminder-settings__form" ref={formRef} noValidate>
        <FormAlert message={errors.form} />
        <ChoiceList
          name="reminderSessions"
          legend="Sessions to be reminded of"
          choices={exportChoices}
          checked={sessions}
          error={errors.sessions}
        />
        <div className={`field${errors.minutesBefore ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-before`}>
            When
          </label>
          <select
            id={`${id}-before`}
            name="minutesBefore"
            className="field__input"
            defaultValue={minutesBefore}
            aria-invalid={errors.minutesBefore ? true : undefined}
            aria-describedby={errors.minutesBefore ? `${id}-before-error` : undefined}
          >
            {section.choices.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {minutesBeforeLabel(minutes)}
              </option>
            ))}
          </select>
          {errors.minutesBefore && (
            <p className="field__error" id={`${id}-before-error`}>
              {errors.minutesBefore}
            </p>
          )}
        </div>
        <label className="choice">
          <input
            type="checkbox"
            name="picksLock"
            defaultChecked={picksLock}
            aria-describedby={`${id}-picks-hint`}
          />
          Before my predictions lock
        </label>
        <p className="field__hint" id={`${id}-picks-hint`}>
          Predict the weekend: before the first pick of each Grand Prix locks, as long before as above.
        </p>
        <label className="choice">
          <input
            type="checkbox"
            name="byEmail"
            defaultChecked={byEmail}
            aria-describedby={`${id}-email-hint`}
          />
          By e-mail
        </label>
        <p className="field__hint" id={`${id}-email-hint`}>
          {section.emailConfirmed
            ? 'To the address you signed up with.'
            : 'Confirm your e-mail address first: reminders only go to a confirmed one.'}
        </p>
        <div className="reminder-settings__actions">
          <button
            type="submit"
            name="intent"
            value="reminders"
            className="button button--primary"
            disabled={submitting}
          >
            Save reminders
          </button>
          {settings && (
            <button
              type="submit"
              name="intent"
              value="reminders-off"
              className="button button--outline"
              disabled={submitting}
            >
              Turn reminders off
            </button>
          )}
        </div>
      </Form>
      <PushToggle vapidPublicKey={section.vapidPublicKey} />
    </section>
  );
}
