import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { errorText } from '#server/http/request-id.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { workerScript } from './features/shell/installable-site.tsx';
import { NonceContext } from './features/shell/nonce.ts';

export const streamTimeout = 5_000;

/**
 * A loader, action or render that failed, through the site's logger with the request's id (its
 * X-Request-Id) and path; a visitor who went away mid-request is no failure.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const values = (context as RouterContextProvider | undefined)?.get(serverContext);
  // React Router wraps some failures (a request no route answers) in a response that keeps the error.
  const cause = isRouteErrorResponse(error) && 'error' in error ? error.error : error;
  const line = {
    requestId: values?.requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    error: errorText(cause),
  };
  if (values) values.services.log.error('Page request failed', line);
  else console.error('Page request failed', line);
};

/**
 * React Router's default Node entry, rendering every page whole (as it does for crawlers) and
 * answering it as one body rather than a stream (what reads it next, the compression of a rendered
 * page or the anonymous-answer cache, reads it whole), with two additions: the response's CSP nonce (from the server's
 * context) goes on every script React Router and React write, and to the page through NonceContext;
 * and the script that registers the site's worker (installable-site.tsx), written from here so that
 * it weighs nothing in the browser's bundles. The worker's tags are in root.tsx's <head>: an element
 * the server rendered outside the app would shift every id React's useId gives after it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // A HEAD request gets the page's headers without a render.
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce: nonce } = loadContext.get(serverContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        bootstrapScriptContent: workerScript,
        // Nor is a large boundary sent apart from the page, for a script to move into place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every visitor gets the whole page at once, not a shell first: what a boundary streams after
        // the shell (a component React.lazy loads, the first time it renders) shows only through
        // script, and every page works without it. No page waits on slow data inside a boundary.
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              resolve(
                new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reach handleError through React Router; these happen while streaming.
          if (shellRendered) handleError(error, { request, context: loadContext, params: {} });
        },
      },
    );
  });
}
