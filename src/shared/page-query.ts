/**
 * What a route module declares of its address's query: the parameters its page reads, each a name
 * or a prefix ending in `*` (`pick-*`). `export const handle: PageHandle = { query: ['season'] }`.
 * The root's declaration counts for every page. Before a page is looked up in the anonymous-answer cache or
 * rendered, every other parameter leaves its address (server/http/page-query.ts), so a parameter
 * no page reads cannot make a visit a cache miss, and a page reads only what it declared.
 */
export type PageHandle = { query?: readonly string[] };

/** Whether the declared query has the parameter `name`. */
export function readsParameter(declared: readonly string[], name: string): boolean {
  return declared.some((entry) =>
    entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : entry === name,
  );
}
