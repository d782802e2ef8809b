import { describe, expect, it } from 'vitest';
import { hasControlCharacters, plainText, withoutControlCharacters } from './text-rules.ts';

describe('hasControlCharacters', () => {
  it.each([
    ['Max Verstappen', false, false],
    ['Sérgio Pérez · 11 €', false, false],
    ['a\u0000b', false, true],
    ['a\u0000b', true, true],
    ['line\nbreak', false, true],
    ['line\nbreak\r\n\tindented', true, false],
    ['bell\u0007', true, true],
    ['delete\u007f', true, true],
    ['c1\u0085', true, true],
  ])('%j (multiline %s) → %s', (value, multiline, expected) => {
    expect(hasControlCharacters(value, { multiline })).toBe(expected);
  });
});

describe('withoutControlCharacters', () => {
  it('keeps the rest of the text', () => {
    expect(withoutControlCharacters('Ver\u0000stap\u0007pen\n')).toBe('Verstappen');
    expect(withoutControlCharacters('two\nlines\u0000', { multiline: true })).toBe('two\nlines');
  });
});

describe('plainText', () => {
  it('refuses a control character with a message, and accepts the rest', () => {
    expect(plainText().safeParse('a\u0000').error?.issues[0]?.message).toMatch(/control characters/);
    expect(plainText().parse('Lando')).toBe('Lando');
  });
});
