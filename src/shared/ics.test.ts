import { describe, expect, it } from 'vitest';
import {
  escapeIcsText,
  foldIcsLine,
  icsDate,
  icsText,
  icsUtcDateTime,
  parseIcs,
  unescapeIcsText,
  unfoldIcs,
  writeIcs,
} from './ics.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('escapeIcsText', () => {
  it.each([
    [
      'Silverstone Circuit, Silverstone, United Kingdom',
      'Silverstone Circuit\\, Silverstone\\, United Kingdom',
    ],
    ['Q1; Q2', 'Q1\\; Q2'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['crlf\r\nline', 'crlf\\nline'],
    ['São Paulo Grand Prix – Race', 'São Paulo Grand Prix – Race'],
  ])('%j → %j and back', (text, escaped) => {
    expect(escapeIcsText(text)).toBe(escaped);
    expect(unescapeIcsText(escaped)).toBe(text.replace(/\r\n/g, '\n'));
  });
});

describe('foldIcsLine', () => {
  it('leaves lines of up to 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, continuations starting with one space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldIcsLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    expect(lines.every((part) => octets(part) <= 75)).toBe(true);
    expect(octets(lines[0]!)).toBe(75);
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfoldIcs(`${folded}\r\n`)).toEqual([line]);
  });

  it('never splits a multi-byte character', () => {
    // "é" is two octets and "–" three: a naive cut at 75 would land inside one of them.
    const line = `LOCATION:${'é–'.repeat(40)}`;
    const lines = foldIcsLine(line).split('\r\n');
    expect(lines.every((part) => octets(part) <= 75)).toBe(true);
    expect(lines.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    for (const part of lines) expect(part).not.toContain('\uFFFD');
  });
});

describe('writeIcs and parseIcs', () => {
  const text = writeIcs({
    prodId: '-//Pitwall//Test//EN',
    name: 'Formula 1 2025 · Pitwall',
    stamp: Date.parse('2025-07-03T12:00:00Z'),
    events: [
      {
        uid: '2025-12-race@pitwall',
        summary: 'British Grand Prix – Race',
        when: { start: Date.parse('2025-07-06T14:00:00Z'), end: Date.parse('2025-07-06T16:00:00Z') },
        location: 'Silverstone Circuit, Silverstone, United Kingdom',
        description: `Round 12 of the 2025 season.\nhttps://example.org/schedule/2025/british-grand-prix?${'x'.repeat(60)}`,
        categories: ['Formula 1', 'Race'],
      },
      {
        uid: '2019-1-race@pitwall',
        summary: 'Australian Grand Prix – Race',
        when: { startDate: '2019-03-17', endDate: '2019-03-18' },
      },
    ],
  });

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('reads back what it wrote', () => {
    const calendar = parseIcs(text);
    expect(calendar.name).toBe('VCALENDAR');
    expect(icsText(calendar, 'VERSION')).toBe('2.0');
    expect(icsText(calendar, 'X-WR-CALNAME')).toBe('Formula 1 2025 · Pitwall');
    const [race, old] = calendar.components;
    expect(race?.name).toBe('VEVENT');
    expect(icsText(race!, 'UID')).toBe('2025-12-race@pitwall');
    expect(icsText(race!, 'DTSTAMP')).toBe('20250703T120000Z');
    expect(icsText(race!, 'DTSTART')).toBe('20250706T140000Z');
    expect(icsText(race!, 'DTEND')).toBe('20250706T160000Z');
    expect(icsText(race!, 'LOCATION')).toBe('Silverstone Circuit, Silverstone, United Kingdom');
    expect(icsText(race!, 'DESCRIPTION')).toMatch(/^Round 12 of the 2025 season\.\nhttps:\/\/example\.org\//);
    expect(race!.properties.find((p) => p.name === 'CATEGORIES')?.value).toBe('Formula 1,Race');
    const start = old!.properties.find((p) => p.name === 'DTSTART');
    expect(start).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20190317' });
    expect(icsText(old!, 'DTEND')).toBe('20190318');
  });

  it('rejects bare line feeds and unbalanced components', () => {
    expect(() => parseIcs('BEGIN:VCALENDAR\nEND:VCALENDAR\n')).toThrow(/CRLF/);
    expect(() => parseIcs('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n')).toThrow(/Unbalanced/);
  });
});

describe('date values', () => {
  it('writes UTC DATE-TIME and DATE values', () => {
    expect(icsUtcDateTime(Date.parse('2025-12-07T13:00:00.000Z'))).toBe('20251207T130000Z');
    expect(icsDate('2025-12-07')).toBe('20251207');
  });
});
