/**
 * Changes fields of a rendered page's route loader data, as React Router wrote it for the browser to
 * hydrate with: one `streamController.enqueue(…)` script whose argument is a JSON string holding the
 * data in turbo-stream form, a flat array of values where objects name their keys and values by
 * index and negative numbers stand for null, undefined and the like.
 *
 * A shared page is read once (`prepareRouteData`): its text is cut at each route's data object, so
 * an answer writes only those objects (with the visitor's fields) and the values it adds at the end
 * (`writeRouteData`); every index already written keeps its meaning. Only pages whose data went out
 * in one piece are prepared (no streamed promises, whose later chunks count on the array's length).
 */
const enqueue = 'window.__reactRouterContext.streamController.enqueue(';
const scriptEnd = ');</script>';

/** turbo-stream's stand-ins for values that JSON cannot hold. */
const special = { undefined: -7, null: -5, nan: -2, infinity: -6, negativeInfinity: -3, negativeZero: -4 };

/** What React Router escapes in the script (markup.ts), so no `</script>` or `<!--` can appear in it. */
const escapes: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
/** A part of the turbo-stream text as it appears inside the script's JSON string literal. */
const inLiteral = (text: string) =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (match) => escapes[match] ?? match);

type Encoded = Record<string, number>;

/** Where a route's data object is written, and where the added values go. */
export type DataCut = { object: number } | { end: true };

export type PreparedRouteData = {
  values: readonly unknown[];
  /** Each route's data object, by route id: its index in `values`. */
  routes: ReadonlyMap<string, number>;
  /** The literal: text kept as it is, and the cuts an answer writes. */
  pieces: ReadonlyArray<string | DataCut>;
};

/**
 * Where a page's route data is written: the argument of its one `enqueue` script (a JSON string
 * literal), or undefined when there is no such script or more than one.
 */
export function findRouteData(html: string): { start: number; end: number } | undefined {
  const at = html.indexOf(enqueue);
  if (at < 0) return undefined;
  const start = at + enqueue.length;
  const end = html.indexOf(scriptEnd, start);
  if (end < 0 || html.includes(enqueue, end)) return undefined;
  return { start, end };
}

const isObject = (value: unknown): value is Encoded =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Reads the literal `findRouteData` found; undefined for data of a shape it does not know. */
export function prepareRouteData(literal: string): PreparedRouteData | undefined {
  let values: unknown[];
  try {
    const chunk: unknown = JSON.parse(literal);
    if (typeof chunk !== 'string' || chunk.indexOf('\n') !== chunk.length - 1) return undefined;
    const parsed: unknown = JSON.parse(chunk);
    if (!Array.isArray(parsed)) return undefined;
    values = parsed;
  } catch {
    return undefined;
  }
  const field = (object: unknown, name: string) => {
    if (!isObject(object)) return undefined;
    const key = Object.keys(object).find((candidate) => values[Number(candidate.slice(1))] === name);
    return key === undefined ? undefined : object[key];
  };
  const loaderData = values[field(values[0], 'loaderData') ?? -1];
  if (!isObject(loaderData)) return undefined;
  const routes = new Map<string, number>();
  for (const [key, index] of Object.entries(loaderData)) {
    const routeId = values[Number(key.slice(1))];
    if (typeof routeId === 'string' && isObject(values[index])) routes.set(routeId, index);
  }
  const cuts = new Set(routes.values());
  const pieces: Array<string | DataCut> = [];
  let text = `"${inLiteral('[')}`;
  values.forEach((value, index) => {
    if (index > 0) text += ',';
    if (cuts.has(index)) {
      pieces.push(text, { object: index });
      text = '';
    } else {
      text += inLiteral(JSON.stringify(value));
    }
  });
  pieces.push(text, { end: true });
  return { values, routes, pieces };
}

/**
 * The text of each cut for data patched with `patches` (route id → field → JSON-shaped value), or
 * undefined when a route has no data on the page or a value is not JSON-shaped.
 */
export function writeRouteData(
  prepared: PreparedRouteData,
  patches: Record<string, Record<string, unknown>>,
): ((cut: DataCut) => string) | undefined {
  const { values, routes } = prepared;
  const added: unknown[] = [];
  const valueAt = (index: number) => (index < values.length ? values[index] : added[index - values.length]);
  const encode = (value: unknown): number => {
    if (value === undefined) return special.undefined;
    if (value === null) return special.null;
    if (typeof value === 'number') {
      if (Number.isNaN(value)) return special.nan;
      if (value === Number.POSITIVE_INFINITY) return special.infinity;
      if (value === Number.NEGATIVE_INFINITY) return special.negativeInfinity;
      if (Object.is(value, -0)) return special.negativeZero;
    }
    const index = values.length + added.length;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      added.push(value);
      return index;
    }
    if (Array.isArray(value)) {
      added.push(null);
      added[index - values.length] = value.map(encode);
      return index;
    }
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      added.push(null);
      const object: Encoded = {};
      for (const [key, item] of Object.entries(value)) object[`_${encode(key)}`] = encode(item);
      added[index - values.length] = object;
      return index;
    }
    throw new TypeError('Only JSON-shaped values can be written into route data');
  };

  const objects = new Map<number, Encoded>();
  try {
    for (const [routeId, fields] of Object.entries(patches)) {
      const index = routes.get(routeId);
      if (index === undefined) return undefined;
      const object = { ...(values[index] as Encoded) };
      for (const [name, value] of Object.entries(fields)) {
        const key = Object.keys(object).find((candidate) => valueAt(Number(candidate.slice(1))) === name);
        object[key ?? `_${encode(name)}`] = encode(value);
      }
      objects.set(index, object);
    }
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
  const end = `${inLiteral(added.map((value) => `,${JSON.stringify(value)}`).join(''))}${inLiteral(']\n')}"`;
  return (cut) =>
    'end' in cut ? end : inLiteral(JSON.stringify(objects.get(cut.object) ?? values[cut.object]));
}
