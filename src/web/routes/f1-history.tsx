import { historyOverview } from '#server/features/history/history.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { EraTimeline } from '#web/features/history/era-timeline.tsx';
import { RecordCards } from '#web/features/history/record-cards.tsx';
import '#web/features/history/history.css';
import type { Route } from './+types/f1-history';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: 'F1 history: every champion and the records · Pitwall' },
    {
      name: 'description',
      content: `Every Formula 1 champion from 1950 to ${loaderData?.lastSeason ?? 'today'}, era by era, and the records: titles, wins, poles, podiums, starts and more.`,
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return historyOverview(context.get(serverContext).services);
}

export default function F1History({ loaderData: overview }: Route.ComponentProps) {
  return (
    <main className="page history-page">
      <header>
        <p className="eyebrow">F1 history</p>
        <h1>Champions and records</h1>
        <p className="lead">
          Every world champion from 1950 to {overview.lastSeason}, season by season, and the records counted
          from every Grand Prix in our data.
        </p>
      </header>
      <section aria-labelledby="records-title">
        <h2 id="records-title">Records</h2>
        <p className="muted">
          Counted from the race data: Grands Prix only (no sprints) for wins, poles, podiums, starts and
          fastest laps; championship points as each season’s table gave them.
        </p>
        <RecordCards overview={overview} />
      </section>
      <EraTimeline eras={overview.eras} />
    </main>
  );
}
