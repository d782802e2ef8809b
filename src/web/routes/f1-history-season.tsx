import { data } from 'react-router';
import { historySeasonPage } from '#server/features/history/history.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
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
  const page = Number.isNaN(year) ? undefined : await historySeasonPage(await readerOf(context), year);
  if (!page) throw data({ year: params.year }, { status: 404, statusText: 'Not Found' });
  const currentSeason = await seasonInFocus(services);
  const { hidden, season } = page;
  return { year, hidden, season: season && { ...season, currentSeason }, currentSeason };
}

export default function F1HistorySeason({ loaderData }: Route.ComponentProps) {
  const { season, year, hidden } = loaderData;
  if (season) return <SeasonView season={season} />;
  return (
    <main className="page history-page">
      <p className="eyebrow">F1 history</p>
      <h1>The {year} season</h1>
      <SpoilerHidden what={`the ${year} winners, poles and championship tables`} sessions={hidden} />
    </main>
  );
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
