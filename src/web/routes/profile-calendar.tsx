import { requireSignedIn } from '#server/auth/pages/guards.server.ts';
import { remindersAction, remindersSection } from '#server/features/reminders/reminders-page.server.ts';
import {
  calendarSubscriptionAction,
  calendarSubscriptionPage,
} from '#server/features/schedule/personal-feed-page.server.ts';
import { adminFormLimit, readFormData } from '#server/http/read-form-data.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { ReminderSettings } from '#web/features/reminders/reminder-settings.tsx';
import { CalendarSubscription } from '#web/features/schedule/calendar-subscription.tsx';
import '#web/features/schedule/schedule.css';
import type { Route } from './+types/profile-calendar';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['done'] };

export function meta() {
  return [{ title: 'Your calendar and reminders · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** What the last button did, shown after the redirect that follows each post (`?done=`). */
const outcomes = {
  saved: 'Your calendar is saved. Subscribed calendars show it at their next refresh.',
  reset: 'Your calendar has a new address. The old one no longer works: subscribe again with this one.',
  removed: 'Your calendar address is turned off.',
  reminders: 'Your reminders are saved.',
  'reminders-off': 'Your reminders are turned off.',
} as const;

const outcomeOf = (url: URL) => {
  const done = url.searchParams.get('done');
  return done && Object.hasOwn(outcomes, done) ? outcomes[done as keyof typeof outcomes] : null;
};

/** docs/product.md §6: signed-in only. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requireSignedIn({ context, url });
  const { services } = context.get(serverContext);
  const [calendar, reminders] = await Promise.all([
    calendarSubscriptionPage(services, user),
    remindersSection(services, user),
  ]);
  return { calendar, reminders, done: outcomeOf(url) };
}

/** Cross-site posts are refused before anything is read; each form's buttons name their intent. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const user = await requireSignedIn({ context, url });
  const { services } = context.get(serverContext);
  const form = await readFormData(request, adminFormLimit);
  const intent = String(form.get('intent') ?? 'save');
  return intent.startsWith('reminders')
    ? remindersAction(services, user, form, intent)
    : calendarSubscriptionAction(services, user, form, intent);
}

export default function ProfileCalendar({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="page calendar-subscription-page">
      <header>
        <p className="eyebrow">Your profile</p>
        <h1>Your calendar and reminders</h1>
        <p className="lede">
          The sessions you choose, in your own calendar app and as reminders by e-mail or on this device. When
          a session moves or a weekend is called off, your calendar shows the change at its next refresh.
        </p>
      </header>
      {loaderData.done && !actionData && (
        <p className="card calendar-subscription__done" role="status">
          {loaderData.done}
        </p>
      )}
      <CalendarSubscription
        page={loaderData.calendar}
        result={actionData?.form === 'calendar' ? actionData : undefined}
      />
      <ReminderSettings
        section={loaderData.reminders}
        result={actionData?.form === 'reminders' ? actionData : undefined}
      />
    </main>
  );
}
