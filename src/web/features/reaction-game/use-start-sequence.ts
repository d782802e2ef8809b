import { useCallback, useEffect, useRef, useState } from 'react';
import { holdFor, judgePress, lightCount, lightIntervalMs } from '#shared/reaction-game.ts';

export type Phase =
  | { kind: 'idle' }
  | { kind: 'lights'; on: number }
  | { kind: 'out' }
  | { kind: 'jump-start' }
  | { kind: 'result'; ms: number };

/**
 * The start sequence: a light a second until five are on, a random hold, lights out. Times are
 * taken with `performance.now()` at the moment the lights go out and at the press, so the page's
 * rendering does not count against the player. `onTime` hears every valid reaction.
 */
export function useStartSequence(onTime: (ms: number) => void) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const timers = useRef<number[]>([]);
  const lightsOutAt = useRef<number | null>(null);
  const running = useRef(false);

  const clear = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clear, [clear]);

  const start = useCallback(() => {
    clear();
    lightsOutAt.current = null;
    running.current = true;
    setPhase({ kind: 'lights', on: 0 });
    for (let light = 1; light <= lightCount; light += 1) {
      timers.current.push(
        window.setTimeout(() => setPhase({ kind: 'lights', on: light }), light * lightIntervalMs),
      );
    }
    const out = lightCount * lightIntervalMs + holdFor(Math.random());
    timers.current.push(
      window.setTimeout(() => {
        lightsOutAt.current = performance.now();
        setPhase({ kind: 'out' });
      }, out),
    );
  }, [clear]);

  /** A click, tap or key: starts when idle, else judges the reaction. */
  const press = useCallback(() => {
    if (!running.current) {
      start();
      return;
    }
    const judged = judgePress(lightsOutAt.current, performance.now());
    running.current = false;
    clear();
    if (judged.kind === 'jump-start') {
      setPhase({ kind: 'jump-start' });
      return;
    }
    setPhase({ kind: 'result', ms: judged.ms });
    onTime(judged.ms);
  }, [clear, onTime, start]);

  return { phase, press };
}
