import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const get = (path: string) => createTestApp(database).app.request(path);

describe('GET /api/races/:year/:round/summary', () => {
  it('gives the podiums of the 2025 Abu Dhabi Grand Prix', async () => {
    const response = await get('/api/races/2025/24/summary');
    expect(response.status).toBe(200);
    // Checked against the classification: Verstappen won from pole; Hülkenberg 18th → 9th,
    // Hamilton 16th → 8th, Stroll 15th → 10th.
    expect(await response.json()).toEqual({
      year: 2025,
      round: 24,
      drivers: [
        { firstName: 'Max', lastName: 'Verstappen', team: 'Red Bull', points: 25 },
        { firstName: 'Oscar', lastName: 'Piastri', team: 'McLaren', points: 18 },
        { firstName: 'Lando', lastName: 'Norris', team: 'McLaren', points: 15 },
      ],
      teams: [
        { teamId: 'mclaren', team: 'McLaren', points: 33 },
        { teamId: 'red-bull', team: 'Red Bull', points: 25 },
        { teamId: 'ferrari', team: 'Ferrari', points: 16 },
      ],
      positionsGained: [
        { firstName: 'Nico', lastName: 'Hülkenberg', team: 'Kick Sauber', gained: 9, from: 'P18', to: 9 },
        { firstName: 'Lewis', lastName: 'Hamilton', team: 'Ferrari', gained: 8, from: 'P16', to: 8 },
        { firstName: 'Lance', lastName: 'Stroll', team: 'Aston Martin', gained: 5, from: 'P15', to: 10 },
      ],
    });
  });

  it('answers 404 for a round that does not exist', async () => {
    const response = await get('/api/races/2025/25/summary');
    expect(response.status).toBe(404);
  });

  it.each([
    ['/api/races/20x5/1/summary', 'year'],
    ['/api/races/2025/0/summary', 'round'],
  ])('answers 400 naming the field for %s', async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_input', field } });
  });
});
