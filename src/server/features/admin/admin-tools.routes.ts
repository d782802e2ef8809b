import { $, createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { SignedInEnv } from '#server/auth/require-user.ts';
import { accountAuditActions } from '#server/db/schema.ts';
import {
  errorResponse,
  errors,
  jsonBody,
  jsonResponse,
  openApiApp,
  signedInSecurity,
} from '#server/http/openapi-app.ts';
import {
  deleteUser,
  listAccountAudit,
  listUsers,
  setUserDisabled,
  setUserRole,
} from './admin-users.server.ts';
import { diagnostics } from './diagnostics.server.ts';
import { jobStatus, requestJobRun, runnableJobs } from './job-status.server.ts';

const tags = ['Admin'];
const adminErrors = { ...errors.signedOut, 403: errorResponse('Not an admin, or a cross-site request') };
const userErrors = {
  ...errors.badInput,
  ...adminErrors,
  404: errorResponse('No such user'),
  409: errorResponse('Your own account'),
  ...errors.rateLimited,
};

const user = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  disabled: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
const userParams = z.object({ id: z.string().min(1).max(100) });
const asJson = (row: Awaited<ReturnType<typeof setUserRole>>) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const users = createRoute({
  method: 'get',
  path: '/users',
  tags,
  summary: 'How many accounts there are, and the newest or those matching q',
  security: signedInSecurity,
  request: { query: z.object({ q: z.string().max(100).optional() }) },
  responses: {
    200: jsonResponse('Accounts', z.object({ total: z.number().int(), users: z.array(user) })),
    ...errors.badInput,
    ...adminErrors,
  },
});

const role = createRoute({
  method: 'put',
  path: '/users/{id}/role',
  tags,
  summary: 'Grants or removes the admin role',
  security: signedInSecurity,
  request: { params: userParams, body: jsonBody(z.strictObject({ role: z.enum(['admin', 'user']) })) },
  responses: { 200: jsonResponse('The account', user), ...userErrors },
});

const disabled = createRoute({
  method: 'put',
  path: '/users/{id}/disabled',
  tags,
  summary: 'Disables an account (signing it out everywhere) or enables it again',
  security: signedInSecurity,
  request: { params: userParams, body: jsonBody(z.strictObject({ disabled: z.boolean() })) },
  responses: { 200: jsonResponse('The account', user), ...userErrors },
});

const remove = createRoute({
  method: 'delete',
  path: '/users/{id}',
  tags,
  summary: 'Deletes an account with its favourites, votes and scores',
  security: signedInSecurity,
  request: { params: userParams },
  responses: { 200: jsonResponse('Deleted', z.object({ deleted: z.literal(true) })), ...userErrors },
});

const accountLog = createRoute({
  method: 'get',
  path: '/account-audit',
  tags,
  summary: 'The latest admin changes to accounts (role, disabled, deleted), newest first',
  security: signedInSecurity,
  request: { query: z.object({ action: z.enum(accountAuditActions).optional() }) },
  responses: {
    200: jsonResponse(
      'Entries',
      z.array(
        z.object({
          id: z.number().int(),
          at: z.iso.datetime({ offset: true }),
          action: z.enum(accountAuditActions),
          accountId: z.string(),
          accountName: z.string(),
          before: z.record(z.string(), z.unknown()),
          after: z.record(z.string(), z.unknown()).nullable(),
          who: z.string().meta({ description: 'The admin who made the change' }),
        }),
      ),
    ),
    ...errors.badInput,
    ...adminErrors,
  },
});

const jobs = createRoute({
  method: 'get',
  path: '/jobs',
  tags,
  summary: "The background jobs' last runs: news sources and the results sync",
  security: signedInSecurity,
  responses: { 200: jsonResponse('Job status', z.unknown()), ...adminErrors },
});

const runJob = createRoute({
  method: 'post',
  path: '/jobs/{job}/run',
  tags,
  summary: 'Runs a job now, on the instance holding it and under its lock',
  security: signedInSecurity,
  request: { params: z.object({ job: z.enum(runnableJobs) }) },
  responses: {
    202: jsonResponse('Asked for', z.object({ requested: z.enum(runnableJobs) })),
    ...errors.badInput,
    ...adminErrors,
    ...errors.rateLimited,
  },
});

const diagnosticsRoute = createRoute({
  method: 'get',
  path: '/diagnostics',
  tags,
  summary: 'Version, database, migrations, jobs, caches, clock and instance id',
  security: signedInSecurity,
  responses: { 200: jsonResponse('Diagnostics', z.unknown()), ...adminErrors },
});

/** The dashboard's API at /api/admin, behind api.ts's `requireAdmin`. */
export const adminToolsRoutes = $(openApiApp<SignedInEnv>())
  .openapi(users, async (c) => {
    const result = await listUsers(c.get('services'), { query: c.req.valid('query').q });
    return c.json({ total: result.total, users: result.users.map(asJson) }, 200);
  })
  .openapi(role, async (c) => {
    const { id } = c.req.valid('param');
    const row = await setUserRole(c.get('services'), c.get('user').id, id, c.req.valid('json').role);
    return c.json(asJson(row), 200);
  })
  .openapi(disabled, async (c) => {
    const { id } = c.req.valid('param');
    const row = await setUserDisabled(c.get('services'), c.get('user').id, id, c.req.valid('json').disabled);
    return c.json(asJson(row), 200);
  })
  .openapi(remove, async (c) => {
    await deleteUser(c.get('services'), c.get('user').id, c.req.valid('param').id);
    return c.json({ deleted: true } as const, 200);
  })
  .openapi(accountLog, async (c) => {
    const entries = await listAccountAudit(c.get('services'), { action: c.req.valid('query').action });
    return c.json(
      entries.map((entry) => ({
        ...entry,
        at: entry.at.toISOString(),
        before: entry.before as Record<string, unknown>,
        after: entry.after as Record<string, unknown> | null,
      })),
      200,
    );
  })
  .openapi(jobs, async (c) => c.json(await jobStatus(c.get('services')), 200))
  .openapi(runJob, async (c) => {
    const { job } = c.req.valid('param');
    await requestJobRun(c.get('services'), job);
    return c.json({ requested: job }, 202);
  })
  .openapi(diagnosticsRoute, async (c) => c.json(await diagnostics(c.get('services')), 200));
