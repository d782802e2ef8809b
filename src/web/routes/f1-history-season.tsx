import { data } from 'react-router';
import { historySeason } from '#server/features/history/history.server.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { SeasonView } from '#web/features/history/season-view.tsx';
import '#web/features/history/history.css';
import type { Route } from './+types/f1-history-season';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Season not found · Pitwall' }, { name: 'robots', content: 'noindex' }];
  return [
    { title: `${loaderData.year} Formula 1 season · Pitwall` },
    {
      name: 'description',
      content: `The ${loaderData.year} Formula 1 season: every Grand Prix winner and pole, and the championship tables.`,
    },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const year = /^\d{4}$/.test(params.year) ? Number(params.year) : Number.NaN;
  const season = Number.isNaN(year) ? undefined : await historySeason(services, year);
  if (!season) throw data({ year: params.year }, { status: 404, statusText: 'Not Found' });
  return { ...season, currentSeason: await seasonInFocus(services) };
}

export default function F1HistorySeason({ loaderData }: Route.ComponentProps) {
  return <SeasonView season={loaderData} />;
}

export function ErrorBoundary() {
  return (
    <main className="page history-page">
      <title>Season not found · Pitwall</title>
      <div className="card">
        <h1>Season not found</h1>
        <p className="lead">We have every Formula 1 season from 1950. Pick one from the history page.</p>
        <a href="/f1-history" className="button button--primary">
          F1 history
        </a>
      </div>
    </main>
  );
}
