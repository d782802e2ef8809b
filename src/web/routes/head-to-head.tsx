import { data, isRouteErrorResponse } from 'react-router';
import { driverChoices, headToHead } from '#server/features/history/head-to-head.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { HeadToHeadPicker } from '#web/features/history/head-to-head-picker.tsx';
import { HeadToHeadView } from '#web/features/history/head-to-head-view.tsx';
import '#web/features/history/history.css';
import '#web/features/history/head-to-head.css';
import type { Route } from './+types/head-to-head';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['a', 'b', 'season'] };

export function meta({ loaderData }: Route.MetaArgs) {
  const result = loaderData?.result;
  const names = result ? [result.a.name, result.b?.name].filter(Boolean).join(' vs ') : '';
  return [
    { title: names ? `${names} · Head-to-head · Pitwall` : 'Head-to-head · Pitwall' },
    {
      name: 'description',
      content:
        'Compare two Formula 1 drivers over a season or a career: wins, podiums, poles, points, and who finished and qualified ahead.',
    },
  ];
}

type BadInput = { field: string; message: string };
const badInput = (field: string, message: string) => data<BadInput>({ field, message }, { status: 400 });
const driverId = /^[a-z0-9-]{1,80}$/;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const query = url.searchParams;
  const a = query.get('a') || null;
  const b = query.get('b') || null;
  const seasonParam = query.get('season') || null;
  if (a !== null && !driverId.test(a)) throw badInput('a', 'Pick the first driver from the list.');
  if (b !== null && !driverId.test(b)) throw badInput('b', 'Pick the second driver from the list.');
  if (seasonParam !== null && !/^\d{4}$/.test(seasonParam))
    throw badInput('season', 'A season is a year, like 2021.');
  const choices = await driverChoices(services);
  if (a === null) return { choices, result: null, a, b, season: null, hidden: [] };
  const reader = await readerOf(context);
  const found = await headToHead(reader, a, b, seasonParam === null ? null : Number(seasonParam));
  if (found.missing) throw badInput(found.missing, 'No driver of that id has started a Grand Prix.');
  const { result, season, hidden, names, sharedSeasons } = found;
  return { choices, result, a, b, season, hidden, names, sharedSeasons };
}

export default function HeadToHeadPage({ loaderData }: Route.ComponentProps) {
  const { choices, result, a, b, season, hidden } = loaderData;
  const names = 'names' in loaderData ? loaderData.names : null;
  const sharedSeasons = ('sharedSeasons' in loaderData && b ? loaderData.sharedSeasons : undefined) ?? [];
  return (
    <main className="page h2h-page">
      <header>
        <p className="eyebrow">Head-to-head</p>
        <h1>{names ?? 'Compare two drivers'}</h1>
        <p className="lead">
          Any two drivers since 1950, over a season or their careers. Results and qualifying duels count the
          races both started.
        </p>
      </header>
      <HeadToHeadPicker choices={choices} a={a} b={b} season={season} seasons={sharedSeasons} />
      {hidden.length > 0 && <SpoilerHidden what="this comparison" sessions={hidden} />}
      {result && <HeadToHeadView result={result} />}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const bad = isRouteErrorResponse(error) && error.status === 400 ? (error.data as BadInput) : null;
  return (
    <main className="page h2h-page">
      <title>Head-to-head · Pitwall</title>
      <h1>Head-to-head</h1>
      <div className="card" role="alert">
        <p>
          {bad
            ? `The field “${bad.field}” is not valid. ${bad.message}`
            : 'The comparison could not be shown.'}
        </p>
        <a href="/head-to-head" className="button button--primary">
          Start again
        </a>
      </div>
    </main>
  );
}
