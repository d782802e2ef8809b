import { Link } from 'react-router';
import { seasonTablePage } from '#server/features/predictions/predict-pages.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { seasonTablePageSize } from '#shared/predictions.ts';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { PredictionsTable } from '#web/features/predictions/predictions-table.tsx';
import '#web/features/predictions/predictions.css';
import type { Route } from './+types/predict-table';

export const handle: PageHandle = { query: ['season', 'page'] };

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `Predictions table${data ? ` · ${data.season}` : ''} · Pitwall` },
    {
      name: 'description',
      content: 'Every player of Predict the weekend, ranked by their points this season.',
    },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return seasonTablePage(context, url, await readerOf(context));
}

export default function PredictTable({ loaderData }: Route.ComponentProps) {
  const { season, page, table, userId, hidden } = loaderData;
  const pages = Math.max(1, Math.ceil(table.players / seasonTablePageSize));
  const at = (n: number) => `/predict/table?season=${season}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <main className="page predict-page">
      <header>
        <p className="eyebrow">Predict the weekend</p>
        <h1>{season} season table</h1>
        <p className="predict-page__nav">
          <Link to="/predict">Your picks</Link>
          <Link to="/predict/leagues">Your leagues</Link>
        </p>
      </header>
      {hidden.length > 0 && (
        <SpoilerHidden what="how the table moved after these sessions" sessions={hidden} />
      )}
      {table.players === 0 ? (
        <p>No one has a score for {season} yet.</p>
      ) : (
        <>
          <PredictionsTable
            id="season-table"
            caption={`${table.players} ${table.players === 1 ? 'player' : 'players'}, page ${page} of ${pages}`}
            rows={table.rows}
            userId={userId}
          />
          <nav className="predict-pager" aria-label="Pages of the table">
            {page > 1 && <Link to={at(page - 1)}>Previous page</Link>}
            {page < pages && <Link to={at(page + 1)}>Next page</Link>}
          </nav>
        </>
      )}
    </main>
  );
}
