import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineCache } from '#server/cache.ts';
import { fromRoot } from '#server/paths.ts';
import type { Services } from '#server/services.ts';

/** Layout id → SVG path data of f1db's drawing (500×500 box, drawn with a 20-unit stroke). */
export type CircuitDrawings = Record<string, string>;

export const drawingsFile = 'data/circuit-drawings.json';

/** Reads f1db's SVG drawings (one folder of `<layoutId>.svg`) into a path map, sorted by layout id. */
export function readDrawingsFolder(folder: string): CircuitDrawings {
  const drawings: CircuitDrawings = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(join(folder, file), 'utf8');
    const path = /\sd="([^"]+)"/.exec(svg)?.[1];
    if (!path) throw new Error(`${file}: no path data`);
    drawings[file.slice(0, -'.svg'.length)] = path;
  }
  return drawings;
}

export function serializeDrawings(drawings: CircuitDrawings): string {
  return `${JSON.stringify(drawings)}\n`;
}

/** Committed files read once per instance: they change only with a new release. */
const committedFiles = defineCache<CircuitDrawings>({
  name: 'circuit-drawings',
  maxEntries: 1,
  ttlMs: Number.POSITIVE_INFINITY,
  dropOn: [],
});

/** Every committed drawing, by layout id. */
export function circuitDrawings(services: Pick<Services, 'cache'>): Promise<CircuitDrawings> {
  return services.cache
    .use(committedFiles)
    .get('all', async () => JSON.parse(readFileSync(fromRoot(drawingsFile), 'utf8')) as CircuitDrawings);
}

/** The drawing of a circuit layout, null when there is none. */
export async function circuitDrawing(
  services: Pick<Services, 'cache'>,
  layoutId: string | null,
): Promise<string | null> {
  if (!layoutId) return null;
  return (await circuitDrawings(services))[layoutId] ?? null;
}
