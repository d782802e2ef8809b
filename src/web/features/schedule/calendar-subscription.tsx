import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type {
  CalendarSubscriptionData,
  calendarSubscriptionPage,
} from '#server/features/schedule/personal-feed-page.server.ts';
import { exportChoices } from '#shared/calendar-export.ts';
import { minutesBeforeLabel } from '#shared/minutes-before.ts';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { useFocusFirstError } from '#web/components/forms/use-focus-first-error.ts';
import { ChoiceList } from '#web/components/ui/choice-list.tsx';

type Page = Awaited<ReturnType<typeof calendarSubscriptionPage>>;

/**
 * The fan's calendar subscription: which sessions, an alarm before each, the secret address to
 * subscribe to, a new address if the old one was shared, and turning it off. Plain forms.
 */
export function CalendarSubscription({
  page,
  result,
}: {
  page: Page;
  result: CalendarSubscriptionData | undefined;
}) {
  const { feed } = page;
  const errors = result?.errors ?? {};
  const sessions = result?.values.sessions ?? feed?.sessions ?? exportChoices.map((choice) => choice.value);
  const alarm = result?.values.alarm ?? feed?.alarm ?? '30';
  const submitting = useNavigation().state === 'submitting';
  const formRef = useFocusFirstError(result);
  const id = useId();
  return (
    <>
      {feed && (
        <section className="card calendar-address" aria-labelledby={`${id}-address`}>
          <h2 id={`${id}-address`}>Your calendar address</h2>
          <p>
            <a className="button button--primary" href={feed.webcal}>
              Subscribe in your calendar app
            </a>
          </p>
          <label className="field__label" htmlFor={`${id}-https`}>
            Or paste this address where your calendar asks for one (Google Calendar: “From URL”)
          </label>
          <input
            id={`${id}-https`}
            className="field__input calendar-address__url"
            readOnly
            value={feed.https}
          />
          <p className="muted">
            Anyone with this address can see your calendar. Keep it to yourself; if it got out, get a new one
            below.
          </p>
        </section>
      )}
      <Form
        method="post"
        className="card calendar-subscription"
        ref={formRef}
        noValidate
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`}>{feed ? 'Calendar settings' : 'Subscribe to your calendar'}</h2>
        <FormAlert message={errors.form} />
        <ChoiceList
          name="sessions"
          legend="Sessions in your calendar"
          choices={exportChoices}
          checked={sessions}
          error={errors.sessions}
        />
        <div className={`field${errors.alarmMinutes ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-alarm`}>
            Alarm in your calendar
          </label>
          <select
            id={`${id}-alarm`}
            name="alarm"
            className="field__input"
            defaultValue={alarm}
            aria-invalid={errors.alarmMinutes ? true : undefined}
            aria-describedby={errors.alarmMinutes ? `${id}-alarm-error` : undefined}
          >
            <option value="">No alarm</option>
            {page.alarmChoices.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {minutesBeforeLabel(minutes)}
              </option>
            ))}
          </select>
          {errors.alarmMinutes && (
            <p className="field__error" id={`${id}-alarm-error`}>
              {errors.alarmMinutes}
            </p>
          )}
        </div>
        <div className="calendar-subscription__actions">
          <button
            type="submit"
            name="intent"
            value="save"
            className="button button--primary"
            disabled={submitting}
          >
            {feed ? 'Save' : 'Create my calendar address'}
          </button>
          {feed && (
            <>
              <button
                type="submit"
                name="intent"
                value="reset"
                className="button button--outline"
                disabled={submitting}
              >
                New address
              </button>
              <button
                type="submit"
                name="intent"
                value="remove"
                className="button button--outline"
                disabled={submitting}
              >
                Turn off
              </button>
            </>
          )}
        </div>
      </Form>
    </>
  );
}
