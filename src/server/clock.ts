/**
 * The one source of "now" on the server. PITWALL_NOW freezes it so any moment of any
 * season can be shown; otherwise it is the wall clock.
 */
export type Clock = { now: () => Date };

export function createClock(frozen?: string): Clock {
  if (frozen) {
    const at = new Date(frozen);
    return { now: () => new Date(at) };
  }
  return { now: () => new Date() };
}
