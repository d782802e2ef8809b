import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findRouteData, prepareRouteData, writeRouteData } from './route-data-patch.ts';

/**
 * Route data as React Router writes it into a page (turbo-stream: a flat array, objects naming keys
 * and values by index, -5 for null), for a root route with `user: null` and a home route.
 */
const values = [
  { _1: 2, _3: -5 },
  'loaderData',
  { _4: 5, _6: 7 },
  'errors',
  'root',
  { _8: -5, _9: 10 },
  'routes/home',
  { _11: 12, _8: -5 },
  'user',
  'currentSeason',
  2025,
  'title',
  '</script><!-- & \u2028',
];
const escapes: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
};
const literalOf = (items: unknown[]) =>
  JSON.stringify(`${JSON.stringify(items)}\n`).replace(/[&><\u2028]/g, (match) => escapes[match] ?? match);
const page = (items: unknown[]) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${literalOf(items)});</script><script>window.__reactRouterContext.streamController.close();</script>`;

async function decode(literal: string): Promise<unknown> {
  const stream = new Blob([JSON.parse(literal) as string]).stream();
  return (await decodeTurboStream(stream, globalThis as unknown as Window)).value;
}

function written(items: unknown[], patches: Record<string, Record<string, unknown>>) {
  const html = page(items);
  const at = findRouteData(html);
  const prepared = at && prepareRouteData(html.slice(at.start, at.end));
  if (!prepared) return undefined;
  const write = writeRouteData(prepared, patches);
  return write && prepared.pieces.map((piece) => (typeof piece === 'string' ? piece : write(piece))).join('');
}

describe('route data written for one visitor', () => {
  it('unchanged, decodes to what React Router wrote, escaped as it escapes', async () => {
    const literal = written(values, {});
    expect(literal).toBe(literalOf(values));
    expect(literal).not.toMatch(/<|>|&/);
    expect(await decode(literal ?? '')).toEqual({
      loaderData: {
        root: { user: null, currentSeason: 2025 },
        'routes/home': { title: '</script><!-- & \u2028', user: null },
      },
      errors: null,
    });
  });

  it("sets each route's fields, old and new, with nested values; the rest keep their meaning", async () => {
    const user = { id: 'u1', displayName: 'Fan <b>', photoUrl: null, isAdmin: false, tags: ['a', 2, true] };
    const favourites = { driver: { points: 128, position: 5, name: 'Lando' }, complete: true, ratio: -0 };
    const literal = written(values, { root: { user }, 'routes/home': { favourites, user: 'x' } });
    expect(literal).not.toMatch(/<|>|&/);
    expect(await decode(literal ?? '')).toEqual({
      loaderData: {
        root: { user, currentSeason: 2025 },
        'routes/home': { title: '</script><!-- & \u2028', user: 'x', favourites },
      },
      errors: null,
    });
  });

  it('declines what it cannot write exactly', () => {
    expect(written(values, { 'routes/drivers': { user: null } })).toBeUndefined();
    expect(written(values, { root: { user: new Date(0) } })).toBeUndefined();
    expect(written(values, { root: { user: new Map() } })).toBeUndefined();
    // Data streamed in more than one chunk (a promise resolved later) is left alone.
    const streamed = page(values).replace(
      '<script>window.__reactRouterContext.streamController.close',
      `<script>window.__reactRouterContext.streamController.enqueue(${literalOf([1])});</script><script>x`,
    );
    expect(findRouteData(streamed)).toBeUndefined();
    expect(findRouteData('<p>No data</p>')).toBeUndefined();
    expect(prepareRouteData('"[1,2]\\n"')).toBeUndefined();
    expect(prepareRouteData('not json')).toBeUndefined();
  });
});
