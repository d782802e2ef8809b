import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { ApiError } from '#server/http/errors.ts';
import { authMessages } from '#shared/auth-messages.ts';
import { checkAdmin } from './admin-check.server.ts';

/** GET /api/check-admin: 200 for an admin, 401 without a live session, 403 for anyone else. */
export const checkAdminRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const result = await checkAdmin(c.get('services'), c.req.raw.headers);
  c.header('Cache-Control', 'no-store');
  switch (result.status) {
    case 'admin':
      return c.json({ admin: true });
    case 'signed-out':
    case 'invalid-session':
      throw new ApiError(401, 'unauthorized', authMessages.invalidSession);
    case 'not-admin':
      throw new ApiError(403, 'forbidden', authMessages.notAdmin);
    case 'error':
      throw new ApiError(500, 'admin_check_failed', authMessages.adminCheckFailed);
  }
});
