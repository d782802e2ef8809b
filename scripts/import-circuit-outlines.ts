/**
 * Turns bacinger/f1-circuits' GeoJSON outlines (MIT) into data/circuit-outlines.json: per f1db circuit,
 * a north-up SVG path with its start/finish and direction, for the track visualizer.
 *
 * Usage: npm run import:circuit-outlines -- [circuits dir, default ../shared/data/circuits]
 */
import { chmodSync, copyFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { outlinesFile, readOutlinesFolder } from '#server/race-data/circuit-outlines.ts';

const source = resolve(process.argv[2] ?? '../shared/data/circuits');
const outlines = readOutlinesFolder(source);
writeFileSync(outlinesFile, `${JSON.stringify(outlines)}\n`);
copyFileSync(resolve(source, 'LICENSE'), 'data/circuit-outlines-LICENSE');
chmodSync('data/circuit-outlines-LICENSE', 0o644);
console.log(`${Object.keys(outlines).length} circuit outlines written to ${outlinesFile}`);
