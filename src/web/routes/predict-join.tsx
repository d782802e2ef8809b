import { Form, Link } from 'react-router';
import { joinAction, joinPage } from '#server/features/predictions/predict-pages.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import '#web/features/predictions/predictions.css';
import type { Route } from './+types/predict-join';

export const handle: PageHandle = { query: ['invite'] };

export function meta() {
  return [
    { title: 'Join a league · Predict the weekend · Pitwall' },
    // The invite's secret is in this page's address: the site's Referrer-Policy (same-origin) keeps
    // it from other sites, and the log names paths without their query.
    { name: 'robots', content: 'noindex' },
  ];
}

/** The loader's answer is never kept by a shared cache (it says so itself); nor is the page's. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function loader({ context, url }: Route.LoaderArgs) {
  return joinPage(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return joinAction(context, request, url);
}

export default function PredictJoin({ loaderData, actionData }: Route.ComponentProps) {
  const { league, token } = loaderData;
  return (
    <main className="page predict-page">
      <header>
        <p className="eyebrow">Predict the weekend</p>
        <h1>{league ? `Join ${league.name}` : 'This invite link does not work'}</h1>
      </header>
      {league ? (
        <Form method="post" className="card league-invite">
          <FormAlert message={actionData?.errors && Object.values(actionData.errors)[0]} />
          <p>
            {league.owner} invites you to their league. Its members see each other’s picks once they lock, and
            a table of their points.
          </p>
          <input type="hidden" name="invite" value={token} />
          <p className="predict-actions">
            <button type="submit" className="button button--primary">
              Join the league
            </button>
            <Link to="/predict">Not now</Link>
          </p>
        </Form>
      ) : (
        <p>
          The league may be closed, or its owner made a new link. Ask them for the current one.{' '}
          <Link to="/predict">Back to your picks</Link>
        </p>
      )}
    </main>
  );
}
