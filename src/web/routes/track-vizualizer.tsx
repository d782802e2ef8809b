import { data, isRouteErrorResponse, redirect } from 'react-router';
import {
  defaultCircuit,
  defaultPaceSeconds,
  trackList,
  trackPage,
} from '#server/features/history/track.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { TrackDrawing } from '#web/features/history/track-drawing.tsx';
import { TrackFacts, TrackWinners } from '#web/features/history/track-facts.tsx';
import { TrackPicker } from '#web/features/history/track-picker.tsx';
import '#web/features/history/history.css';
import '#web/features/history/track.css';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import type { Route } from './+types/track-vizualizer';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['circuit', 'pace'] };

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.track.name;
  return [
    { title: name ? `${name} · Track visualizer · Pitwall` : 'Track visualizer · Pitwall' },
    {
      name: 'description',
      content: `${name ?? 'Every Formula 1 circuit'}: the outline with start/finish and direction, length, turns, lap record and every Grand Prix winner there.`,
    },
  ];
}

type BadInput = { field: string; message: string };
const badInput = (field: string, message: string) => data<BadInput>({ field, message }, { status: 400 });

/** `?pace=` is the car dot's lap in whole seconds, 5 to 600. */
function parsePace(value: string | null): number {
  if (value === null || value === '') return defaultPaceSeconds;
  const pace = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(pace >= 5 && pace <= 600)) throw badInput('pace', 'A lap takes 5 to 600 seconds.');
  return pace;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const query = url.searchParams;
  const pace = parsePace(query.get('pace'));
  const picked = query.get('circuit');
  // The picker's GET lands here; the circuit then gets its own address.
  if (picked !== null) {
    if (!/^[a-z0-9-]{1,60}$/.test(picked)) throw badInput('circuit', 'Pick a circuit from the list.');
    throw redirect(`/track-vizualizer/${picked}${query.has('pace') ? `?pace=${pace}` : ''}`);
  }
  const circuitId = params.circuit ?? (await defaultCircuit(services));
  const page = circuitId ? await trackPage(await readerOf(context), circuitId) : undefined;
  if (!page) throw data({ circuit: params.circuit }, { status: 404, statusText: 'Not Found' });
  return { ...page, pace, circuits: await trackList(services) };
}

export default function TrackVisualizer({ loaderData }: Route.ComponentProps) {
  const { track, pace, circuits, hidden } = loaderData;
  return (
    <main className="page track-page">
      <header>
        <p className="eyebrow">Track visualizer</p>
        <h1>{track.name}</h1>
        <p className="lead">{track.place}</p>
      </header>
      <TrackPicker
        circuits={circuits}
        current={track.circuitId}
        pace={pace}
        lapRecord={track.lapRecord?.seconds}
      />
      <div className="track-layout">
        <TrackDrawing track={track} pace={pace} />
        <TrackFacts track={track} />
      </div>
      {hidden.length > 0 && (
        <SpoilerHidden what="the winner and lap times of a race here" sessions={hidden} />
      )}
      <TrackWinners track={track} />
      <p className="muted track-credit">
        Circuit outlines: <a href="https://github.com/bacinger/f1-circuits">bacinger/f1-circuits</a> by
        Tomislav Bacinger (MIT licence). Facts from the race data (F1DB).
      </p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const bad = isRouteErrorResponse(error) && error.status === 400 ? (error.data as BadInput) : null;
  return (
    <main className="page track-page">
      <title>{bad ? 'Track visualizer · Pitwall' : 'Circuit not found · Pitwall'}</title>
      <h1>{bad ? 'Track visualizer' : 'Circuit not found'}</h1>
      <div className="card" role="alert">
        <p>
          {bad
            ? `The ${bad.field} is not valid. ${bad.message}`
            : 'No Grand Prix has been held at a circuit of that name.'}
        </p>
        <a href="/track-vizualizer" className="button button--primary">
          See the circuits
        </a>
      </div>
    </main>
  );
}
