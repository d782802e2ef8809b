/**
 * iCalendar (RFC 5545) writing, and the reading needed to check what we write. Only what a feed
 * of timed and all-day events uses: VCALENDAR with VEVENTs, UTC times, escaped text, folded lines.
 */

/** An event that either starts at an instant (UTC) or lasts whole days (dates, end exclusive). */
export type IcsEvent = {
  uid: string;
  summary: string;
  when: { start: number; end: number } | { startDate: string; endDate: string };
  location?: string;
  description?: string;
  url?: string;
  categories?: string[];
};

export type IcsCalendar = {
  prodId: string;
  name: string;
  /** DTSTAMP of every event: when this copy of the feed was made. */
  stamp: number;
  events: IcsEvent[];
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

export function unescapeIcsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

const utf8 = new TextEncoder();

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 §3.1): each continuation starts
 * with one space, and a UTF-8 character is never split between lines.
 */
export function foldIcsLine(line: string): string {
  if (utf8.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation has a space, leaving 74.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** "20250706T140000Z": an instant as a UTC DATE-TIME. */
export function icsUtcDateTime(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** "20250706": an ISO date as a DATE. */
export function icsDate(date: string): string {
  return date.slice(0, 10).replace(/-/g, '');
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp}`];
  if ('start' in event.when) {
    lines.push(`DTSTART:${icsUtcDateTime(event.when.start)}`, `DTEND:${icsUtcDateTime(event.when.end)}`);
  } else {
    lines.push(
      `DTSTART;VALUE=DATE:${icsDate(event.when.startDate)}`,
      `DTEND;VALUE=DATE:${icsDate(event.when.endDate)}`,
    );
  }
  lines.push(`SUMMARY:${escapeIcsText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeIcsText).join(',')}`);
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The calendar as an iCalendar stream: CRLF line ends, folded lines, a final CRLF. */
export function writeIcs(calendar: IcsCalendar): string {
  const stamp = icsUtcDateTime(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** One content line read back: name, parameters and the raw (still escaped) value. */
export type IcsProperty = { name: string; params: Record<string, string>; value: string };
export type IcsComponent = { name: string; properties: IcsProperty[]; components: IcsComponent[] };

/** Joins folded lines back together (RFC 5545 §3.1: a CRLF followed by a space or tab is removed). */
export function unfoldIcs(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0);
}

function parseLine(line: string): IcsProperty {
  // The value starts at the first colon outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') quoted = !quoted;
    else if (char === ':' && !quoted) {
      colon = index;
      break;
    }
  }
  if (colon < 0) throw new Error(`Not a content line: ${line}`);
  const [name = '', ...rawParams] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const [key = '', value = ''] = param.split('=');
    params[key.toUpperCase()] = value.replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

/** Reads an iCalendar stream into its components; throws on lines that are not CRLF-ended or unbalanced. */
export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n') || /(^|[^\r])\n/.test(text)) throw new Error('Lines must end with CRLF');
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of unfoldIcs(text)) {
    const property = parseLine(line);
    if (property.name === 'BEGIN') {
      const component: IcsComponent = { name: property.value.toUpperCase(), properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      const component = stack.pop();
      if (!component || component.name !== property.value.toUpperCase()) {
        throw new Error(`Unbalanced END:${property.value}`);
      }
      if (stack.length === 0) root = component;
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`Property outside a component: ${line}`);
      current.properties.push(property);
    }
  }
  if (!root || stack.length > 0) throw new Error('Unbalanced calendar');
  return root;
}

/** The first value of a property, unescaped as TEXT. */
export function icsText(component: IcsComponent, name: string): string | undefined {
  const property = component.properties.find((p) => p.name === name);
  return property ? unescapeIcsText(property.value) : undefined;
}
