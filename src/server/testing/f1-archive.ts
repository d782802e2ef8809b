import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateRawSync } from 'node:zlib';
import { applyFeedRecords, type FeedRecord } from '#shared/live-feed.ts';
import type { FeedRecording } from './feed-recording.ts';

/**
 * Formula 1's static live-timing archive (livetiming.formula1.com/static/) made from feed recordings,
 * and a local server for it: `{year}/Index.json` lists the meetings and their sessions' paths,
 * `{Path}Index.json` the session's feeds, `{Path}{Topic}.jsonStream` a topic's records as lines of
 * `HH:MM:SS.mmm{json}` and `{Path}{Topic}.json` its final state; every file starts with a UTF-8 BOM.
 *
 * Offsets: a stream's offsets count from the recording's first record (`archiveStartsAt`, the
 * keyframes: 00:00:00.000), which is `feedKeyframeLeadMs` before the recording's `startsAt` (lights
 * out), so a record's instant is `archiveStartsAt(recording) + offset` and SessionStatus turns
 * Started at 00:01:00.000.
 */

export type ArchiveSession = {
  year: number;
  meetingName: string;
  meetingKey: number;
  sessionKey: number;
  sessionName: string;
  recording: FeedRecording;
  /** Adds Position.z (cars' X/Y/Z, base64 of deflate-raw JSON), a topic live only with an F1 TV token. */
  withCompressed?: boolean;
};

type Json = Record<string, unknown>;

const bom = '\uFEFF';
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const underscored = (name: string) => name.trim().replaceAll(' ', '_');
const file = (content: string) => Buffer.from(bom + content, 'utf8');

/** The instant an archive's offsets count from: the recording's first record. */
export const archiveStartsAt = (recording: FeedRecording): string =>
  recording.records[0]?.at ?? recording.startsAt;

