import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CacheRegistry } from '#server/cache.ts';
import { circuitOutlines, outlinesFile, projectOutline, readOutlinesFolder } from './circuit-outlines.ts';

const shared = resolve('../shared/data/circuits');

/** Twice the signed area of a drawn outline; positive is clockwise on screen (y grows downwards). */
function signedArea(d: string): number {
  const points = [...d.matchAll(/(\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i] ?? [0, 0];
    const [x2, y2] = points[(i + 1) % points.length] ?? [0, 0];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

describe('circuit outlines', () => {
  it('projects north up, keeps the aspect and starts at the first point', () => {
    // A 2:1 rectangle of longitude × latitude on the equator, run clockwise seen from above.
    const outline = projectOutline(
      [
        [0, 0],
        [0, 0.01],
        [0.02, 0.01],
        [0.02, 0],
        [0, 0],
      ],
      100,
    );
    expect(outline.width).toBe(1000);
    expect(outline.height).toBe(40 + 460 + 40);
    // The first point, at the south-west corner: bottom left on screen.
    expect(outline.start).toEqual([40, 500]);
    expect(outline.next).toEqual([40, 40]);
    expect(signedArea(outline.d)).toBeGreaterThan(0);
  });

  it('draws Monza and Monaco clockwise and Interlagos anti-clockwise, as they are raced', async () => {
    const outlines = await circuitOutlines({ cache: new CacheRegistry() });
    expect(signedArea(outlines.monza?.outline.d ?? '')).toBeGreaterThan(0);
    expect(signedArea(outlines.monaco?.outline.d ?? '')).toBeGreaterThan(0);
    expect(signedArea(outlines.interlagos?.outline.d ?? '')).toBeLessThan(0);
    expect(outlines.monza?.outline.lengthM).toBe(5793);
    expect(Object.keys(outlines.melbourne?.history ?? {})).toEqual(['melbourne-1']);
  });

  it.skipIf(!existsSync(shared))('matches a fresh import of bacinger/f1-circuits', () => {
    expect(JSON.parse(readFileSync(outlinesFile, 'utf8'))).toEqual(readOutlinesFolder(shared));
  });
});
