import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints } from './breakpoints.ts';

const css = readFileSync(new URL('./breakpoints.css', import.meta.url), 'utf8');

/** `@custom-media --name (min-width: Npx)` → { name: N }. */
function minWidths(source: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const match of source.matchAll(/@custom-media\s+--([a-z]+)\s+\(min-width:\s*(\d+)px\)/g)) {
    const [, name, px] = match;
    if (name && px) found[name] = Number(px);
  }
  return found;
}

describe('breakpoints', () => {
  it('are the same in the stylesheet and in the script constants (docs/product.md §9)', () => {
    const { xs: _xs, ...aboveZero } = breakpoints;
    expect(minWidths(css)).toEqual(aboveZero);
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
  });

  it('give each "below" query the pixel just under its breakpoint', () => {
    expect(css).toMatch(/--below-sm \(max-width: 599\.98px\)/);
    expect(css).toMatch(/--below-md \(max-width: 959\.98px\)/);
  });
});
