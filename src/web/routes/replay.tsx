import { Link } from 'react-router';
import { replayPage } from '#server/features/live/replay.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { sessionLabels } from '#shared/sessions.ts';
import { ReplayPlayer } from '#web/features/live/replay-player.tsx';
import '#web/components/ui/data-table.css';
import '#web/features/live/live.css';
import type { Route } from './+types/replay';

/** The stepped view's place: `?step=5` is the end of lap 5 (0 the start). */
export const handle: PageHandle = { query: ['step'] };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Replay not found · Pitwall' }];
  const { meeting, kind } = loaderData;
  return [
    { title: `${sessionLabels[kind]} replay · ${meeting.name} ${meeting.year} · Pitwall` },
    {
      name: 'description',
      content: `Replay the ${sessionLabels[kind]} of the ${meeting.year} ${meeting.name} from Formula 1's live timing: running order, gaps, sectors, tyres, flags and race control, lap by lap.`,
    },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const step = new URL(request.url).searchParams.get('step');
  return replayPage(
    context.get(serverContext).services,
    { year: params.year, meeting: params.meeting_name, session: params.session },
    step,
  );
}

const unavailable = {
  upcoming: 'This session has not been run yet.',
  missing: "Formula 1's archive has no timing of this session.",
  forbidden: "Formula 1's archive refuses to hand out this session's timing for now; try again later.",
  failed: "Formula 1's archive could not be reached; try again in a while.",
} as const;

export default function Replay({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const label = sessionLabels[data.kind];
  return (
    <main className="page live replay">
      <header>
        <p className="eyebrow">Replay</p>
        <h1>
          {label} · {data.meeting.name} {data.meeting.year}
        </h1>
        <p>
          <Link to={`/schedule/${data.meeting.year}/${data.meeting.slug}`}>{data.meeting.name}</Link> ·{' '}
          {data.meeting.circuitName}
        </p>
      </header>
      {data.status !== 'ready' ? (
        <p className="live-pending">{unavailable[data.status]}</p>
      ) : (
        <>
          <p className="muted">
            Each visitor plays their own replay: press Play, or step lap by lap with the links below. Nothing
            past the point you are at is shown.
          </p>
          {data.source === 'recording' && (
            <p className="muted">
              Played from this site's own recording of the live timing: Formula 1's archive does not have the
              session yet.
            </p>
          )}
          <ReplayPlayer
            key={data.step}
            feedUrl={data.feedUrl}
            initial={data.view}
            startOffsetMs={data.offsetMs}
            steps={data.steps}
            step={data.step}
            href={data.href}
          />
        </>
      )}
      <p className="live-block live-attribution muted">
        Timing from Formula 1's live-timing archive, used unofficially; Pitwall is not associated with Formula
        1.
      </p>
    </main>
  );
}
