import { $, createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { SignedInEnv } from '#server/auth/require-user.ts';
import {
  errorResponse,
  errors,
  jsonBody,
  jsonResponse,
  openApiApp,
  signedInSecurity,
} from '#server/http/openapi-app.ts';
import { editorCountries, editorDrivers, editorTeams } from '#server/race-data/editors.ts';
import { readEditorForm, storeEditorImage } from '#server/race-data/writes/editor-images.ts';
import { writeDriver } from '#server/race-data/writes/write-driver.ts';
import { writeTeam } from '#server/race-data/writes/write-team.ts';
import { driverBody, imageUploadMaxBytes, teamBody } from '#shared/driver-team-writes.ts';
import { raceDataSources } from '#shared/race-data-ownership.ts';
import { seasonField } from '#shared/race-data-writes.ts';

const tags = ['Admin'];
const adminErrors = { ...errors.signedOut, 403: errorResponse('Not an admin, or a cross-site request') };
const writeErrors = {
  ...errors.badInput,
  ...adminErrors,
  ...errors.notJson,
  404: errorResponse('No such season, driver or team'),
};
const seasonParams = z.object({ season: seasonField.meta({ description: 'Season, e.g. 2025' }) });
const id = z.string().min(1).max(100);
const source = z.enum(raceDataSources);

const written = (idField: 'driverId' | 'teamId') =>
  z.object({
    status: z.enum(['written', 'unchanged']),
    [idField]: z.string(),
    auditId: z.number().int().nullable().optional().meta({ description: 'The audit entry, to revert by' }),
  });

const editorDriver = z.object({
  driverId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  code: z.string(),
  nationality: z.string().nullable().meta({ description: 'A country id, as GET /api/admin/countries lists' }),
  permanentNumber: z.string().nullable(),
  number: z.string().nullable().meta({ description: "The season's number; null: the permanent one" }),
  photoUrl: z.string().nullable(),
  retired: z.boolean(),
  source,
  seasonSource: source.nullable(),
});
const editorTeam = z.object({
  teamId: z.string(),
  name: z.string(),
  country: z.string().nullable().meta({ description: 'A country id, as GET /api/admin/countries lists' }),
  colour: z.string().nullable(),
  logoUrl: z.string().nullable(),
  carImageUrl: z.string().nullable(),
  retired: z.boolean(),
  source,
  seasonSource: source.nullable(),
});

const listDrivers = createRoute({
  method: 'get',
  path: '/drivers/{season}',
  tags,
  summary: "A season's drivers as the driver editor shows them",
  security: signedInSecurity,
  request: { params: seasonParams },
  responses: { 200: jsonResponse('Drivers', z.array(editorDriver)), ...errors.badInput, ...adminErrors },
});
const createDriver = createRoute({
  method: 'post',
  path: '/drivers/{season}',
  tags,
  summary: 'Creates a driver, with their number and photo for the season',
  security: signedInSecurity,
  request: { params: seasonParams, body: jsonBody(driverBody) },
  responses: { 201: jsonResponse('The new driver', written('driverId')), ...writeErrors },
});
const editDriver = createRoute({
  method: 'put',
  path: '/drivers/{season}/{id}',
  tags,
  summary: "Edits a driver's name and nationality, and their number, photo and retirement for the season",
  security: signedInSecurity,
  request: { params: seasonParams.extend({ id }), body: jsonBody(driverBody) },
  responses: { 200: jsonResponse('What the write did', written('driverId')), ...writeErrors },
});
const listTeams = createRoute({
  method: 'get',
  path: '/teams/{season}',
  tags,
  summary: "A season's teams as the team editor shows them",
  security: signedInSecurity,
  request: { params: seasonParams },
  responses: { 200: jsonResponse('Teams', z.array(editorTeam)), ...errors.badInput, ...adminErrors },
});
const createTeam = createRoute({
  method: 'post',
  path: '/teams/{season}',
  tags,
  summary: 'Creates a team, with its colour, logo and car image for the season',
  security: signedInSecurity,
  request: { params: seasonParams, body: jsonBody(teamBody) },
  responses: { 201: jsonResponse('The new team', written('teamId')), ...writeErrors },
});
const editTeam = createRoute({
  method: 'put',
  path: '/teams/{season}/{id}',
  tags,
  summary: "Edits a team's name and country, and its colour, logo, car image and retirement for the season",
  security: signedInSecurity,
  request: { params: seasonParams.extend({ id }), body: jsonBody(teamBody) },
  responses: { 200: jsonResponse('What the write did', written('teamId')), ...writeErrors },
});
const listCountries = createRoute({
  method: 'get',
  path: '/countries',
  tags,
  summary: "The countries a driver's nationality or a team's country is chosen from",
  security: signedInSecurity,
  responses: {
    200: jsonResponse('Countries by name', z.array(z.object({ id: z.string(), name: z.string() }))),
    ...adminErrors,
  },
});
// The file is read and checked by the handler (its bytes decide its format), so the body is
// described with a plain schema the route does not validate with.
const upload = createRoute({
  method: 'post',
  path: '/media',
  tags,
  summary: 'Uploads a driver photo, team logo or car image; answers its URL for a driver or team edit',
  description: `A JPEG, PNG, WebP, GIF or AVIF image of at most ${imageUploadMaxBytes / 1024 / 1024} MB, stored as WebP within 1200 px.`,
  security: signedInSecurity,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: ['file'],
          },
        },
      },
    },
  },
  responses: {
    201: jsonResponse('The stored image', z.object({ url: z.string() })),
    400: errorResponse('No file in the form'),
    ...adminErrors,
    413: errorResponse('Larger than 5 MB'),
    415: errorResponse('Not an image of an accepted format'),
  },
});

