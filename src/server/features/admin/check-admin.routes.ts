import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ApiError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse, openApiApp, signedInSecurity } from '#server/http/openapi-app.ts';
import { authMessages } from '#shared/auth-messages.ts';
import { checkAdmin } from './admin-check.server.ts';

const checkAdminRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Admin'],
  summary: 'Whether the signed-in user is an admin',
  security: signedInSecurity,
  responses: {
    200: jsonResponse('An admin', z.object({ admin: z.literal(true) })),
    401: errorResponse(authMessages.invalidSession),
    403: errorResponse(authMessages.notAdmin),
    500: errorResponse(authMessages.adminCheckFailed),
  },
});

/** GET /api/check-admin: 200 for an admin, 401 without a live session, 403 for anyone else. */
export const checkAdminRoutes = openApiApp().openapi(checkAdminRoute, async (c) => {
  const result = await checkAdmin(c.get('services'), c.req.raw.headers);
  c.header('Cache-Control', 'no-store');
  switch (result.status) {
    case 'admin':
      return c.json({ admin: true } as const, 200);
    case 'signed-out':
    case 'invalid-session':
      throw new ApiError(401, 'unauthorized', authMessages.invalidSession);
    case 'not-admin':
      throw new ApiError(403, 'forbidden', authMessages.notAdmin);
    case 'error':
      throw new ApiError(500, 'admin_check_failed', authMessages.adminCheckFailed);
  }
});
