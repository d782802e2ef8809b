import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { usesPostgres } from '#server/testing/test-database.ts';
import { f1dbAsOf, importF1db } from './import-f1db.ts';
import { defaultSnapshotDir, readManifest, readPartText, renderSnapshot } from './snapshot-format.ts';

const f1dbDir = fileURLToPath(new URL('../../../../shared/data/f1db', import.meta.url));
const haveSource = existsSync(join(f1dbDir, 'seasons'));
if (!haveSource) console.log(`Skipping the snapshot check: no f1db source at ${f1dbDir}`);

// The import reads files only; the PGlite project runs it, the postgres one has nothing to add.
describe.skipIf(!haveSource || usesPostgres())('the committed snapshot', () => {
  it('is what importing ../shared/data/f1db gives now', { timeout: 180_000 }, () => {
    const { parts, corrections } = importF1db(f1dbDir);
    expect(corrections.filter((c) => c.applied).map((c) => c.correction.file)).toContain(
      'seasons/2021/races/16-turkey/race.yml',
    );
    // Dated by f1db's commit, as the import records it.
    const asOf = f1dbAsOf(f1dbDir);
    expect(asOf).toBe('2026-08-21T16:36:43.000Z');
    const { manifest, files } = renderSnapshot(parts, asOf);
    const committed = readManifest();
    expect(committed).toEqual(manifest);
    // Compared uncompressed: gzip bytes may differ between zlib builds, and the importer only
    // rewrites a file whose content changed.
    for (const entry of committed.parts) {
      expect(
        readPartText(defaultSnapshotDir, entry) === files.get(entry.file),
        `${entry.file} is current`,
      ).toBe(true);
    }
  });
});
