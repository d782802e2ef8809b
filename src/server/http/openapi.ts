/**
 * The OpenAPI description of Pitwall's JSON API (GET /api/openapi.json). A test checks it against
 * the routes the app really mounts, in both directions, so it cannot drift.
 */

type Parameter = {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  description: string;
  schema: object;
};
type Operation = {
  summary: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: object;
  responses: Record<string, { description: string }>;
  security?: object[];
};
export type PathItem = Partial<Record<'get' | 'put' | 'patch' | 'post' | 'delete', Operation>>;

const year = (description = 'Season, e.g. 2025'): Parameter => ({
  name: 'year',
  in: 'path',
  required: true,
  description,
  schema: { type: 'integer', minimum: 1950 },
});
const errors = {
  '400': { description: 'Bad input: `{ error: { code, message, field } }` names the field' },
  '404': { description: 'No such resource' },
};
const signedIn = { security: [{ session: [] }] };
const json = (schema: object) => ({ required: true, content: { 'application/json': { schema } } });

const paths: Record<string, PathItem> = {
  '/api/openapi.json': {
    get: { summary: 'This document', tags: ['Site'], responses: { '200': { description: 'OpenAPI 3.1' } } },
  },
  '/api/health': {
    get: {
      summary: 'Liveness and the database in use',
      tags: ['Site'],
      responses: { '200': { description: 'OK' } },
    },
  },
  '/api/meetings/next': {
    get: {
      summary: 'The race weekend under way, else the next one, with its sessions and the featured session',
      tags: ['Race weekends'],
      responses: { '200': { description: 'The meeting' }, '404': errors['404'] },
    },
  },
  '/api/meetings/last': {
    get: {
      summary:
        "The last finished weekend, or `{ skipped: true, message: 'Upcoming race too soon. Skipping last results.' }` when the next one starts within a day",
      tags: ['Race weekends'],
      responses: { '200': { description: 'The meeting, or the skip message' }, '404': errors['404'] },
    },
  },
  '/api/races/{year}/{round}/summary': {
    get: {
      summary: "A Grand Prix's podiums: drivers, teams (points scored in the race) and most positions gained",
      tags: ['Results'],
      parameters: [
        year(),
        {
          name: 'round',
          in: 'path',
          required: true,
          description: 'Round number',
          schema: { type: 'integer' },
        },
      ],
      responses: { '200': { description: 'The podiums' }, ...errors },
    },
  },
  '/api/standings/{year}/teams': {
    get: {
      summary:
        'Constructor standings as they stand at the server’s now, with line-ups, wins, fans and images',
      tags: ['Standings'],
      parameters: [year()],
      responses: { '200': { description: 'The table' }, ...errors },
    },
  },
  '/api/standings/{year}/drivers': {
    get: {
      summary: 'Driver standings with gap to the leader, fans, flags and photos',
      tags: ['Standings'],
      parameters: [year()],
      responses: { '200': { description: 'The table' }, ...errors },
    },
  },
  '/api/standings/{year}/drivers/{id}': {
    get: {
      summary: "A driver's season (race by race, points progression) and career numbers",
      tags: ['Standings'],
      parameters: [
        year(),
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'First three letters of the surname, e.g. NOR',
          schema: { type: 'string', pattern: '^[A-Za-z]{1,3}$' },
        },
      ],
      responses: { '200': { description: 'The driver page data' }, ...errors },
    },
  },
  '/api/schedule/{file}': {
    get: {
      summary: "A season's sessions as an iCalendar feed (stable UIDs, so calendar apps update in place)",
      tags: ['Race weekends'],
      parameters: [
        {
          name: 'file',
          in: 'path',
          required: true,
          description: '`{year}.ics`, e.g. 2025.ics',
          schema: { type: 'string', pattern: '^\\d{4}\\.ics$' },
        },
        {
          name: 'sessions',
          in: 'query',
          description:
            'Comma-separated session kinds (race, qualifying, sprint …), `practice` or `all` (default)',
          schema: { type: 'string' },
        },
      ],
      responses: { '200': { description: 'text/calendar' }, ...errors },
    },
  },
  '/api/news': {
    get: {
      summary: 'Stored news items from formula1.com and RaceFans, newest first',
      tags: ['News'],
      parameters: [
        {
          name: 'source',
          in: 'query',
          description: '`f1` or `racefans`',
          schema: { type: 'string', enum: ['f1', 'racefans'] },
        },
        {
          name: 'limit',
          in: 'query',
          description: 'How many items',
          schema: { type: 'integer', minimum: 1 },
        },
      ],
      responses: { '200': { description: '`{ items }`' }, '400': errors['400'] },
    },
  },
  '/api/favourites/drivers/fans': {
    get: {
      summary: 'How many users hold each driver as their favourite',
      tags: ['Favourites'],
      responses: { '200': { description: 'Array of `{ driverId, fans }`' } },
    },
  },
  '/api/favourites/teams/fans': {
    get: {
      summary: 'How many users hold each team as their favourite',
      tags: ['Favourites'],
      responses: { '200': { description: 'Array of `{ teamId, fans }`' } },
    },
  },
  '/api/favourites/line-up': {
    get: {
      summary: "The current season's drivers and teams a user may pick",
      tags: ['Favourites'],
      responses: { '200': { description: 'Drivers and teams' } },
    },
  },
  '/api/favourites/mine': {
    get: {
      summary: "The signed-in user's favourite driver and team",
      tags: ['Favourites'],
      ...signedIn,
      responses: { '200': { description: 'The favourites' }, '401': { description: 'Not signed in' } },
    },
    put: {
      summary: "Sets the signed-in user's favourite driver and team",
      tags: ['Favourites'],
      ...signedIn,
      requestBody: json({
        type: 'object',
        properties: { driverId: { type: ['string', 'null'] }, teamId: { type: ['string', 'null'] } },
      }),
      responses: {
        '200': { description: 'The stored favourites' },
        '400': errors['400'],
        '401': { description: 'Not signed in' },
      },
    },
  },
  '/api/profile': {
    get: {
      summary: "The signed-in user's profile",
      tags: ['Profile'],
      ...signedIn,
      responses: { '200': { description: 'The profile' }, '401': { description: 'Not signed in' } },
    },
    patch: {
      summary: 'Changes the display name',
      tags: ['Profile'],
      ...signedIn,
      requestBody: json({
        type: 'object',
        properties: { displayName: { type: 'string' } },
        required: ['displayName'],
      }),
      responses: {
        '200': { description: 'The profile' },
        '400': errors['400'],
        '401': { description: 'Not signed in' },
      },
    },
  },
  '/api/profile/photo': {
    put: {
      summary: 'Uploads a profile photo (multipart field `photo`, an image of at most 5 MB)',
      tags: ['Profile'],
      ...signedIn,
      responses: {
        '200': { description: '`{ photoUrl }`' },
        '400': errors['400'],
        '413': { description: 'Larger than 5 MB' },
      },
    },
    delete: {
      summary: 'Removes the profile photo',
      tags: ['Profile'],
      ...signedIn,
      responses: { '200': { description: '`{ photoUrl: null }`' } },
    },
  },
  '/api/check-admin': {
    get: {
      summary: 'Whether the signed-in user is an admin',
      tags: ['Admin'],
      ...signedIn,
      responses: {
        '200': { description: 'Admin' },
        '401': { description: 'Invalid or expired token. Please log in again.' },
        '403': { description: 'You are not the admin' },
      },
    },
  },
  '/f1/{path}': {
    get: {
      summary:
        'Ergast-compatible results API (seasons, schedules, results, qualifying, sprint, standings, drivers, constructors, circuits), e.g. /f1/2025/24/results.json',
      tags: ['Ergast-compatible'],
      parameters: [
        { name: 'path', in: 'path', required: true, description: 'Ergast path', schema: { type: 'string' } },
        {
          name: 'limit',
          in: 'query',
          description: 'Rows per page (default 30, at most 100)',
          schema: { type: 'integer' },
        },
        { name: 'offset', in: 'query', description: 'Rows to skip', schema: { type: 'integer' } },
      ],
      responses: { '200': { description: 'The MRData envelope' }, ...errors },
    },
  },
};

export function openApiDocument(publicUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pitwall API',
      version: '1',
      description:
        'Race weekends, results, standings, news and accounts of Pitwall. Errors answer `{ error: { code, message, field? } }`. Sign-in endpoints are under /api/auth (better-auth).',
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
    },
    paths,
  };
}
