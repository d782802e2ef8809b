import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

let loaded: CircuitDrawings | undefined;

/** The committed drawings, read once per process. */
export function circuitDrawings(): CircuitDrawings {
  loaded ??= JSON.parse(readFileSync(drawingsFile, 'utf8')) as CircuitDrawings;
  return loaded;
}
