import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type SignedInEnv, signedIn } from '#server/auth/require-user.ts';
import { sameOriginMutations } from '#server/auth/same-origin.ts';
import { ApiError } from '#server/http/errors.ts';
import { validate } from '#server/http/validate.ts';
import { revertAdminWrite } from '#server/race-data/writes/revert-admin-write.ts';
import { writeClassification } from '#server/race-data/writes/write-classification.ts';
import { writeSessionTime } from '#server/race-data/writes/write-session-time.ts';
import { authMessages } from '#shared/auth-messages.ts';
import {
  classificationBody,
  classificationKinds,
  roundField,
  seasonField,
  sessionTimeBody,
} from '#shared/race-data-writes.ts';
import { weekendSessionKinds } from '#shared/sessions.ts';
import { isAdmin } from './admin-role.ts';
import { listRaceDataAudit } from './race-data-audit.queries.ts';

/** 403 for a signed-in user who is not an admin (after `signedIn`'s 401), before any input is read. */
const adminOnly: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (!isAdmin(c.get('user'))) throw new ApiError(403, 'forbidden', authMessages.notAdmin);
  await next();
};

const roundParams = z.object({ season: seasonField, round: roundField });
const auditQuery = z.object({ season: seasonField.optional(), round: roundField.optional() });

/**
 * The admin editors' race-data writes (decision 006), mounted at /api/admin/race-data: each goes
 * through the service function of its kind, is written as the admin's (audited under their id) and
 * can be reverted. 401 without a session, 403 for anyone but an admin or for a cross-site request.
 */
export const raceDataAdminRoutes = new Hono<SignedInEnv>()
  .use((c, next) => sameOriginMutations(c.get('services').env.PUBLIC_URL)(c, next))
  .use(signedIn, adminOnly, bodyLimit({ maxSize: 256 * 1024 }))
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .put(
    '/:season/:round/sessions/:kind',
    validate('param', roundParams.extend({ kind: z.enum(weekendSessionKinds) })),
    validate('json', sessionTimeBody),
    async (c) => {
      const result = await writeSessionTime(
        c.get('services'),
        { source: 'admin', userId: c.get('user').id },
        { ...c.req.valid('param'), ...c.req.valid('json') },
      );
      return c.json(result);
    },
  )
  .put(
    '/:season/:round/classifications/:kind',
    validate('param', roundParams.extend({ kind: z.enum(classificationKinds) })),
    validate('json', classificationBody),
    async (c) => {
      const { rows } = c.req.valid('json');
      const result = await writeClassification(
        c.get('services'),
        { source: 'admin', userId: c.get('user').id },
        // The service checks each row against the kind's row schema.
        { ...c.req.valid('param'), rows } as Parameters<typeof writeClassification>[2],
      );
      return c.json(result);
    },
  )
  .get('/audit', validate('query', auditQuery), async (c) =>
    c.json(await listRaceDataAudit(c.get('services').db, c.req.valid('query'))),
  )
  .post(
    '/audit/:id/revert',
    validate(
      'param',
      z.object({
        id: z.coerce
          .number<string>()
          .int()
          .min(1)
          .max(2 ** 31 - 1),
      }),
    ),
    async (c) => {
      const result = await revertAdminWrite(
        c.get('services'),
        { userId: c.get('user').id },
        c.req.valid('param').id,
      );
      return c.json(result);
    },
  );
