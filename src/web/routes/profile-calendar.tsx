import { assertSameOrigin, requireSignedIn } from '#server/auth/pages/guards.server.ts';
import {
  calendarSubscriptionAction,
  calendarSubscriptionPage,
} from '#server/features/schedule/personal-feed-page.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { CalendarSubscription } from '#web/features/schedule/calendar-subscription.tsx';
import '#web/features/schedule/schedule.css';
import type { Route } from './+types/profile-calendar';

export function meta() {
  return [{ title: 'Your calendar · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** docs/product.md §6: signed-in only. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const user = await requireSignedIn({ context, request, url });
  return calendarSubscriptionPage(context.get(serverContext).services, user, url);
}

/** Cross-site posts are refused before anything is read. */
export async function action({ context, request, url }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const user = await requireSignedIn({ context, request, url });
  return calendarSubscriptionAction(context.get(serverContext).services, user, request);
}

export default function ProfileCalendar({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="page calendar-subscription-page">
      <header>
        <p className="eyebrow">Your profile</p>
        <h1>Your calendar</h1>
        <p className="lede">
          The sessions you choose, in your own calendar app, with a reminder before each. When a session moves
          or a weekend is called off, your calendar shows the change at its next refresh.
        </p>
      </header>
      <CalendarSubscription page={loaderData} result={actionData} />
    </main>
  );
}
