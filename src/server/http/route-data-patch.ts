/**
 * Changes fields of a rendered page's route loader data, as React Router wrote it for the browser to
 * hydrate with: one `streamController.enqueue(…)` script holding the data in turbo-stream form, a
 * flat JSON array of values where objects name their keys and values by index and negative numbers
 * stand for null, undefined and the like. New values are appended to the array, so every index
 * already written keeps its meaning.
 *
 * Only pages whose data went out in one piece are patched (no streamed promises, whose later chunks
 * count on the array's length): for any other page, or data of a shape it does not know, the answer
 * is `undefined`, and the caller renders the page instead.
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
const escapeScript = (text: string) => text.replace(/[&><\u2028\u2029]/g, (match) => escapes[match] ?? match);

type Encoded = Record<string, number>;

/** JSON-shaped values: what a loader returns and a page's data can be patched with. */
class Unsupported extends Error {}

export function patchRouteData(
  html: string,
  patches: Record<string, Record<string, unknown>>,
): string | undefined {
  const start = html.indexOf(enqueue);
  if (start < 0) return undefined;
  const literalStart = start + enqueue.length;
  const end = html.indexOf(scriptEnd, literalStart);
  if (end < 0 || html.includes(enqueue, end)) return undefined;
  let values: unknown[];
  try {
    const chunk: unknown = JSON.parse(html.slice(literalStart, end));
    if (typeof chunk !== 'string' || chunk.indexOf('\n') !== chunk.length - 1) return undefined;
    const parsed: unknown = JSON.parse(chunk);
    if (!Array.isArray(parsed)) return undefined;
    values = parsed;
  } catch {
    return undefined;
  }

  const objectAt = (index: number | undefined): Encoded | undefined => {
    const value = index === undefined ? undefined : values[index];
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Encoded) : undefined;
  };
  const fieldKey = (object: Encoded, name: string) =>
    Object.keys(object).find((key) => values[Number(key.slice(1))] === name);
  const field = (object: Encoded | undefined, name: string) => {
    const key = object && fieldKey(object, name);
    return key === undefined ? undefined : object?.[key];
  };
  const encode = (value: unknown): number => {
    if (value === undefined) return special.undefined;
    if (value === null) return special.null;
    if (typeof value === 'number') {
      if (Number.isNaN(value)) return special.nan;
      if (value === Number.POSITIVE_INFINITY) return special.infinity;
      if (value === Number.NEGATIVE_INFINITY) return special.negativeInfinity;
      if (Object.is(value, -0)) return special.negativeZero;
    }
    const index = values.length;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      values.push(value);
      return index;
    }
    if (Array.isArray(value)) {
      values.push(null);
      values[index] = value.map(encode);
      return index;
    }
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      values.push(null);
      const object: Encoded = {};
      for (const [key, item] of Object.entries(value)) object[`_${encode(key)}`] = encode(item);
      values[index] = object;
      return index;
    }
    throw new Unsupported();
  };

  const loaderData = objectAt(field(objectAt(0), 'loaderData'));
  if (!loaderData) return undefined;
  try {
    for (const [routeId, fields] of Object.entries(patches)) {
      const routeData = objectAt(field(loaderData, routeId));
      if (!routeData) return undefined;
      for (const [name, value] of Object.entries(fields)) {
        routeData[fieldKey(routeData, name) ?? `_${encode(name)}`] = encode(value);
      }
    }
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  const literal = escapeScript(JSON.stringify(`${JSON.stringify(values)}\n`));
  return html.slice(0, literalStart) + literal + html.slice(end);
}
