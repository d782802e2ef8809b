/**
 * Who owns a race-data row (docs/product.md §3, decision 012): the committed snapshot, the results sync job or
 * an admin. A higher source wins: admin > sync > snapshot.
 */
export const raceDataSources = ['snapshot', 'sync', 'admin'] as const;
export type RaceDataSource = (typeof raceDataSources)[number];

const rank: Record<RaceDataSource, number> = { snapshot: 0, sync: 1, admin: 2 };

/**
 * Whether a writer may replace what `owner` wrote. Admin replaces anything (its own edits too);
 * sync replaces the snapshot and its own rows, never an admin's; the snapshot replaces only itself.
 */
export function mayReplace(writer: RaceDataSource, owner: RaceDataSource): boolean {
  return rank[writer] >= rank[owner];
}

/** The stronger of two sources: what a row derived from both (standings) is owned by. */
export function strongerSource(a: RaceDataSource, b: RaceDataSource): RaceDataSource {
  return rank[a] >= rank[b] ? a : b;
}
