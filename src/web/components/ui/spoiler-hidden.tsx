import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import type { HiddenSession } from '#shared/spoiler-shield.ts';
import './spoiler-hidden.css';

type Props = {
  /** What is kept back, e.g. "The race classification". */
  what: string;
  sessions: readonly HiddenSession[];
};

/**
 * In place of anything that tells a session's outcome while the spoiler shield is on: what is
 * hidden and why, and two buttons, a plain form without JavaScript. "Mark as watched" reveals these
 * sessions everywhere; "I'm up to date" reveals all. Both come back to this page.
 */
export function SpoilerHidden({ what, sessions }: Props) {
  const { pathname, search } = useLocation();
  const describedBy = useId();
  return (
    <section className="spoiler-hidden" aria-labelledby={`${describedBy}-title`}>
      <p className="spoiler-hidden__title" id={`${describedBy}-title`}>
        <ShieldIcon /> Hidden: {what}
      </p>
      <p className="spoiler-hidden__why" id={describedBy}>
        It would tell the outcome of {sessionList(sessions)}, which you have not marked as watched.
      </p>
      <Form method="post" action="/spoilers" className="spoiler-hidden__actions">
        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
        {sessions.map((session) => (
          <input key={session.key} type="hidden" name="session" value={session.key} />
        ))}
        <button
          type="submit"
          name="intent"
          value="watched"
          className="button button--primary"
          aria-describedby={describedBy}
        >
          Mark as watched
        </button>
        <button type="submit" name="intent" value="up-to-date" className="button button--outline">
          I'm up to date
        </button>
      </Form>
    </section>
  );
}

/** "the Abu Dhabi Grand Prix · Race and 1 more session". */
function sessionList(sessions: readonly HiddenSession[]): string {
  const [first, ...rest] = sessions;
  if (!first) return 'a session';
  if (rest.length === 0) return first.label;
  return `${first.label} and ${rest.length} more ${rest.length === 1 ? 'session' : 'sessions'}`;
}

function ShieldIcon() {
  return (
    <svg className="spoiler-hidden__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
