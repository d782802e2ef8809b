import { Form } from 'react-router';
import { spoilersAction, spoilersPage } from '#server/features/spoilers/spoilers-page.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { LocalTime, sessionStart } from '#web/components/ui/local-time.tsx';
import '#web/components/ui/spoiler-hidden.css';
import type { Route } from './+types/spoilers';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['done'] };

export function meta() {
  return [
    { title: 'Spoiler shield · Pitwall' },
    {
      name: 'description',
      content:
        'Watching a race later? Keep its results, standings and news off Pitwall until you have seen it.',
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export function loader({ context, url }: Route.LoaderArgs) {
  return spoilersPage(context, url);
}

/** Cross-site posts are refused before anything is read. */
export function action({ context, request }: Route.ActionArgs) {
  return spoilersAction(context, request);
}

export default function Spoilers({ loaderData, actionData }: Route.ComponentProps) {
  const { shield, signedIn, done } = loaderData;
  const errors = actionData?.errors;
  return (
    <main className="page spoilers-page">
      <header>
        <p className="eyebrow">Spoiler shield</p>
        <h1>Watching later? Keep the results hidden</h1>
        <p className="lede">
          With the shield on, Pitwall keeps the outcome of every qualifying, sprint and race you have not
          watched yet off its pages: classifications, podiums, standings, vote results and news published
          after the session started. Each hidden part has a button to mark the session as watched.
        </p>
        <p>
          {signedIn
            ? 'Your choice is kept with your account, on every device you sign in on.'
            : 'Your choice is kept in a cookie in this browser. Sign in to keep it on every device.'}
        </p>
      </header>
      <FormAlert message={errors && (Object.values(errors)[0] ?? 'That did not work.')} />
      {done === 'off' && !shield.on && (
        <p className="card" role="status">
          The spoiler shield is off: every result shows again.
        </p>
      )}
      {shield.on ? (
        <section className="card spoilers-page__state" aria-labelledby="shield-state">
          <h2 id="shield-state">The shield is on</h2>
          <p>
            Hiding the outcomes of sessions from <LocalTime at={shield.hideFrom} options={sessionStart} /> on.
          </p>
          {shield.hidden.length === 0 ? (
            <p>Nothing is hidden right now: you are up to date.</p>
          ) : (
            <>
              <h3>Hidden now</h3>
              <ul className="spoilers-page__sessions">
                {shield.hidden.map((session) => (
                  <li key={session.key}>
                    <span>{session.label}</span>
                    <Form method="post">
                      <input type="hidden" name="session" value={session.key} />
                      <button
                        type="submit"
                        name="intent"
                        value="watched"
                        className="button button--outline"
                        aria-label={`Mark ${session.label} as watched`}
                      >
                        Mark as watched
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Form method="post" className="spoiler-hidden__actions">
            {shield.hidden.length > 0 && (
              <button type="submit" name="intent" value="up-to-date" className="button button--primary">
                I'm up to date
              </button>
            )}
            <button type="submit" name="intent" value="off" className="button button--outline">
              Turn the shield off
            </button>
          </Form>
        </section>
      ) : (
        <section className="card spoilers-page__state" aria-labelledby="shield-state">
          <h2 id="shield-state">The shield is off</h2>
          <p>
            Turned on now, it hides this weekend's sessions that have already started, if one is under way or
            just over, and every session from then on until you mark it watched.
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="on" className="button button--primary">
              Turn the shield on
            </button>
          </Form>
        </section>
      )}
    </main>
  );
}
