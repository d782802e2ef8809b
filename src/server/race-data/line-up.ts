import type { Services } from '#server/services.ts';
import { type LineUp, seasonLineUp } from './line-up.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';

export type { LineUp, LineUpDriver, LineUpTeam } from './line-up.queries.ts';

/** The current season's line-up: who may be picked as a favourite driver or team. */
export function currentLineUp(services: Services): Promise<LineUp> {
  const season = services.env.CURRENT_SEASON;
  return cachedRaceData(services, `line-up:${season}`, () => seasonLineUp(services.db, season));
}
