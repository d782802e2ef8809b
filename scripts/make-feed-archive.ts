// `node --import tsx scripts/make-feed-archive.ts 2025 12 /tmp/archive [sprint]`: writes a made-up
// live-timing recording of a stored race (or its sprint) from the configured database (DATABASE_URL, or
// PGlite under PITWALL_DATA_DIR) as files laid out like F1's static archive (see
// src/server/testing/f1-archive.ts), so a developer can serve the folder as /static/ to the live
// timing and replay features.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { DataDirLocked } from '#server/db/data-dir-lock.ts';
import { EnvError, parseEnv } from '#server/env.ts';
import { archiveFiles } from '#server/testing/f1-archive.ts';
import { recordRace } from '#server/testing/feed-recording.ts';

const [year, round, outDir, kind = 'race'] = process.argv.slice(2);
if (
  !year ||
  !round ||
  !outDir ||
  !/^\d{4}$/.test(year) ||
  !/^\d+$/.test(round) ||
  !/^(race|sprint)$/.test(kind)
) {
  console.error(
    'Usage: node --import tsx scripts/make-feed-archive.ts <year> <round> <outDir> [race|sprint]',
  );
  process.exit(1);
}

try {
  const env = parseEnv();
  // The embedded database is open in one process at a time: stop the server first.
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.PITWALL_DATA_DIR, 'db') },
  );
  try {
    const recording = await recordRace(database.db, {
      year: Number(year),
      round: Number(round),
      kind: kind as 'race' | 'sprint',
    });
    const info = recording.records.find((record) => record.topic === 'SessionInfo')?.patch as {
      Key: number;
      Name: string;
      Meeting: { Key: number; Name: string };
    };
    const files = archiveFiles([
      {
        year: Number(year),
        meetingName: info.Meeting.Name,
        meetingKey: info.Meeting.Key,
        sessionKey: info.Key,
        sessionName: info.Name,
        recording,
        withCompressed: true,
      },
    ]);
    for (const [path, content] of files) {
      mkdirSync(dirname(join(outDir, path)), { recursive: true });
      writeFileSync(join(outDir, path), content);
    }
    console.log(
      `${files.size} files (${recording.records.length.toLocaleString('en-US')} records, ` +
        `${recording.totalLaps} laps) in ${resolve(outDir)}; serve that folder as /static/.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof DataDirLocked) console.error(`${error.message} Stop the server while this runs.`);
  else console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
