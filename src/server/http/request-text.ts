// Text a client sends in a cookie or a path, read by one rule that cannot throw: what does not
// decode is never a server error.

/** A percent-encoded text decoded; undefined when it is not valid percent-encoding (`%`, `%E0%A4%A`). */
export function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The value of the cookie `name` in a Cookie header, percent-decoded; undefined when the header has
 * none, or one that does not decode: a cookie a client broke is read as absent, never as an error.
 */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    return percentDecoded(part.slice(equals + 1).trim());
  }
  return undefined;
}
