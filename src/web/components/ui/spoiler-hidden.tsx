import { Form, useLocation } from 'react-router';
import type { HiddenSession } from '#shared/spoiler-shield.ts';
import './spoiler-hidden.css';

/**
 * In place of anything that tells a session's outcome while the spoiler shield is on: what is
 * hidden and why, and two buttons, a plain form without JavaScript. "Mark as watched" reveals these
 * sessions everywhere; "I'm up to date" reveals all. Both come back to this page.
 */
export function SpoilerHidden({ what, sessions }: { what: string; sessions: readonly HiddenSession[] }) {
  const { pathname, search } = useLocation();
  const names = sessions.map((session) => session.label).join(', ');
  return (
    <section className="spoiler-hidden" aria-label={`Hidden: ${what}`}>
      <p className="spoiler-hidden__title">Hidden: {what}</p>
      <p className="spoiler-hidden__why">
        It would tell the outcome of {names}, which you have not marked as watched.
      </p>
      <Form method="post" action="/spoilers" className="spoiler-hidden__actions">
        <input type="hidden" name="returnTo" value={pathname + search} />
        {sessions.map((session) => (
          <input key={session.key} type="hidden" name="session" value={session.key} />
        ))}
        <button type="submit" name="intent" value="watched" className="button button--primary">
          Mark as watched
        </button>
        <button type="submit" name="intent" value="up-to-date" className="button button--outline">
          I'm up to date
        </button>
      </Form>
    </section>
  );
}
