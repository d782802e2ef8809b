import type { PathItem } from '#server/http/openapi.ts';
import { classificationKinds, positionCodes } from '#shared/race-data-writes.ts';
import { weekendSessionKinds } from '#shared/sessions.ts';

/** Where app.ts mounts `raceDataAdminRoutes`. */
export const raceDataAdminPath = '/api/admin/race-data';

const admin = { security: [{ session: [] }] };
const refused = {
  '400': { description: 'Bad input: `{ error: { code, message, field } }` names the field' },
  '401': { description: 'User is not authenticated (or an expired session)' },
  '403': { description: 'You are not the admin, or a cross-site request' },
  '404': { description: 'No such round or audit entry' },
};
const written = {
  '200': {
    description:
      '`{ status: "written", auditId, standingsRounds }`, or `{ status: "unchanged" }` when it already was exactly this',
  },
};
const round = [
  {
    name: 'season',
    in: 'path',
    required: true,
    description: 'e.g. 2025',
    schema: { type: 'integer', minimum: 1950 },
  },
  {
    name: 'round',
    in: 'path',
    required: true,
    description: 'Round of the season',
    schema: { type: 'integer', minimum: 1 },
  },
] as const;

/** The OpenAPI paths of the admin race-data writes (decision 006), for `openapi.ts`'s `paths`. */
export const raceDataAdminOpenApiPaths: Record<string, PathItem> = {
  [`${raceDataAdminPath}/{season}/{round}/sessions/{kind}`]: {
    put: {
      summary: 'Reschedules a weekend session or the race (an admin write, audited, revertible)',
      tags: ['Admin'],
      ...admin,
      parameters: [
        ...round,
        {
          name: 'kind',
          in: 'path',
          required: true,
          description: 'Session',
          schema: { enum: [...weekendSessionKinds] },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                startsAt: { type: 'string', format: 'date-time', description: 'With Z or an offset' },
              },
              required: ['startsAt'],
            },
          },
        },
      },
      responses: { ...written, ...refused },
    },
  },
  [`${raceDataAdminPath}/{season}/{round}/classifications/{kind}`]: {
    put: {
      summary:
        "Replaces a session's whole classification; a race or sprint result recomputes the standings from its round on",
      tags: ['Admin'],
      ...admin,
      parameters: [
        ...round,
        {
          name: 'kind',
          in: 'path',
          required: true,
          description: 'Session',
          schema: { enum: [...classificationKinds] },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['rows'],
              properties: {
                rows: {
                  type: 'array',
                  description:
                    'In classification order. Race and sprint rows: laps, time, gap, interval, timePenalty, reasonRetired, points, grid (number or PL); qualifying: time, q1, q2, q3, gap, interval, laps; practice: time, gap, interval, laps',
                  items: {
                    type: 'object',
                    required: ['position', 'driverId', 'constructorId'],
                    properties: {
                      position: { oneOf: [{ type: 'integer', minimum: 1 }, { enum: [...positionCodes] }] },
                      driverId: { type: 'string' },
                      constructorId: { type: 'string' },
                      engineManufacturerId: {
                        type: 'string',
                        description: "Optional when the season's entry list gives the team one engine",
                      },
                      driverNumber: { type: 'string' },
                    },
                  },
                },
              },
            },
          },
        },
      },
      responses: { ...written, ...refused },
    },
  },
  [`${raceDataAdminPath}/audit`]: {
    get: {
      summary: 'The latest admin writes to race data, newest first, with the values before and after',
      tags: ['Admin'],
      ...admin,
      parameters: [
        { name: 'season', in: 'query', description: 'Only this season', schema: { type: 'integer' } },
        { name: 'round', in: 'query', description: 'Only this round', schema: { type: 'integer' } },
      ],
      responses: { '200': { description: 'Audit entries' }, ...refused },
    },
  },
  [`${raceDataAdminPath}/audit/{id}/revert`]: {
    post: {
      summary: 'Reverts an admin write: puts back what was there before it, with the source it had',
      tags: ['Admin'],
      ...admin,
      parameters: [
        { name: 'id', in: 'path', required: true, description: 'Audit entry', schema: { type: 'integer' } },
      ],
      responses: {
        ...written,
        ...refused,
        '409': {
          description: 'Already reverted, a revert itself, or a later admin write must be reverted first',
        },
      },
    },
  },
};