/** An offset as the archive writes it: "HH:MM:SS.mmm". */
export function archiveOffset(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const seconds = Math.floor(total / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${pad(total % 1000, 3)}`;
}

/** One `.jsonStream` line: the offset and the JSON, CRLF-terminated. */
const streamLine = (offsetMs: number, value: unknown) =>
  `${archiveOffset(offsetMs)}${JSON.stringify(value)}\r\n`;

/**
 * Position.z's records: every car's place on a made-up oval from its line crossings (the TimingData
 * records with NumberOfLaps), every 10 s from lights out to the last record.
 */
function positionRecords(recording: FeedRecording): { at: number; data: string }[] {
  const start = Date.parse(recording.startsAt);
  const crossings = new Map<string, number[]>();
  const retiredAt = new Map<string, number>();
  for (const record of recording.records) {
    if (record.topic === 'DriverList' && isObject(record.patch))
      for (const number of Object.keys(record.patch))
        if (/^\d+$/.test(number) && !crossings.has(number)) crossings.set(number, [start]);
    if (record.topic !== 'TimingData' || !isObject(record.patch) || !isObject(record.patch.Lines)) continue;
    for (const [number, line] of Object.entries(record.patch.Lines)) {
      if (!isObject(line)) continue;
      if (typeof line.NumberOfLaps === 'number' && line.NumberOfLaps > 0)
        crossings.get(number)?.push(Date.parse(record.at));
      if (line.Retired === true) retiredAt.set(number, Date.parse(record.at));
    }
  }
  const end = Date.parse(recording.records.at(-1)?.at ?? recording.startsAt);
  const out: { at: number; data: string }[] = [];
  for (let at = start; at <= end; at += 10_000) {
    const entries: Json = {};
    for (const [number, lines] of crossings) {
      const done = lines.filter((line) => line <= at).length - 1;
      const next = lines[done + 1];
      const from = lines[done] ?? start;
      const progress = done + (next === undefined ? 0 : Math.max(0, at - from) / (next - from));
      const angle = 2 * Math.PI * progress;
      entries[number] = {
        Status: (retiredAt.get(number) ?? Number.POSITIVE_INFINITY) <= at ? 'OffTrack' : 'OnTrack',
        X: Math.round(5000 * Math.cos(angle)),
        Y: Math.round(3000 * Math.sin(angle)),
        Z: 0,
      };
    }
    const json = JSON.stringify({ Position: [{ Timestamp: new Date(at).toISOString(), Entries: entries }] });
    out.push({ at, data: deflateRawSync(Buffer.from(json)).toString('base64') });
  }
  return out;
}

/** The archive's description of a recorded session: its meeting and session as SessionInfo names them. */
export function archiveSessionOf(
  recording: FeedRecording,
  options: { withCompressed?: boolean } = {},
): ArchiveSession {
  const info = (applyFeedRecords({}, recording.records).SessionInfo ?? {}) as {
    Key?: number;
    Name?: string;
    StartDate?: string;
    Meeting?: { Key?: number; Name?: string };
  };
  return {
    year: Number(info.StartDate?.slice(0, 4)),
    meetingName: String(info.Meeting?.Name ?? ''),
    meetingKey: Number(info.Meeting?.Key ?? 0),
    sessionKey: Number(info.Key ?? 0),
    sessionName: String(info.Name ?? ''),
    recording,
    withCompressed: options.withCompressed ?? false,
  };
}

/**
 * The files of a static archive holding these sessions, path → content, exactly as F1 serves them.
 * SessionInfo's records carry the keys, names and path given here (the same as the recording's when
 * those are passed).
 */
export function archiveFiles(sessions: ArchiveSession[]): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const years = new Map<number, Map<number, Json & { Sessions: Json[] }>>();
  for (const {
    year,
    meetingName,
    meetingKey,
    sessionKey,
    sessionName,
    recording,
    withCompressed,
  } of sessions) {
    const recorded = asJson(applyFeedRecords({}, recording.records).SessionInfo);
    const startDate = String(recorded.StartDate ?? recording.startsAt.slice(0, 19));
    const meetingDate =
      /^\d{4}\/(\d{4}-\d\d-\d\d)_/.exec(String(recorded.Path))?.[1] ?? startDate.slice(0, 10);
    const path = `${year}/${meetingDate}_${underscored(meetingName)}/${startDate.slice(0, 10)}_${underscored(sessionName)}/`;
    const rewrite = (patch: unknown): unknown => {
      if (!isObject(patch)) return patch;
      const next: Json = { ...patch };
      if ('Key' in next) next.Key = sessionKey;
      if ('Name' in next) next.Name = sessionName;
      if ('Path' in next) next.Path = path;
      if (isObject(next.Meeting)) next.Meeting = { ...next.Meeting, Key: meetingKey, Name: meetingName };
      return next;
    };
    const records: FeedRecord[] = recording.records.map((record) =>
      record.topic === 'SessionInfo' ? { ...record, patch: rewrite(record.patch) } : record,
    );
    const zero = Date.parse(archiveStartsAt(recording));
    const state = applyFeedRecords({}, records);
    const feeds: Json = {};
    for (const topic of new Set(records.map((record) => record.topic))) {
      const lines = records
        .filter((record) => record.topic === topic)
        .map((record) => streamLine(Date.parse(record.at) - zero, record.patch));
      files.set(`${path}${topic}.jsonStream`, file(lines.join('')));
      files.set(`${path}${topic}.json`, file(JSON.stringify(state[topic])));
      feeds[topic] = { KeyFramePath: `${topic}.json`, StreamPath: `${topic}.jsonStream` };
    }
    if (withCompressed) {
      const positions = positionRecords(recording);
      files.set(
        `${path}Position.z.jsonStream`,
        file(positions.map(({ at, data }) => streamLine(at - zero, data)).join('')),
      );
      files.set(`${path}Position.z.json`, file(JSON.stringify(positions.at(-1)?.data ?? '')));
      feeds['Position.z'] = { KeyFramePath: 'Position.z.json', StreamPath: 'Position.z.jsonStream' };
    }
    files.set(`${path}Index.json`, file(JSON.stringify({ Feeds: feeds })));

    const info = asJson(state.SessionInfo);
    const meeting = asJson(info.Meeting);
    const meetings = years.get(year) ?? new Map();
    years.set(year, meetings);
    const entry = meetings.get(meetingKey) ?? {
      Key: meetingKey,
      Name: meetingName,
      OfficialName: meeting.OfficialName,
      Location: meeting.Location,
      Country: meeting.Country,
      Circuit: meeting.Circuit,
      Sessions: [],
    };
    meetings.set(meetingKey, entry);
    entry.Sessions.push({
      Key: sessionKey,
      Type: info.Type,
      Name: sessionName,
      StartDate: info.StartDate,
      EndDate: info.EndDate,
      GmtOffset: info.GmtOffset,
      Path: path,
    });
  }
  for (const [year, meetings] of years)
    files.set(`${year}/Index.json`, file(JSON.stringify({ Year: year, Meetings: [...meetings.values()] })));
  return files;
}

const asJson = (value: unknown): Json => (isObject(value) ? value : {});

export type ArchiveServer = {
  /** The archive's root, ending with /static/. */
  url: string;
  /** The paths asked for so far, oldest first, relative to /static/ ("2025/Index.json"). */
  requests(): string[];
  /** Answers 403 AccessDenied, as S3 does, for every path starting with this one (relative to /static/). */
  forbid(path: string): void;
  close(): Promise<void>;
};

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
  '<RequestId>0000000000000000</RequestId><HostId>pitwall-test-archive</HostId></Error>';

/**
 * A local server of archive files on 127.0.0.1 (a free port): 200 with the file (JSON as
 * application/json, no CORS headers), 404 for a path it lacks, 403 for a forbidden one. Logs each
 * request's path so a test can tell what a client fetched.
 */
export async function startArchiveServer(files: Map<string, Buffer>): Promise<ArchiveServer> {
  const log: string[] = [];
  const forbidden: string[] = [];
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const inStatic = pathname.startsWith('/static/');
    let path = inStatic ? pathname.slice('/static/'.length) : pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // Kept as sent: it names no file.
    }
    log.push(path);
    const xml = { 'content-type': 'application/xml' };
    if (inStatic && forbidden.some((prefix) => path.startsWith(prefix))) {
      response.writeHead(403, xml).end(s3Error('AccessDenied', 'Access Denied'));
      return;
    }
    const body = inStatic ? files.get(path) : undefined;
    if (!body || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, xml).end(s3Error('NoSuchKey', 'The specified key does not exist.'));
      return;
    }
    const type = /\.json(Stream)?$/.test(path) ? 'application/json' : 'application/octet-stream';
    response.writeHead(200, { 'content-type': type, 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/static/`,
    requests: () => [...log],
    forbid: (path) => {
      forbidden.push(path.replace(/^\/?(static\/)?/, ''));
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
