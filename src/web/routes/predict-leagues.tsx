import { Form, Link } from 'react-router';
import { leaguesAction, leaguesPage } from '#server/features/predictions/predict-pages.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { leagueNameLength } from '#shared/predictions.ts';
import { Field } from '#web/components/forms/field.tsx';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import '#web/features/predictions/predictions.css';
import type { Route } from './+types/predict-leagues';

export const handle: PageHandle = { query: ['done'] };

export function meta() {
  return [{ title: 'Your leagues · Predict the weekend · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, url }: Route.LoaderArgs) {
  return leaguesPage(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return leaguesAction(context, request, url);
}

export default function PredictLeagues({ loaderData, actionData }: Route.ComponentProps) {
  const { leagues, left } = loaderData;
  const errors = actionData?.errors;
  return (
    <main className="page predict-page">
      <header>
        <p className="eyebrow">Predict the weekend</p>
        <h1>Your leagues</h1>
        <p className="lede">
          A league is a table of you and your friends. Create one and share its invite link; whoever opens it
          while signed in can join.
        </p>
        <p className="predict-page__nav">
          <Link to="/predict">Your picks</Link>
          <Link to="/predict/table">Season table</Link>
        </p>
      </header>
      {left && (
        <p className="predict-saved" role="status">
          You have left the league.
        </p>
      )}
      <section aria-labelledby="league-list">
        <h2 id="league-list">Leagues you are in</h2>
        {leagues.length === 0 ? (
          <p>None yet. Create one below, or open an invite link a friend sent you.</p>
        ) : (
          <ul className="league-list">
            {leagues.map((league) => (
              <li key={league.id}>
                <Link to={`/predict/leagues/${league.id}`}>{league.name}</Link>{' '}
                <span className="muted">
                  {league.members} {league.members === 1 ? 'member' : 'members'}
                  {league.closed ? ', closed' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="new-league">
        <h2 id="new-league">Create a league</h2>
        <Form method="post" className="league-invite">
          <FormAlert message={errors?.form} />
          <Field
            name="name"
            label="League name"
            hint={`${leagueNameLength.min} to ${leagueNameLength.max} characters; the members see it.`}
            required
            minLength={leagueNameLength.min}
            maxLength={leagueNameLength.max}
            error={errors?.name}
          />
          <p>
            <button type="submit" className="button button--primary">
              Create the league
            </button>
          </p>
        </Form>
      </section>
    </main>
  );
}
