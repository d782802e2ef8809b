import { requireSignedIn, sessionOf } from '#server/auth/pages/guards.server.ts';
import {
  leaderboards,
  playerTimes,
  submitReactionTime,
} from '#server/features/reaction-game/reaction-game.server.ts';
import { ApiError } from '#server/http/errors.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { LeaderboardTable } from '#web/features/reaction-game/leaderboard.tsx';
import { ReactionGame } from '#web/features/reaction-game/reaction-game.tsx';
import '#web/features/reaction-game/reaction-game.css';
import { data, Link } from 'react-router';
import type { Route } from './+types/reaction-game';

export function meta() {
  return [
    { title: 'Reaction game · Pitwall' },
    {
      name: 'description',
      content: 'Five red lights, then lights out: how quickly do you react? Beat the leaderboard.',
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const { user } = await sessionOf(context);
  const [boards, times] = await Promise.all([
    leaderboards(services),
    user ? playerTimes(services, user.id) : Promise.resolve(null),
  ]);
  return {
    boards,
    userId: user?.id ?? null,
    player: times ? { bestMs: times.bestMs, recent: times.recent.map((row) => row.timeMs) } : null,
  };
}

/** The island posts each valid time here: the same checks and rate limit as POST /api/reaction-game/times. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const user = await requireSignedIn({ context, url });
  const form = await request.formData();
  const raw = form.get('timeMs');
  const timeMs = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  try {
    await submitReactionTime(context.get(serverContext).services, user.id, { timeMs });
    return { error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export default function ReactionGamePage({ loaderData }: Route.ComponentProps) {
  const { boards, player, userId } = loaderData;
  return (
    <main className="page reaction-page">
      <header>
        <p className="eyebrow">Fan zone</p>
        <h1>Reaction game</h1>
        <p>
          Five red lights come on one a second. After a random pause they go out: press as quickly as you can.
          Press before they go out and it is a jump start.
        </p>
      </header>
      <ReactionGame player={player} />
      <section className="leaderboards" aria-labelledby="leaderboards-title">
        <h2 id="leaderboards-title">Leaderboard</h2>
        <p>
          Best times of signed-in players.{' '}
          {!userId && (
            <>
              <Link to="/login?redirectTo=%2Freaction-game">Log in</Link> to put yours on it.
            </>
          )}
        </p>
        <div className="leaderboards__boards">
          <LeaderboardTable board={boards.daily} userId={userId} />
          <LeaderboardTable board={boards.allTime} userId={userId} />
        </div>
      </section>
    </main>
  );
}
