import type { FeedRecord } from '#shared/live-feed.ts';
import type { Meeting } from '#shared/meetings.ts';
import type { WeekendSessionKind } from '#shared/sessions.ts';

/** The topics a replay reads: what the live view shows, and the heartbeat that dates the offsets. */
export const replayTopics = [
  'Heartbeat',
  'SessionInfo',
  'SessionStatus',
  'TrackStatus',
  'LapCount',
  'ExtrapolatedClock',
  'TimingData',
  'TimingAppData',
  'DriverList',
  'RaceControlMessages',
  'WeatherData',
] as const;

/** One answer of the archive bigger than this is not a session's topic; reading stops there. */
const maxFileBytes = 64 * 1024 * 1024;

/** The archive lacks (404) or refuses (403) a file. */
export class ArchiveMissing extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path}: HTTP ${status}`);
  }
}

export type ArchiveRequest = { baseUrl: string; userAgent: string; timeoutMs: number; signal?: AbortSignal };

/** One file of the archive as text, without the UTF-8 byte-order mark every file starts with. */
export async function fetchArchiveText(path: string, request: ArchiveRequest): Promise<string> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const url = new URL(path, request.baseUrl.endsWith('/') ? request.baseUrl : `${request.baseUrl}/`);
  const response = await fetch(url, {
    headers: { 'user-agent': request.userAgent },
    signal: request.signal ? AbortSignal.any([timeout, request.signal]) : timeout,
  });
  if (response.status === 404 || response.status === 403) {
    await response.body?.cancel().catch(() => {});
    throw new ArchiveMissing(response.status, path);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`${path}: HTTP ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > maxFileBytes)
    throw new Error(`${path}: too large`);
  const text = await response.text();
  if (text.length > maxFileBytes) throw new Error(`${path}: too large`);
  return text.replace(/^\uFEFF/, '');
}

const offsetPattern = /^(\d\d):(\d\d):(\d\d)\.(\d{3})/;

/**
 * The lines of a `.jsonStream`: each a 12-character offset (HH:MM:SS.mmm) from the session's start,
 * then a JSON patch (a `.z` topic's is a JSON string). CRLF or LF; unreadable lines are skipped.
 */
export function parseJsonStream(text: string): { offsetMs: number; patch: unknown }[] {
  const lines: { offsetMs: number; patch: unknown }[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const match = offsetPattern.exec(line);
    if (!match) continue;
    const [, h, m, s, ms] = match;
    try {
      lines.push({
        offsetMs: ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms),
        patch: JSON.parse(line.slice(12)),
      });
    } catch {
      // A line cut short (the archive's last line sometimes is) is left out.
    }
  }
  return lines;
}

export type ArchiveSession = { key: number | null; name: string; path: string; startDate: string };

/** The names the archive gives our session kinds; the sprint's changed over the years. */
function archiveNames(kind: WeekendSessionKind, year: number): string[] {
  switch (kind) {
    case 'fp1':
      return ['Practice 1'];
    case 'fp2':
      return ['Practice 2'];
    case 'fp3':
      return ['Practice 3'];
    case 'fp4':
      return ['Practice 4'];
    case 'qualifying':
      return ['Qualifying'];
    case 'race':
      return ['Race'];
    case 'sprint':
      return year === 2021 ? ['Sprint Qualifying'] : ['Sprint'];
    case 'sprint_qualifying':
      return year === 2023 ? ['Sprint Shootout'] : year >= 2024 ? ['Sprint Qualifying'] : [];
  }
}

type IndexJson = {
  Meetings?: {
    Name?: string;
    Sessions?: { Key?: number; Name?: string; Path?: string; StartDate?: string }[];
  }[];
};

/**
 * Our session in a season's `Index.json`: the meeting whose race falls on our race's date (the
 * archive's dates are local, as ours are), then the session by the archive's name for its kind.
 */
