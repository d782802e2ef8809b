import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** What a page answers to: reading it, and posting its forms (the page's action). */
export const pageMethods = ['GET', 'HEAD', 'POST'] as const;

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const refuse = (status: 400 | 405 | 415, message: string, headers: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  });

/**
 * Page requests as a browser sends them, checked once before React Router sees them: pages are read
 * with GET (or HEAD) and their forms posted with POST as form data. Other methods are a 405, other
 * bodies a 415, and a form body that cannot be read a 400, so no action has to guard its own
 * `request.formData()` (which throws on such bodies, and a throw there is a 500).
 */
export function pageRequests(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    if (method !== 'POST') {
      return refuse(405, `A page answers ${pageMethods.join(', ')}, not ${method}`, {
        Allow: pageMethods.join(', '),
      });
    }
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!formTypes.includes(type)) {
      return refuse(
        415,
        `A page's form is posted as ${formTypes.join(' or ')}, not ${type || 'no content type'}`,
      );
    }
    // Read once from a copy (within the body limit, applied earlier): the action reads the original.
    try {
      await c.req.raw.clone().formData();
    } catch {
      return refuse(400, 'The request body is not a readable form');
    }
    return next();
  };
}
