import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CacheRegistry } from '#server/cache.ts';
import { circuitDrawings, drawingsFile, readDrawingsFolder, serializeDrawings } from './circuit-drawings.ts';

const shared = resolve('../shared/data/f1db-circuit-drawings/black');

describe('circuit drawings', () => {
  it('has a drawing for every layout raced since 2014', async () => {
    const drawings = await circuitDrawings({ cache: new CacheRegistry() });
    for (const layout of ['yas-marina-2', 'silverstone-8', 'monaco-6', 'madring-1', 'las-vegas-1']) {
      expect(drawings[layout], layout).toMatch(/^M[\d.]/);
    }
  });

  it.skipIf(!existsSync(shared))('matches a fresh import of the f1db drawings', () => {
    expect(readFileSync(drawingsFile, 'utf8')).toBe(serializeDrawings(readDrawingsFolder(shared)));
  });
});
