import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { type FeedRecording, recordRace } from '../../src/server/testing/feed-recording.ts';
import { applyFeedRecords, type FeedRecord, type FeedTopics } from '../../src/shared/live-feed.ts';
import { templateDirVariable } from './server.ts';

/**
 * A race as Formula 1's feed would have told it, made from the stored race data of the prepared
 * test database (a copy, so no server's database is touched).
 */
export async function recordedRace(
  race: { year: number; round: number },
  options: { lapMs?: number } = {},
): Promise<FeedRecording> {
  const template = process.env[templateDirVariable];
  if (!template) throw new Error('No prepared test database (global setup)');
  const dir = mkdtempSync(join(tmpdir(), 'pitwall-e2e-feed-'));
  cpSync(join(template, 'db'), dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  try {
    return await recordRace(database.db, race, options);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The recording played as another session: its records moved to start at `startsAt`, its
 * SessionInfo saying that session's local start and offset from UTC.
 */
export function playedAs(
  recording: FeedRecording,
  { startsAt, localStart, gmtOffset }: { startsAt: string; localStart: string; gmtOffset: string },
): FeedRecording {
  const shift = Date.parse(startsAt) - Date.parse(recording.startsAt);
  const records = recording.records.map((record): FeedRecord => {
    const at = new Date(Date.parse(record.at) + shift).toISOString();
    if (record.topic !== 'SessionInfo') return { ...record, at };
    return {
      ...record,
      at,
      patch: { ...(record.patch as object), StartDate: localStart, GmtOffset: gmtOffset },
    };
  });
  return { ...recording, startsAt, records };
}

/** The merged state of the records before `until` (ISO), and the records from then on. */
export function splitAt(
  records: readonly FeedRecord[],
  until: string,
): { state: FeedTopics; rest: FeedRecord[] } {
  const cut = Date.parse(until);
  const before = records.filter((record) => Date.parse(record.at) < cut);
  return { state: applyFeedRecords({}, before), rest: records.slice(before.length) };
}

/** When the leader began lap `lap` (the feed's LapCount says so), or the last record's time. */
export function lapBegins(recording: FeedRecording, lap: number): string {
  const found = recording.records.find(
    (record) => record.topic === 'LapCount' && (record.patch as { CurrentLap?: number }).CurrentLap === lap,
  );
  return found?.at ?? recording.records.at(-1)?.at ?? recording.startsAt;
}

/** Racing number → three-letter code, as the recording's driver list has them. */
export function codesOf(recording: FeedRecording): Map<string, string> {
  const drivers = (applyFeedRecords({}, recording.records).DriverList ?? {}) as Record<
    string,
    { Tla?: string }
  >;
  return new Map(Object.entries(drivers).map(([number, driver]) => [number, driver.Tla ?? number]));
}