export function findArchiveSession(
  index: unknown,
  meeting: Pick<Meeting, 'year' | 'sessions'>,
  kind: WeekendSessionKind,
): ArchiveSession | null {
  const raceDate = meeting.sessions.find((session) => session.kind === 'race')?.date;
  const names = archiveNames(kind, meeting.year);
  for (const entry of (index as IndexJson).Meetings ?? []) {
    const sessions = entry.Sessions ?? [];
    const race = sessions.find((session) => session.Name === 'Race');
    if (!raceDate || race?.StartDate?.slice(0, 10) !== raceDate) continue;
    const found = sessions.find((session) => names.includes(session.Name ?? ''));
    if (!found?.Path) return null;
    return {
      key: found.Key ?? null,
      name: found.Name ?? '',
      path: found.Path,
      startDate: found.StartDate ?? '',
    };
  }
  return null;
}

/**
 * The session's start on the UTC clock, which the archive does not store: each heartbeat carries the
 * time it was sent beside its offset, so their difference is the start; the median of them all
 * keeps a late heartbeat from moving it.
 */
export function estimateStart(heartbeats: readonly { offsetMs: number; patch: unknown }[]): number | null {
  const starts = heartbeats
    .map(({ offsetMs, patch }) => {
      const utc = (patch as { Utc?: unknown } | null)?.Utc;
      const at =
        typeof utc === 'string' ? Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(utc) ? utc : `${utc}Z`) : Number.NaN;
      return at - offsetMs;
    })
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (starts.length === 0) return null;
  return starts[Math.floor(starts.length / 2)] ?? null;
}

/** Pauses between two requests to the archive, so a replay's first visitor does not hammer it. */
export const archivePaceMs = 250;

/** Where the session's `Index.json` says each topic's stream is; undefined when it has no index. */
async function streamPaths(path: string, request: ArchiveRequest): Promise<Map<string, string> | undefined> {
  let index: unknown;
  try {
    index = JSON.parse(await fetchArchiveText(`${path}Index.json`, request));
  } catch (error) {
    if (error instanceof ArchiveMissing && error.status === 404) return undefined;
    throw error;
  }
  const feeds = (index as { Feeds?: Record<string, { StreamPath?: unknown }> } | null)?.Feeds ?? {};
  const paths = new Map<string, string>();
  for (const [topic, feed] of Object.entries(feeds)) {
    if (typeof feed?.StreamPath === 'string') paths.set(topic, feed.StreamPath);
  }
  return paths;
}

/**
 * Downloads a session's topics from the archive, one file after another: the topics its
 * `Index.json` lists (every one we read when it has none), and dates every record on the UTC clock
 * from the estimated start. A topic the archive lacks is left out; a session without timing data or
 * a heartbeat to date it is missing.
 */
export async function downloadArchiveSession(
  path: string,
  request: ArchiveRequest & { paceMs?: number },
): Promise<{ startsAt: string; records: FeedRecord[] }> {
  const pace = request.paceMs ?? archivePaceMs;
  const listed = await streamPaths(path, request);
  if (listed && !listed.has('TimingData')) throw new ArchiveMissing(404, `${path}TimingData.jsonStream`);
  const streams = new Map<string, { offsetMs: number; patch: unknown }[]>();
  for (const topic of replayTopics) {
    const streamPath = listed ? listed.get(topic) : `${topic}.jsonStream`;
    if (streamPath === undefined) continue;
    await new Promise((resolve) => setTimeout(resolve, pace));
    try {
      streams.set(topic, parseJsonStream(await fetchArchiveText(`${path}${streamPath}`, request)));
    } catch (error) {
      if (error instanceof ArchiveMissing && error.status === 404 && topic !== 'TimingData') continue;
      throw error;
    }
  }
  const start = estimateStart(streams.get('Heartbeat') ?? []);
  if (start === null) throw new ArchiveMissing(404, `${path}Heartbeat.jsonStream`);
  const records: (FeedRecord & { offsetMs: number; order: number })[] = [];
  let order = 0;
  for (const [topic, lines] of streams) {
    for (const line of lines) {
      records.push({ topic, patch: line.patch, at: '', offsetMs: line.offsetMs, order: order++ });
    }
  }
  // Topics interleave by time; within one instant, each topic keeps its own order.
  records.sort((a, b) => a.offsetMs - b.offsetMs || a.order - b.order);
  return {
    startsAt: new Date(start).toISOString(),
    records: records.map(({ topic, patch, offsetMs }) => ({
      topic,
      patch,
      at: new Date(start + offsetMs).toISOString(),
    })),
  };
}
