import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FeedTopics } from '#shared/live-feed.ts';
import type { ReplayEvent, ReplayFeedJson, ReplayStep, TimedRecord } from '#shared/live-replay.ts';

export const replaySpeeds = [1, 2, 5, 10, 30] as const;
/** How often the playback moves on, in the page's time. */
const tickMs = 250;

type Engine = typeof import('./replay-engine.ts');
type Loaded = {
  engine: Engine;
  records: TimedRecord[];
  steps: ReplayStep[];
  events: ReplayEvent[];
  durationMs: number;
};
export type ReplayState =
  | { status: 'loading' }
  | { status: 'failed' }
  | ({ status: 'ready'; positionMs: number; playing: boolean; speed: number } & Loaded);

/**
 * A replay played in the browser, each visitor's own: the session's records fetched once (with the code that merges them), merged up
 * to the playback's position and turned into the same view as live timing. Moving forward merges only
 * the records passed; a seek back merges again from the start (a race's records take some tens of ms).
 */
export function useReplay(feedUrl: string, startOffsetMs: number) {
  const [loaded, setLoaded] = useState<Loaded | 'loading' | 'failed'>('loading');
  const [positionMs, setPositionMs] = useState(startOffsetMs);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(10);
  const merged = useRef<{ topics: FeedTopics; count: number }>({ topics: {}, count: 0 });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      fetch(feedUrl, { signal: controller.signal }).then((response) =>
        response.ok ? (response.json() as Promise<ReplayFeedJson>) : Promise.reject(),
      ),
      import('./replay-engine.ts'),
    ])
      .then(([feed, engine]) => {
        const records = engine.replayRecords(feed);
        // A transition: the server's view stays on screen until the player's can replace it (its
        // code may still be loading), instead of giving way to an empty fallback.
        startTransition(() =>
          setLoaded({
            engine,
            records,
            steps: engine.replaySteps(records),
            events: engine.replayEvents(records),
            durationMs: records.at(-1)?.offsetMs ?? 0,
          }),
        );
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded('failed');
      });
    return () => controller.abort();
  }, [feedUrl]);

  const durationMs = typeof loaded === 'object' ? loaded.durationMs : 0;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setPositionMs((position) => {
        const next = Math.min(durationMs, position + tickMs * speed);
        if (next >= durationMs) setPlaying(false);
        return next;
      });
    }, tickMs);
    return () => clearInterval(timer);
  }, [playing, speed, durationMs]);

  const view = useMemo(() => {
    if (typeof loaded !== 'object') return null;
    const { engine } = loaded;
    const until = engine.recordsUntil(loaded.records, positionMs);
    let { topics, count } = merged.current;
    if (until < count) {
      topics = {};
      count = 0;
    }
    topics = engine.applyFeedRecords(topics, loaded.records.slice(count, until));
    merged.current = { topics, count: until };
    const at = loaded.records[until - 1]?.at ?? null;
    return engine.feedView(topics, { version: until, updatedAt: at ?? '', feedAt: at });
  }, [loaded, positionMs]);

  const seek = useCallback(
    (offsetMs: number) => setPositionMs(Math.max(0, Math.min(durationMs, offsetMs))),
    [durationMs],
  );
  const state: ReplayState =
    typeof loaded === 'object'
      ? { status: 'ready', positionMs, playing, speed, ...loaded }
      : { status: loaded };
  return { state, view, seek, setPlaying, setSpeed };
}
