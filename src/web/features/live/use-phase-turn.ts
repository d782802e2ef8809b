import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Reloads the page's data once the ticking clock reaches `turnAt` (a session's start or end), so a
 * page left open across it gets what the server shows in the next phase: the live timing and its
 * stream when the session starts, the classification when it ends. Once per turn: a server whose
 * clock does not move (PITWALL_NOW) answers the same phase again, and nothing more is asked.
 */
export function usePhaseTurn(turnAt: string | null, now: number) {
  const { revalidate } = useRevalidator();
  const turned = turnAt !== null && now >= Date.parse(turnAt);
  useEffect(() => {
    if (turned) void revalidate();
  }, [turned, revalidate]);
}
