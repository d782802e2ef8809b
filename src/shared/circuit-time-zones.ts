import { dateFormat } from './date-format.ts';

/**
 * The time zone of each circuit on the calendars we serve (f1db circuit ids), so the season-events
 * editor takes times as the circuit's local time, the way the FIA timetable prints them. A circuit
 * not listed falls back to UTC and the editor says so.
 */
export const circuitTimeZones: Record<string, string> = {
  austin: 'America/Chicago',
  bahrain: 'Asia/Bahrain',
  baku: 'Asia/Baku',
  catalunya: 'Europe/Madrid',
  hockenheimring: 'Europe/Berlin',
  hungaroring: 'Europe/Budapest',
  imola: 'Europe/Rome',
  interlagos: 'America/Sao_Paulo',
  istanbul: 'Europe/Istanbul',
  jeddah: 'Asia/Riyadh',
  'las-vegas': 'America/Los_Angeles',
  lusail: 'Asia/Qatar',
  madring: 'Europe/Madrid',
  'marina-bay': 'Asia/Singapore',
  melbourne: 'Australia/Melbourne',
  'mexico-city': 'America/Mexico_City',
  miami: 'America/New_York',
  monaco: 'Europe/Monaco',
  montreal: 'America/Toronto',
  monza: 'Europe/Rome',
  mugello: 'Europe/Rome',
  nurburgring: 'Europe/Berlin',
  'paul-ricard': 'Europe/Paris',
  portimao: 'Europe/Lisbon',
  sepang: 'Asia/Kuala_Lumpur',
  shanghai: 'Asia/Shanghai',
  silverstone: 'Europe/London',
  sochi: 'Europe/Moscow',
  'spa-francorchamps': 'Europe/Brussels',
  spielberg: 'Europe/Vienna',
  suzuka: 'Asia/Tokyo',
  'yas-marina': 'Asia/Dubai',
  zandvoort: 'Europe/Amsterdam',
};

export const circuitTimeZone = (circuitId: string): string => circuitTimeZones[circuitId] ?? 'UTC';

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallClock: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** Milliseconds `zone` is ahead of UTC at instant `at`. */
function offsetAt(at: number, zone: string): number {
  const parts = dateFormat('en-GB', wallClock, zone).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * A wall-clock time in `zone` ("2025-07-06T15:00", what <input type="datetime-local"> sends) as a
 * UTC instant; null when the text is no such time. A time the clocks skip takes the later offset.
 */
export function zonedToUtc(local: string, zone: string): Date | null {
  const match = localPattern.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  let at = wall - offsetAt(wall, zone);
  at = wall - offsetAt(at, zone);
  return new Date(at);
}

/** A UTC instant as the wall-clock time in `zone`, in datetime-local form ("2025-07-06T15:00"). */
export function utcToZoned(at: Date | string, zone: string): string {
  const instant = new Date(at).getTime();
  return new Date(instant + offsetAt(instant, zone)).toISOString().slice(0, 16);
}