/**
 * The driver and team editors' API, mounted at /api/admin: each write is `writeDriver` or
 * `writeTeam`, the same the editor pages' forms call, audited under the admin's id and revertible.
 * api.ts's `requireAdmin` answers 401 without a session, 403 for anyone but an admin or for a
 * cross-site request.
 */
export const driverTeamAdminRoutes = $(openApiApp<SignedInEnv>())
  .openapi(listDrivers, async (c) => {
    const rows = await editorDrivers(c.get('services'), c.req.valid('param').season);
    return c.json(rows, 200);
  })
  .openapi(createDriver, async (c) => {
    const actor = { source: 'admin' as const, userId: c.get('user').id };
    const result = await writeDriver(c.get('services'), actor, {
      ...c.req.valid('json'),
      ...c.req.valid('param'),
    });
    return c.json(answer(result), 201);
  })
  .openapi(editDriver, async (c) => {
    const { season, id: driverId } = c.req.valid('param');
    const actor = { source: 'admin' as const, userId: c.get('user').id };
    const result = await writeDriver(c.get('services'), actor, { ...c.req.valid('json'), season, driverId });
    return c.json(answer(result), 200);
  })
  .openapi(listTeams, async (c) => {
    const rows = await editorTeams(c.get('services'), c.req.valid('param').season);
    return c.json(rows, 200);
  })
  .openapi(createTeam, async (c) => {
    const actor = { source: 'admin' as const, userId: c.get('user').id };
    const result = await writeTeam(c.get('services'), actor, {
      ...c.req.valid('json'),
      ...c.req.valid('param'),
    });
    return c.json(answer(result), 201);
  })
  .openapi(editTeam, async (c) => {
    const { season, id: teamId } = c.req.valid('param');
    const actor = { source: 'admin' as const, userId: c.get('user').id };
    const result = await writeTeam(c.get('services'), actor, { ...c.req.valid('json'), season, teamId });
    return c.json(answer(result), 200);
  })
  .openapi(listCountries, async (c) => c.json(await editorCountries(c.get('services')), 200))
  .openapi(upload, async (c) => {
    const file = (await readEditorForm(c.req.raw)).get('file');
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const url = await storeEditorImage(c.get('services'), 'file', c.get('user').id, bytes);
    return c.json({ url }, 201);
  });

/** A write's answer: what it did and to whom (a driver or team an admin never edits stays `unchanged`). */
function answer<Result extends { status: string; auditId?: number | null }>(result: Result) {
  const { status, ...rest } = result;
  return { ...rest, status: status === 'written' ? ('written' as const) : ('unchanged' as const) };
}
