import { is } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '#server/db/schema.ts';
import type { SnapshotPart, SnapshotValue } from './snapshot-format.ts';

type Reference = { table: string; column: string; target: string; targetColumn: string };

const sqlName = (column: { name: string; keyAsName: boolean }) =>
  column.keyAsName ? toSnakeCase(column.name) : column.name;

/** The schema's single-column foreign keys, by SQL names. */
const references: Reference[] = (Object.values(schema) as unknown[]).flatMap((value) => {
  if (!is(value, PgTable)) return [];
  const config = getTableConfig(value);
  return config.foreignKeys.flatMap((key) => {
    const { columns, foreignTable, foreignColumns } = key.reference();
    const [column] = columns;
    const [targetColumn] = foreignColumns;
    if (columns.length !== 1 || !column || !targetColumn) return [];
    return [
      {
        table: config.name,
        column: sqlName(column),
        target: getTableConfig(foreignTable).name,
        targetColumn: sqlName(targetColumn),
      },
    ];
  });
});

/**
 * Every foreign key of every snapshot row, checked against the rows the snapshot holds: the loader may
 * then skip the database's own checks. Returns one line per missing target (with a count).
 */
export function missingReferences(parts: SnapshotPart[]): string[] {
  const tables = parts.flatMap((part) => part.tables);
  const values = new Map<string, Set<SnapshotValue>>();
  const valuesOf = (table: string, column: string) => {
    const key = `${table}.${column}`;
    let set = values.get(key);
    if (!set) {
      set = new Set();
      for (const data of tables.filter((t) => t.table === table)) {
        const index = data.columns.indexOf(column);
        for (const row of data.rows) set.add(row[index] ?? null);
      }
      values.set(key, set);
    }
    return set;
  };
  const missing = new Map<string, number>();
  for (const data of tables) {
    for (const reference of references.filter((r) => r.table === data.table)) {
      const index = data.columns.indexOf(reference.column);
      const targets = valuesOf(reference.target, reference.targetColumn);
      for (const row of data.rows) {
        const value = row[index] ?? null;
        if (value === null || targets.has(value)) continue;
        const line = `${data.table}.${reference.column} = ${String(value)}: no such ${reference.target}`;
        missing.set(line, (missing.get(line) ?? 0) + 1);
      }
    }
  }
  return [...missing].map(([line, times]) => (times > 1 ? `${line} (${times} rows)` : line));
}
