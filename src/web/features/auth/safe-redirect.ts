/**
 * A path on this site to go to after signing in, or `fallback`: only same-site absolute paths are
 * followed, so a crafted link cannot send a visitor elsewhere.
 */
export function safeRedirect(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  try {
    const url = new URL(value, 'http://pitwall.invalid');
    if (url.origin !== 'http://pitwall.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
