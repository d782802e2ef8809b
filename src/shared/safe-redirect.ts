/** Stands in for our own origin: only the path, query and fragment of the result are kept. */
const base = 'http://pitwall.invalid';

/**
 * A path on this site to go to after signing in, or `fallback`. The value is parsed as a URL against
 * the site's origin, as a browser would read it, and kept only when the result stays on that origin
 * and its path cannot be read as another host: `/.//evil.example` and `/%2e//evil.example` resolve
 * to the path `//evil.example`, which a browser following the redirect takes for a host.
 */
export function safeRedirect(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || url.pathname.startsWith('//') || url.pathname.includes('\\')) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Read again as a browser reading the Location header would: it must land on the same path.
  const again = new URL(target, base);
  if (again.origin !== base || again.pathname !== url.pathname) return fallback;
  return target;
}
