/** A visitor's best and latest times, kept in this browser only. */
export type LocalTimes = { bestMs: number | null; recent: number[] };

const key = 'pitwall.reaction-game';
const keep = 10;

export function readLocalTimes(): LocalTimes {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Partial<LocalTimes> | null;
    const recent = Array.isArray(stored?.recent) ? stored.recent.filter((ms) => typeof ms === 'number') : [];
    const bestMs = typeof stored?.bestMs === 'number' ? stored.bestMs : null;
    return { bestMs, recent: recent.slice(0, keep) };
  } catch {
    // Storage blocked or unreadable: the game still plays, it just forgets.
    return { bestMs: null, recent: [] };
  }
}

export function saveLocalTime(ms: number): LocalTimes {
  const before = readLocalTimes();
  const next = {
    bestMs: before.bestMs === null ? ms : Math.min(before.bestMs, ms),
    recent: [ms, ...before.recent].slice(0, keep),
  };
  try {
    window.localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // See readLocalTimes.
  }
  return next;
}
