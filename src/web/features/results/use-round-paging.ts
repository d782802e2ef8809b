import { useCallback, useEffect, useRef, useState } from 'react';
import type { HiddenRound } from '#shared/results-archive.ts';

/** docs/product.md §9: the next round loads once a tenth of the "more" element is in view. */
export const pagingThreshold = 0.1;

export type PagingState = 'idle' | 'loading' | 'done' | 'failed';

/**
 * Infinite paging backwards through a season, one round per load (docs/product.md §2, §4): starts after the
 * server-rendered round, stops at round 0, on a round with no results or on a failed load.
 */
export function useRoundPaging<R extends { round: number }>(
  first: R | null,
  load: (round: number) => Promise<R | undefined>,
) {
  const [rounds, setRounds] = useState<R[]>(first ? [first] : []);
  const nextRound = (rounds.at(-1)?.round ?? 0) - 1;
  const [state, setState] = useState<PagingState>(nextRound >= 1 ? 'idle' : 'done');
  const loading = useRef(false);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);

  const loadMore = useCallback(async () => {
    if (loading.current || nextRound < 1) return;
    loading.current = true;
    setState('loading');
    try {
      const round = await load(nextRound);
      if (!round) {
        setState('done');
      } else {
        setRounds((list) => [...list, round]);
        setState(round.round > 1 ? 'idle' : 'done');
      }
    } catch {
      setState('failed');
    } finally {
      loading.current = false;
    }
  }, [load, nextRound]);

  // A fresh observer after every load reports at once whether the "more" element is still in view,
  // so a short round that leaves it on screen is followed by the next one without a scroll.
  useEffect(() => {
    if (state !== 'idle' || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void loadMore();
        }
      },
      { threshold: pagingThreshold },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [state, sentinel, loadMore]);

  return { rounds, state, nextRound, loadMore, sentinel: setSentinel };
}

/**
 * A round the spoiler shield hides as it stands (never fetched), else the round from /api/results.
 */
export function loadUnlessHidden<R>(
  hiddenRounds: readonly HiddenRound[],
  round: number,
  path: string,
): Promise<R | HiddenRound | undefined> {
  const hidden = hiddenRounds.find((hiddenRound) => hiddenRound.round === round);
  return hidden ? Promise.resolve(hidden) : fetchRound<R>(path);
}

/**
 * GETs one round of the archive from /api/results; undefined when the season has no such round
 * (404), which ends the paging like an empty round. Any other failure throws.
 */
export async function fetchRound<R>(path: string): Promise<R | undefined> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as R;
}
