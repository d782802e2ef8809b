import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineCache } from '#server/cache.ts';
import { fromRoot } from '#server/paths.ts';
import type { Services } from '#server/services.ts';

/**
 * A circuit outline ready to draw: SVG path data in a box `width` × `height` (north up, metres
 * scaled alike on both axes), the start/finish point and the point after it (the direction of travel).
 */
export type CircuitOutline = {
  d: string;
  width: number;
  height: number;
  start: [number, number];
  next: [number, number];
  /** The length the outline's source gives, in metres. */
  lengthM: number;
};

export type CircuitOutlineEntry = {
  /** The f1db layout the outline matches, when known. */
  layoutId: string | null;
  outline: CircuitOutline;
  /** Outlines of earlier layouts, by f1db layout id. */
  history: Record<string, CircuitOutline>;
};

/** f1db circuit id → its outline. */
export type CircuitOutlines = Record<string, CircuitOutlineEntry>;

export const outlinesFile = 'data/circuit-outlines.json';

/** The longer side of an outline's box, in drawing units. */
const boxSize = 1000;
const padding = 40;

type Feature = { geometry: { coordinates: [number, number][] }; properties: { length?: number } };

/**
 * Projects a GeoJSON LineString of [longitude, latitude] (bacinger/f1-circuits: closed, starting at the
 * start/finish line, in the direction of travel) onto a north-up plane: an equirectangular projection
 * about the track's middle latitude, exact enough over a few kilometres.
 */
export function projectOutline(points: [number, number][], lengthM: number): CircuitOutline {
  const lats = points.map(([, lat]) => lat);
  const midLat = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const plane = points.map(([lon, lat]) => [lon * Math.cos(midLat), -lat] as const);
  const xs = plane.map(([x]) => x);
  const ys = plane.map(([, y]) => y);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY);
  const scale = (boxSize - 2 * padding) / span;
  const at = ([x, y]: readonly [number, number]): [number, number] => [
    Math.round((x - minX) * scale + padding),
    Math.round((y - minY) * scale + padding),
  ];
  const drawn = plane.map(at);
  // Neighbouring points that round to the same spot add nothing but bytes.
  const kept = drawn.filter((p, i) => i === 0 || p[0] !== drawn[i - 1]?.[0] || p[1] !== drawn[i - 1]?.[1]);
  const start = kept[0] ?? [0, 0];
  // The direction arrow points at the first point a little way down the track, not the next survey point.
  const next =
    kept.find(([x, y]) => Math.hypot(x - start[0], y - start[1]) >= boxSize / 40) ?? kept[1] ?? start;
  return {
    d: `M${kept.map(([x, y]) => `${x} ${y}`).join('L')}Z`,
    width: Math.round((Math.max(...xs) - minX) * scale + 2 * padding),
    height: Math.round((Math.max(...ys) - minY) * scale + 2 * padding),
    start,
    next,
    lengthM,
  };
}

function readOutline(file: string, lengthM?: number): CircuitOutline {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { features: Feature[] };
  const feature = json.features[0];
  if (!feature) throw new Error(`${file}: no feature`);
  return projectOutline(feature.geometry.coordinates, lengthM ?? feature.properties.length ?? 0);
}

type MapEntry = {
  outline: string;
  lengthM: number;
  approxLayout: string | null;
  history?: Record<string, string>;
};

/** Reads ../shared/data/circuits (its f1db-circuit-map.json and the GeoJSON it names) into outlines. */
export function readOutlinesFolder(folder: string): CircuitOutlines {
  const map = JSON.parse(readFileSync(join(folder, 'f1db-circuit-map.json'), 'utf8')) as Record<
    string,
    MapEntry
  >;
  const outlines: CircuitOutlines = {};
  for (const circuitId of Object.keys(map).sort()) {
    const entry = map[circuitId] as MapEntry;
    outlines[circuitId] = {
      layoutId: entry.approxLayout,
      outline: readOutline(join(folder, entry.outline), entry.lengthM),
      history: Object.fromEntries(
        Object.entries(entry.history ?? {}).map(([layoutId, file]) => [
          layoutId,
          readOutline(join(folder, file)),
        ]),
      ),
    };
  }
  return outlines;
}

const committedFile = defineCache<CircuitOutlines>({
  name: 'circuit-outlines',
  maxEntries: 1,
  ttlMs: Number.POSITIVE_INFINITY,
  dropOn: [],
});

/** Every committed outline, by f1db circuit id: a file that changes only with a release. */
export function circuitOutlines(services: Pick<Services, 'cache'>): Promise<CircuitOutlines> {
  return services.cache
    .use(committedFile)
    .get('all', async () => JSON.parse(readFileSync(fromRoot(outlinesFile), 'utf8')) as CircuitOutlines);
}
