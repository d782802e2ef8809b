import type { RouterContextProvider } from 'react-router';
import { handleAuthRequest } from '#server/auth/auth-handler.ts';
import { clientAddressHeader } from '#server/auth/client-address.ts';
import { serverContext } from '#server/react-router-context.server.ts';

export type AuthCall = {
  ok: boolean;
  status: number;
  /** The JSON body on success. */
  data: Record<string, unknown> | null;
  /** better-auth's error code (INVALID_EMAIL_OR_PASSWORD …), or RATE_LIMITED for 429. */
  code: string | null;
  setCookies: string[];
  location: string | null;
  /** Seconds to wait before trying again, on a 429. */
  retryAfter: string | null;
};

/** Request headers a page's action passes on to better-auth: who is asking, from where. */
const forwarded = ['cookie', 'origin', 'referer', 'user-agent', 'accept-language', 'sec-fetch-site'];

/**
 * Calls one of better-auth's endpoints on behalf of the browser request a page received, through
 * its HTTP handler (`handleAuthRequest`): origin check, rate limits, redirects and cookies work
 * exactly as for a direct call.
 */
export async function callAuth(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> } = {},
): Promise<AuthCall> {
  const { services, clientAddress } = context.get(serverContext);
  const url = new URL(`/api/auth${path}`, services.env.PUBLIC_URL);
  for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers();
  for (const name of forwarded) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(clientAddressHeader, clientAddress);
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await handleAuthRequest(
    services,
    new Request(url, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    }),
  );
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  const code =
    response.status === 429
      ? 'RATE_LIMITED'
      : response.ok
        ? null
        : typeof body?.code === 'string'
          ? body.code
          : 'ERROR';
  return {
    ok: response.ok,
    status: response.status,
    data: response.ok ? body : null,
    code,
    setCookies: response.headers.getSetCookie(),
    location: response.headers.get('location'),
    retryAfter: response.status === 429 ? response.headers.get('retry-after') : null,
  };
}

/** Headers of a page's answer to a call better-auth refused: on a 429, when to try again. */
export function refusalHeaders(result: AuthCall): HeadersInit {
  return result.retryAfter ? { 'Retry-After': result.retryAfter } : {};
}

/** Headers carrying the cookies better-auth set, for a redirect or data response. */
export function cookieHeaders(setCookies: string[], init: HeadersInit = {}): Headers {
  const headers = new Headers(init);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}
