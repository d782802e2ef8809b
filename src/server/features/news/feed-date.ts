/** Zone abbreviations feeds use that JavaScript's date parser does not know. */
const zoneOffsets: Record<string, string> = {
  BST: '+0100',
  CET: '+0100',
  CEST: '+0200',
  EET: '+0200',
  EEST: '+0300',
  MSK: '+0300',
  JST: '+0900',
  AEST: '+1000',
  AEDT: '+1100',
  NZST: '+1200',
  NZDT: '+1300',
};

const knownZone = /(?:Z|[+-]\d{2}:?\d{2}|\b(?:GMT|UTC?|[ECMP][SD]T)(?:[+-]\d{1,4})?)\s*(?:\([^)]*\))?$/i;
const abbreviation = /\b([A-Z]{3,4})\s*(?:\([^)]*\))?$/;

/**
 * Reads a feed date (RFC 822 in RSS, RFC 3339 in Atom, and what publishers actually write): zone
 * abbreviations such as BST, dates without a zone (taken as UTC, not the server's zone), Unix
 * seconds. Null when nothing sensible comes out.
 */
export function parseFeedDate(text: string | null | undefined): Date | null {
  const raw = text?.trim().replace(/\s+/g, ' ');
  if (!raw) return null;
  if (/^\d{9,11}$/.test(raw)) return valid(new Date(Number(raw) * 1000));
  let value = raw;
  const zone = abbreviation.exec(value)?.[1];
  const offset = zone ? zoneOffsets[zone.toUpperCase()] : undefined;
  if (zone && offset) value = `${value.slice(0, value.lastIndexOf(zone))}${offset}`;
  else if (!knownZone.test(value) && /\d:\d{2}/.test(value)) {
    // ISO date-times need a T before the zone; RFC-style dates take a trailing GMT.
    value = /^\d{4}-\d{2}-\d{2}[ T]\d/.test(value) ? `${value.replace(' ', 'T')}Z` : `${value} GMT`;
  } else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    value = `${value}T00:00:00Z`;
  } else if (!knownZone.test(value)) {
    value = `${value} 00:00 GMT`;
  }
  return valid(new Date(value));
}

function valid(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}
