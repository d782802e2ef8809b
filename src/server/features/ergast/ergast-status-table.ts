import type { TableAnswer } from './ergast-criteria.ts';
import type { Entry } from './ergast-entries.ts';
import { listAnswer } from './ergast-paging.ts';

type ResultItem = { status: string };

/**
 * Ergast's `StatusTable`: how many race results ended in each status, by status id. Sprints are not
 * counted, as in Jolpica.
 */
export function statusTable(head: Record<string, string>, entries: Entry[]): TableAnswer {
  const counts = new Map<number, { status: string; count: number }>();
  for (const entry of entries) {
    const result = entry.result;
    if (result?.statusId === undefined) continue;
    const found = counts.get(result.statusId);
    if (found) found.count += 1;
    else counts.set(result.statusId, { status: (result.item as ResultItem).status, count: 1 });
  }
  const rows = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([statusId, { status, count }]) => ({ statusId: String(statusId), count: String(count), status }));
  return listAnswer('StatusTable', 'Status', head, rows);
}
