import type { Services } from '#server/services.ts';
import {
  type EditorCountry,
  type EditorDriver,
  type EditorTeam,
  listCountries,
  listEditorDrivers,
  listEditorTeams,
} from './editors.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';

export type { EditorCountry, EditorDriver, EditorTeam };

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

/** The countries to choose a driver's nationality or a team's country from. */
export function editorCountries(services: Pick<Services, 'cache' | 'db'>): Promise<EditorCountry[]> {
  return cachedRaceData(services, 'editor:countries', () => listCountries(services.db));
}
