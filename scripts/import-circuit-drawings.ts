/**
 * Turns f1db's circuit layout drawings (CC BY 4.0) into data/circuit-drawings.json, a map of
 * layout id → SVG path data, so pages can draw any layout in the theme's colours.
 *
 * Usage: npm run import:circuit-drawings -- [drawings dir, default ../shared/data/f1db-circuit-drawings]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { drawingsFile, readDrawingsFolder, serializeDrawings } from '#server/race-data/circuit-drawings.ts';

const source = resolve(process.argv[2] ?? '../shared/data/f1db-circuit-drawings', 'black');
const drawings = readDrawingsFolder(source);
writeFileSync(drawingsFile, serializeDrawings(drawings));
console.log(`${Object.keys(drawings).length} layout drawings written to ${drawingsFile}`);
