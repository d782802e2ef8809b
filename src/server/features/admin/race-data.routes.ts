import { $, createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { SignedInEnv } from '#server/auth/require-user.ts';
import { raceDataAuditActions } from '#server/db/schema.ts';
import {
  errorResponse,
  errors,
  jsonBody,
  jsonResponse,
  openApiApp,
  signedInSecurity,
} from '#server/http/openapi-app.ts';
import { revertAdminWrite } from '#server/race-data/writes/revert-admin-write.ts';
import { writeClassification } from '#server/race-data/writes/write-classification.ts';
import { writeLineUp } from '#server/race-data/writes/write-line-up.ts';
import { writeSessionTime } from '#server/race-data/writes/write-session-time.ts';
import { lineUpChange } from '#shared/line-up-writes.ts';
import { raceDataSources } from '#shared/race-data-ownership.ts';
import {
  classificationBody,
  classificationKinds,
  roundField,
  seasonField,
  sessionTimeBody,
} from '#shared/race-data-writes.ts';
import { weekendSessionKinds } from '#shared/sessions.ts';
import { listRaceDataAudit } from './race-data-audit.queries.ts';

const roundParams = z.object({
  season: seasonField.meta({ description: 'Season, e.g. 2025' }),
  round: roundField.meta({ description: 'Round of the season' }),
});
const auditQuery = z.object({ season: seasonField.optional(), round: roundField.optional() });

const writeResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('written'),
    auditId: z.number().int().nullable().meta({ description: 'The audit entry, to revert the write by' }),
    standingsRounds: z
      .array(z.number().int())
      .meta({ description: 'Rounds whose standings were recomputed' }),
  }),
  z.object({ status: z.literal('unchanged') }),
  z.object({ status: z.literal('kept'), owner: z.enum(raceDataSources) }),
]);

const auditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  userId: z.string().nullable(),
  action: z.enum(raceDataAuditActions),
  key: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  revertsId: z.number().int().nullable(),
  revertedById: z.number().int().nullable(),
});

const tags = ['Admin'];
const adminErrors = {
  ...errors.signedOut,
  403: errorResponse('Not an admin, or a cross-site request'),
};
const writeErrors = {
  ...errors.badInput,
  ...adminErrors,
  ...errors.notJson,
  413: errorResponse('Body too large'),
  ...errors.rateLimited,
};

const setSessionTime = createRoute({
  method: 'put',
  path: '/{season}/{round}/sessions/{kind}',
  tags,
  summary: "Reschedules a weekend session (or the race): an admin's edit, kept until reverted",
  security: signedInSecurity,
  request: {
    params: roundParams.extend({ kind: z.enum(weekendSessionKinds) }),
    body: jsonBody(sessionTimeBody),
  },
  responses: { 200: jsonResponse('What the write did', writeResult), ...writeErrors },
});

const setClassification = createRoute({
  method: 'put',
  path: '/{season}/{round}/classifications/{kind}',
  tags,
  summary:
    "Replaces a session's classification; a race or sprint recomputes the standings from that round on",
  security: signedInSecurity,
  request: {
    params: roundParams.extend({ kind: z.enum(classificationKinds) }),
    body: jsonBody(classificationBody),
  },
  responses: { 200: jsonResponse('What the write did', writeResult), ...writeErrors },
});

const changeLineUp = createRoute({
  method: 'post',
  path: '/line-up-changes',
  tags,
  summary:
    "Changes a team's line-up of a season from a round (a driver replaces another, joins, or ends his stint): an admin's edit, kept until reverted",
  security: signedInSecurity,
  request: { body: jsonBody(lineUpChange) },
  responses: { 200: jsonResponse('What the write did', writeResult), ...writeErrors },
});

const audit = createRoute({
  method: 'get',
  path: '/audit',
  tags,
  summary: 'The latest admin writes to race data, newest first',
  security: signedInSecurity,
  request: { query: auditQuery },
  responses: { 200: jsonResponse('Audit entries', z.array(auditEntry)), ...errors.badInput, ...adminErrors },
});

const revert = createRoute({
  method: 'post',
  path: '/audit/{id}/revert',
  tags,
  summary: 'Reverts an admin write: what was there before it (and its source) comes back',
  security: signedInSecurity,
  request: {
    params: z.object({
      id: z.coerce
        .number<string>()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    }),
  },
  responses: {
    200: jsonResponse('The revert', writeResult),
    ...errors.badInput,
    ...adminErrors,
    404: errorResponse('No such audit entry'),
    409: errorResponse('Already reverted, or a later write depends on it'),
    ...errors.rateLimited,
  },
});

/**
 * The admin editors' race-data writes (decision 012), mounted at /api/admin/race-data: each goes
 * through the service function of its kind, is written as the admin's (audited under their id) and
 * can be reverted. api.ts's `requireAdmin` answers 401 without a session, 403 for anyone but an admin
 * or for a cross-site request.
 */
export const raceDataAdminRoutes = $(openApiApp<SignedInEnv>().use(bodyLimit({ maxSize: 256 * 1024 })))
  .openapi(setSessionTime, async (c) => {
    const result = await writeSessionTime(
      c.get('services'),
      { source: 'admin', userId: c.get('user').id },
      { ...c.req.valid('param'), ...c.req.valid('json') },
    );
    return c.json(result, 200);
  })
  .openapi(setClassification, async (c) => {
    const { rows } = c.req.valid('json');
    const result = await writeClassification(
      c.get('services'),
      { source: 'admin', userId: c.get('user').id },
      // The service checks each row against the kind's row schema.
      { ...c.req.valid('param'), rows } as Parameters<typeof writeClassification>[2],
    );
    return c.json(result, 200);
  })
  .openapi(changeLineUp, async (c) => {
    const result = await writeLineUp(c.get('services'), { userId: c.get('user').id }, c.req.valid('json'));
    return c.json(result, 200);
  })
  .openapi(audit, async (c) => {
    const entries = await listRaceDataAudit(c.get('services').db, c.req.valid('query'));
    return c.json(
      entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      200,
    );
  })
  .openapi(revert, async (c) => {
    const result = await revertAdminWrite(
      c.get('services'),
      { userId: c.get('user').id },
      c.req.valid('param').id,
    );
    return c.json(result, 200);
  });
