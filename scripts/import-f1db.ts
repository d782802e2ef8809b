/**
 * Rebuilds the race-data snapshot (data/snapshot) from an f1db data folder:
 *   npm run import:f1db -- [f1db dir] [--as-of <ISO instant>]
 * The folder defaults to ../shared/data/f1db next to the repository. `--as-of` is when f1db made the
 * data (its commit's date), which the pages show; without it, the "Commit:" line of the SOURCE.md
 * beside the data gives it.
 */
import { copyFileSync, existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { f1dbAsOf, importF1db } from '#server/ingest/import-f1db.ts';
import { defaultSnapshotDir, readManifest, writeSnapshot } from '#server/ingest/snapshot-format.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const asOfAt = args.indexOf('--as-of');
const asOfArg = asOfAt >= 0 ? args.splice(asOfAt, 2)[1] : undefined;
const f1dbDir = resolve(args[0] ?? join(repoRoot, '../shared/data/f1db'));

/** When f1db made the data: --as-of, else SOURCE.md's "Commit: `<sha>` — <ISO instant>" line. */
function dataAsOf(): string {
  const given = asOfArg ?? f1dbAsOf(f1dbDir);
  if (!given || Number.isNaN(Date.parse(given))) {
    console.error('Say when f1db made this data: --as-of <ISO instant> (its commit date).');
    process.exit(1);
  }
  return new Date(given).toISOString();
}

const startedAt = performance.now();
const asOf = dataAsOf();
const result = importF1db(f1dbDir);
const { written, removed } = writeSnapshot(defaultSnapshotDir, result.parts, asOf);
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
  `Imported ${f1dbDir} (data as of ${asOf}) in ${seconds} s: ${manifest.parts.length} parts, ${rows} rows, ` +
    `${(bytes / 1024 / 1024).toFixed(1)} MB compressed; ${written.length} files written, ${removed.length} removed`,
);
