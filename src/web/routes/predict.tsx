import { Link } from 'react-router';
import { predictAction, predictPage } from '#server/features/predictions/predict-pages.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { exactPoints, podiumPoints } from '#shared/predictions.ts';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { PickForm } from '#web/features/predictions/pick-form.tsx';
import { SeasonPicks } from '#web/features/predictions/season-picks.tsx';
import '#web/features/predictions/predictions.css';
import type { Route } from './+types/predict';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['saved'] };

export function meta({ data }: Route.MetaArgs) {
  const meeting = data?.meeting;
  return [
    { title: `Predict the weekend${meeting ? ` · ${meeting.season} ${meeting.name}` : ''} · Pitwall` },
    {
      name: 'description',
      content:
        'Predict pole, the podium and the fastest lap of every Grand Prix, scored from the official results, with leagues among friends.',
    },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return predictPage(context, url, await readerOf(context));
}

/** Cross-site posts are refused first; a visitor is sent to log in; then the same write as POST /api/predictions. */
export function action({ context, request, url }: Route.ActionArgs) {
  return predictAction(context, request, url);
}

export default function Predict({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, saved, meeting, drivers, picks, season, mine, hidden } = loaderData;
  return (
    <main className="page predict-page">
      <header>
        <p className="eyebrow">Predict the weekend</p>
        <h1>{meeting ? `${meeting.season} ${meeting.name}` : 'Predict the weekend'}</h1>
        <p className="lede">
          Pick the pole sitter, the podium in order and the fastest lap (and the sprint winner on a sprint
          weekend). Each pick locks when its session starts and is scored from the official results: 5 points
          for the right driver, 2 for a podium driver in another place of the podium.
        </p>
        <p className="predict-page__nav">
          <Link to="/predict/table">Season table</Link>
          <Link to="/predict/leagues">Your leagues</Link>
          <a href="#rules">How scoring works</a>
        </p>
      </header>
      {saved && (
        <p className="predict-saved" role="status">
          Your picks are saved. You can change each one until its session starts.
        </p>
      )}
      {!meeting ? (
        <p>
          There is no Grand Prix ahead on the calendar yet: picks open when the next season's is published.
        </p>
      ) : signedIn ? (
        <section aria-labelledby="your-picks">
          <h2 id="your-picks">Your picks</h2>
          <PickForm meeting={meeting} picks={picks} drivers={drivers} errors={actionData?.errors} />
        </section>
      ) : (
        <section className="card card--accent" aria-labelledby="predict-invite">
          <h2 id="predict-invite">Sign in to play</h2>
          <p>Every fan with a free account can predict each Grand Prix and join leagues with friends.</p>
          <p className="predict-actions">
            <Link className="button button--primary" to="/login?redirectTo=%2Fpredict">
              Log in to predict
            </Link>
            <Link className="button button--outline" to="/signup">
              Create an account
            </Link>
          </p>
        </section>
      )}
      {mine && (
        <section aria-labelledby="your-season">
          <h2 id="your-season">Your {season} season</h2>
          {hidden.length > 0 && <SpoilerHidden what="the scores of these sessions" sessions={hidden} />}
          <SeasonPicks season={mine.season} races={mine.races} total={mine.total} />
        </section>
      )}
      <section className="prose" aria-labelledby="rules">
        <h2 id="rules">How scoring works</h2>
        <ul>
          <li>
            Pole position, the sprint winner, the race winner and the fastest lap: {exactPoints} points for
            the right driver.
          </li>
          <li>
            Second and third in the race, like the winner: {exactPoints} points for the driver in that place,{' '}
            {podiumPoints} for a driver who finished on the podium in another place.
          </li>
          <li>
            Each pick locks when its session starts (pole when qualifying starts, the sprint winner when the
            sprint starts, the rest when the race starts). Until then you can change it as often as you like.
          </li>
          <li>
            Picks are scored when the session's official result is stored, and scored again if it is
            corrected.
          </li>
          <li>
            Tables rank players by points, then by exact picks (picks worth {exactPoints} points). Players
            equal on both share the place.
          </li>
        </ul>
      </section>
    </main>
  );
}
