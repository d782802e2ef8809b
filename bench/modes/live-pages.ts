// `npm run bench -- --live-pages`: the per-page figures (bench/modes/pages.ts) of /live during the
// 2025 British Grand Prix (half an hour in, its timing followed from a local live-timing server
// holding the recording's state until then) and of the race's replay page four days later (from a
// local archive of the recording): local stand-ins for Formula 1's live-timing service and archive
// playing a recording of the race.
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { archiveFiles, archiveSessionOf, startArchiveServer } from '../../src/server/testing/f1-archive.ts';
import { recordRace } from '../../src/server/testing/feed-recording.ts';
import { startSignalRCoreServer } from '../../src/server/testing/signalr-core-server.ts';
import { applyFeedRecords } from '../../src/shared/live-feed.ts';
import { type ModeContext, startPitwall, unlimitedClient } from '../common.ts';
import { liveFanoutNow } from '../live-fanout.ts';
import { printPages } from './pages.ts';

export async function run({ work }: ModeContext) {
  const dataDir = join(work, 'server');
  // A first start loads the database the recording is made from.
  await (await startPitwall(dataDir)).stop();
  const opened = await openDatabase({ dataDir: join(dataDir, 'db') });
  const recording = await recordRace(opened.db, { year: 2025, round: 12 }).finally(() => opened.close());
  const upstream = await startSignalRCoreServer();
  const archive = await startArchiveServer(archiveFiles([archiveSessionOf(recording)]));
  const feedEnv = {
    ...unlimitedClient,
    LIVE_TIMING_SOURCE: 'f1',
    F1_LIVE_TIMING_URL: upstream.url,
    F1_ARCHIVE_URL: archive.url,
    F1_ARCHIVE_PACE_MS: '0',
  };
  try {
    const until = Date.parse(liveFanoutNow);
    upstream.setState(
      applyFeedRecords(
        {},
        recording.records.filter((record) => Date.parse(record.at) <= until),
      ),
    );
    const during = await startPitwall(dataDir, { ...feedEnv, PITWALL_NOW: liveFanoutNow });
    await upstream.waitForSubscriptions(1, 60_000);
    console.log(`
/live at ${liveFanoutNow}, during the 2025 British Grand Prix:`);
    await printPages(during.url, ['/live']);
    await during.stop();
    const after = await startPitwall(dataDir, { ...feedEnv, PITWALL_NOW: '2025-07-10T12:00:00Z' });
    console.log("\nThe race's replay page (the first visit fetches it from the local archive):");
    await printPages(after.url, ['/replay/2025/british-grand-prix/race']);
  } finally {
    await upstream.close();
    await archive.close();
  }
}
