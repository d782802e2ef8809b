import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { lightCount, reactionLimits } from '#shared/reaction-game.ts';
import { useHydrated } from '#web/components/ui/use-hydrated.ts';
import { type LocalTimes, readLocalTimes, saveLocalTime } from './local-times.ts';
import { usePressKeys } from './use-press-keys.ts';
import { type Phase, useStartSequence } from './use-start-sequence.ts';

type Props = {
  /** Signed-in players' times come from the server; visitors' stay in this browser. */
  player: { bestMs: number | null; recent: number[] } | null;
};

const counts = (ms: number) => ms >= reactionLimits.minMs && ms <= reactionLimits.maxMs;

function statusText(phase: Phase, best: number | null): string {
  switch (phase.kind) {
    case 'idle':
      return 'Press Start (or Space or Enter), then react the moment the lights go out.';
    case 'lights':
      return phase.on === 0 ? 'Get ready…' : `${phase.on} of ${lightCount} lights on`;
    case 'out':
      return 'Lights out — go!';
    case 'jump-start':
      return 'Jump start! You pressed before the lights went out.';
    case 'result':
      if (phase.ms < reactionLimits.minMs)
        return `${phase.ms} ms: quicker than a human reacts, so a guess. Not counted.`;
      if (phase.ms > reactionLimits.maxMs) return `${phase.ms} ms: too slow to count.`;
      return best === phase.ms ? `${phase.ms} ms — a new personal best!` : `${phase.ms} ms`;
  }
}

/**
 * The reaction game island: the lights, one pad that starts and takes the reaction (click, tap,
 * Space or Enter, see usePressKeys), the result in words for screen readers, and the player's best
 * and recent times.
 */
export function ReactionGame({ player }: Props) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [local, setLocal] = useState<LocalTimes>({ bestMs: null, recent: [] });
  useEffect(() => {
    if (!player) setLocal(readLocalTimes());
  }, [player]);

  const onTime = useCallback(
    (ms: number) => {
      if (!counts(ms)) return;
      if (player) fetcher.submit({ timeMs: String(ms) }, { method: 'post' });
      else setLocal(saveLocalTime(ms));
    },
    [player, fetcher.submit],
  );
  const { phase, press } = useStartSequence(onTime);
  const running = phase.kind === 'lights' || phase.kind === 'out';
  const pad = useRef<HTMLButtonElement>(null);
  const noScriptId = useId();

  usePressKeys(press, running, pad);

  const times = player ?? local;
  const lastMs = phase.kind === 'result' ? phase.ms : null;
  const pendingBest =
    player && lastMs !== null && counts(lastMs) && (times.bestMs === null || lastMs < times.bestMs)
      ? lastMs
      : times.bestMs;
  const on = phase.kind === 'lights' ? phase.on : 0;
  return (
    <section className="reaction card" aria-labelledby="reaction-title">
      <h2 id="reaction-title" className="visually-hidden">
        Start lights
      </h2>
      {/* Rendered by the server and dropped once the game runs; CSS hides it at once where script runs. */}
      {!hydrated && (
        <p id={noScriptId} className="reaction__no-script">
          The reaction game needs JavaScript: it times your reaction in your browser, to the millisecond, from
          the moment the lights go out, and a page without script cannot do that. The leaderboard below works
          without it.
        </p>
      )}
      <div className="reaction__lights" data-phase={phase.kind} aria-hidden="true">
        {Array.from({ length: lightCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five lights are fixed positions
          <span key={index} className="reaction__light" data-on={index < on} />
        ))}
      </div>
      <p className="reaction__status" role="status">
        {statusText(phase, pendingBest)}
      </p>
      <button
        ref={pad}
        type="button"
        className="reaction__pad button button--primary"
        disabled={!hydrated}
        aria-describedby={hydrated ? undefined : noScriptId}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          pad.current?.focus();
          press();
        }}
      >
        {running ? 'React!' : phase.kind === 'idle' ? 'Start' : 'Try again'}
      </button>
      <dl className="reaction__stats">
        <div>
          <dt>Personal best</dt>
          <dd>{pendingBest === null ? '—' : `${pendingBest} ms`}</dd>
        </div>
        <div>
          <dt>{player ? 'Saved to your account' : 'Saved in this browser'}</dt>
          <dd>{player ? 'Your best counts on the leaderboard' : 'Sign in to join the leaderboard'}</dd>
        </div>
      </dl>
      {times.recent.length > 0 && (
        <>
          <h3 className="reaction__recent-title">Recent attempts</h3>
          <ol className="reaction__recent">
            {times.recent.map((ms, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: attempts may repeat a time; their order is their identity
              <li key={index}>{ms} ms</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
