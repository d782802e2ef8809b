import { routerContext, type ServerContext } from '#server/react-router-context.server.ts';
import { middleware as rootMiddleware } from '#web/root.tsx';
import { middleware as adminAreaMiddleware } from '#web/routes/admin-area.tsx';

/**
 * A page loader's or action's arguments as React Router hands them over: the matched routes'
 * middleware has run (the root's, and the admin layout's for an admin page). What the middleware
 * throws (a redirect, a refusal) is thrown here, as the page would answer it.
 */
export async function routeArgs(request: Request, values: ServerContext, { admin = false } = {}) {
  const url = new URL(request.url);
  const args = { request, url, pattern: url.pathname, params: {}, context: routerContext(values) };
  for (const middleware of admin ? [...rootMiddleware, ...adminAreaMiddleware] : rootMiddleware) {
    await middleware(args, async () => new Response());
  }
  return args;
}
