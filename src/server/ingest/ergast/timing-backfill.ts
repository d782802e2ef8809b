import { parseArgs } from 'node:util';
import type { Env } from '#server/env.ts';
import { ApiError } from '#server/http/errors.ts';
import { storedTiming } from '#server/race-data/results-sync-state.ts';
import type { Services } from '#server/services.ts';
import { createErgastSource, type ErgastSource, ErgastSourceError } from './ergast-source.ts';
import { syncLapTimes, syncPitStops, type TimingOutcome } from './sync-timing.ts';

/** Ergast-compatible sources have lap times from this season on, and pit stops from that one. */
export const firstLapTimesSeason = 1996;
export const firstPitStopsSeason = 2011;

/** A rate limit: at most `max` requests in any `window` seconds. */
export type RateRule = { max: number; window: number };

/**
 * The least time between two requests that keeps every rule. Requests evenly spaced so never put more
 * than `max` in any window — not even across a stop and a restart, which a burst followed by a long
 * wait could (the waiting would be forgotten).
 */
export function pacedIntervalMs(rules: RateRule[]): number {
  return Math.max(0, ...rules.map((rule) => Math.ceil((rule.window * 1000) / rule.max)));
}

/**
 * The backfill's client of RESULTS_SYNC_URL: the sync's own, paced by the backfill's two rules, and
 * waiting out a Retry-After of up to an hour (the hourly limit's) instead of ending the run.
 */
export function createBackfillSource(env: Env, signal?: AbortSignal): ErgastSource {
  return createErgastSource({
    baseUrl: env.RESULTS_SYNC_URL,
    publicUrl: env.PUBLIC_URL,
    timeoutMs: env.RESULTS_SYNC_TIMEOUT_MS,
    minIntervalMs: pacedIntervalMs([env.BACKFILL_BURST_RATE_LIMIT, env.BACKFILL_HOURLY_RATE_LIMIT]),
    maxRetryAfterMs: 61 * 60_000,
    signal,
  });
}

export const backfillUsage = 'Usage: npm run backfill:timing -- [--from YEAR] [--to YEAR]';

/** `--from YEAR --to YEAR` (from 1996 and to `lastSeason` when left out), or what is wrong with them. */
export function parseBackfillArgs(
  args: readonly string[],
  lastSeason: number,
): { from: number; to: number } | { error: string } {
  let values: { from?: string; to?: string };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { from: { type: 'string' }, to: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch {
    return { error: backfillUsage };
  }
  if ([values.from, values.to].some((year) => year !== undefined && !/^\d{4}$/.test(year))) {
    return { error: backfillUsage };
  }
  const from = values.from ? Number(values.from) : firstLapTimesSeason;
  const to = values.to ? Number(values.to) : lastSeason;
  if (from > to) return { error: `--from ${from} is after --to ${to}` };
  return { from, to };
}

export type BackfillSummary = {
  /** Races whose lap times or pit stops were asked for. */
  read: number;
  /** Races with nothing to ask: stored already, or without a race result to key timing to. */
  skipped: number;
  lapTimes: number;
  pitStops: number;
  /** Why the run ended before the last race (a stop, a source that failed); absent when it finished. */
  stopped?: string;
};

/**
 * Reads the lap times and pit stops of every race of `from`–`to` that lacks them from the source and
 * writes them as the results sync does (owned `sync` rows; an admin's are kept), one race at a time,
 * in order. A race whose timing is stored is skipped without a request, so a run after a stop carries
 * on where it ended. Prints one line per race.
 */
export async function backfillTiming(
  services: Services,
  source: ErgastSource,
  { from, to, print }: { from: number; to: number; print: (line: string) => void },
): Promise<BackfillSummary> {
  const summary: BackfillSummary = { read: 0, skipped: 0, lapTimes: 0, pitStops: 0 };
  if (from < firstLapTimesSeason) {
    print(
      `${from}–${Math.min(to, firstLapTimesSeason - 1)}: skipped: the source has lap times from ${firstLapTimesSeason}`,
    );
  }
  for (const race of await storedTiming(services, Math.max(from, firstLapTimesSeason), to)) {
    const label = `${race.season} round ${race.round}`;
    const hasPitStops = race.season >= firstPitStopsSeason;
    const wantLaps = race.lapTimes === 0;
    const wantStops = hasPitStops && race.pitStops === 0;
    if (!race.classified || !(wantLaps || wantStops)) {
      summary.skipped += 1;
      print(`${label}: skipped: ${race.classified ? 'stored' : 'no race result stored'}`);
      continue;
    }
    summary.read += 1;
    const parts: string[] = [];
    try {
      if (wantLaps) {
        const outcome = await readPart(() => syncLapTimes(services, source, race.season, race.round));
        if (outcome.status === 'written') summary.lapTimes += outcome.rows;
        parts.push(partText(outcome, 'lap times'));
      } else parts.push('lap times stored');
      if (wantStops) {
        const outcome = await readPart(() => syncPitStops(services, source, race.season, race.round));
        if (outcome.status === 'written') summary.pitStops += outcome.rows;
        parts.push(partText(outcome, 'pit stops'));
      } else if (hasPitStops) parts.push('pit stops stored');
    } catch (error) {
      if (!(error instanceof ErgastSourceError)) throw error;
      summary.stopped = error.message;
      // Ctrl-C ends with 'stopped'; a source that failed says why.
      const end = error.message === 'stopped' ? 'stopped' : `stopped: ${error.message}`;
      print(`${label}: ${[...parts, end].join(', ')}`);
      return summary;
    }
    print(`${label}: ${parts.join(', ')}`);
  }
  return summary;
}

type PartOutcome = TimingOutcome | { status: 'refused'; message: string };

/** A unit the write layer refuses (a value out of range) is reported and passed over, not fatal. */
async function readPart(read: () => Promise<TimingOutcome>): Promise<PartOutcome> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError) return { status: 'refused', message: error.message };
    throw error;
  }
}

const count = (n: number) => n.toLocaleString('en-US');

function partText(outcome: PartOutcome, noun: string): string {
  switch (outcome.status) {
    case 'written':
      return `${count(outcome.rows)} ${noun}`;
    case 'unchanged':
      return `${count(outcome.rows)} ${noun} (unchanged)`;
    case 'kept':
      return `${noun} kept (${outcome.owner}'s)`;
    case 'empty':
      return `no ${noun} at the source`;
    case 'unknown-drivers':
      return `${noun} not stored: ${outcome.drivers.join(', ')} not in the race result`;
    case 'refused':
      return `${noun} not stored: ${outcome.message}`;
  }
}
