import { describe, expect, it } from 'vitest';
import { contrastRatio, textColourOn } from './colour-contrast.ts';

describe('textColourOn', () => {
  // The 2025 team colours: every one gets a text colour that passes WCAG AA (4.5:1).
  it.each([
    ['McLaren', '#FF8000', '#000000'],
    ['Ferrari', '#E8002D', '#FFFFFF'],
    ['Red Bull', '#3671C6', '#FFFFFF'],
    ['Mercedes', '#27F4D2', '#000000'],
    ['Williams', '#1868DB', '#FFFFFF'],
    ['Aston Martin', '#229971', '#000000'],
    ['Haas', '#B6BABD', '#000000'],
    ['a dark livery', '#005030', '#FFFFFF'],
  ])('%s %s → %s', (_team, colour, expected) => {
    expect(textColourOn(colour)).toBe(expected);
    expect(contrastRatio(colour, expected)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
