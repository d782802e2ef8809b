import type { Services } from '#server/services.ts';
import { type LineUp, seasonLineUp } from './line-up.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';
import { seasonInFocus } from './season-in-focus.ts';

export type { LineUp, LineUpDriver, LineUpTeam } from './line-up.queries.ts';

/** The line-up of the season in focus: who may be picked as a favourite driver or team. */
export async function currentLineUp(services: Services): Promise<LineUp> {
  const season = await seasonInFocus(services);
  return cachedRaceData(services, `line-up:${season}`, () => seasonLineUp(services.db, season));
}
