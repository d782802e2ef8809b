/**
 * Rebuilds the race-data snapshot (data/snapshot) from an f1db data folder:
 *   npm run import:f1db -- [f1db dir]     (default: ../shared/data/f1db next to the repository)
 */
import { copyFileSync, existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importF1db } from '#server/ingest/import-f1db.ts';
import { defaultSnapshotDir, readManifest, writeSnapshot } from '#server/ingest/snapshot-format.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const f1dbDir = resolve(process.argv[2] ?? join(repoRoot, '../shared/data/f1db'));

const startedAt = performance.now();
const result = importF1db(f1dbDir);
const { written, removed } = writeSnapshot(defaultSnapshotDir, result.parts);
// f1db's licence (CC BY 4.0) travels with the data derived from it.
if (existsSync(join(f1dbDir, 'LICENSE')))
  copyFileSync(join(f1dbDir, 'LICENSE'), join(defaultSnapshotDir, 'F1DB-LICENSE'));
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);

for (const warning of result.warnings) console.warn(`warning: ${warning}`);
for (const { correction, applied } of result.corrections) {
  console.log(
    `correction ${applied ? 'applied' : 'not needed'}: ${correction.file} ${JSON.stringify(correction.set)}`,
  );
}
const manifest = readManifest(defaultSnapshotDir);
const bytes = manifest.parts.reduce(
  (sum, part) => sum + statSync(join(defaultSnapshotDir, part.file)).size,
  0,
);
const rows = manifest.parts.reduce((sum, part) => sum + part.rows, 0);
console.log(
  `Imported ${f1dbDir} in ${seconds} s: ${manifest.parts.length} parts, ${rows} rows, ` +
    `${(bytes / 1024 / 1024).toFixed(1)} MB compressed; ${written.length} files written, ${removed.length} removed`,
);
