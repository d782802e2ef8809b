import type { Services } from '#server/services.ts';
import { type EditorDriver, type EditorTeam, listEditorDrivers, listEditorTeams } from './editors.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';

export type { EditorDriver, EditorTeam };

/** The driver editor's list of a season, read through the race-data cache (dropped by every write). */
export function editorDrivers(
  services: Pick<Services, 'cache' | 'db'>,
  year: number,
): Promise<EditorDriver[]> {
  return cachedRaceData(services, `editor:drivers:${year}`, () => listEditorDrivers(services.db, year));
}

/** The team editor's list of a season, read through the race-data cache (dropped by every write). */
export function editorTeams(services: Pick<Services, 'cache' | 'db'>, year: number): Promise<EditorTeam[]> {
  return cachedRaceData(services, `editor:teams:${year}`, () => listEditorTeams(services.db, year));
}
