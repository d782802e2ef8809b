import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { driverStandings, raceResults, races, startingGridPositions } from '#server/db/schema.ts';
import { type HistoryData, historyData } from '#server/race-data/history.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { type QuizEra, quizEras } from '#shared/quiz.ts';
import { type QuizFact, quizRound } from './quiz.server.ts';

let database: Database;
let data: HistoryData;
beforeAll(async () => {
  database = await openTestDatabase();
  data = await historyData(createTestApp(database, { now: '2025-12-10T12:00:00Z' }).services);
});
afterAll(() => database.close());

/** Which option ids are true answers, read straight from the tables (not from the quiz's own data). */
async function trueAnswers(fact: QuizFact, optionIds: string[]): Promise<Set<string>> {
  const { db } = database;
  const ids = (rows: { id: string | null }[]) => new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
  switch (fact.kind) {
    case 'race-winner':
      return ids(
        await db
          .select({ id: raceResults.driverId })
          .from(raceResults)
          .where(
            and(
              eq(raceResults.raceId, fact.raceId),
              eq(raceResults.kind, 'race'),
              eq(raceResults.positionNumber, 1),
            ),
          ),
      );
    case 'pole':
      return ids(
        await db
          .select({ id: startingGridPositions.driverId })
          .from(startingGridPositions)
          .where(
            and(
              eq(startingGridPositions.raceId, fact.raceId),
              eq(startingGridPositions.kind, 'race'),
              eq(startingGridPositions.positionNumber, 1),
            ),
          ),
      );
    case 'circuit':
      return ids(await db.select({ id: races.circuitId }).from(races).where(eq(races.id, fact.raceId)));
    case 'team':
      return ids(
        await db
          .select({ id: raceResults.constructorId })
          .from(raceResults)
          .where(
            and(
              eq(raceResults.raceId, fact.raceId),
              eq(raceResults.kind, 'race'),
              eq(raceResults.driverId, fact.driverId),
              eq(raceResults.positionNumber, 1),
            ),
          ),
      );
    case 'champion':
    case 'team-mates': {
      const [last] = await db
        .select({ round: max(races.round) })
        .from(races)
        .where(eq(races.year, fact.year));
      const table = await db
        .select({
          driverId: driverStandings.driverId,
          position: driverStandings.positionNumber,
          points: driverStandings.points,
        })
        .from(driverStandings)
        .innerJoin(races, eq(races.id, driverStandings.raceId))
        .where(and(eq(races.year, fact.year), eq(races.round, last?.round ?? 0)));
      if (fact.kind === 'champion')
        return ids(table.filter((row) => row.position === 1).map((row) => ({ id: row.driverId })));
      const points = (driverId: string) =>
        Number(table.find((row) => row.driverId === driverId)?.points ?? 0);
      const correct = new Set<string>();
      for (const driverId of optionIds) {
        const team = fact.teams[driverId] ?? '';
        const crew = await db
          .selectDistinct({ id: raceResults.driverId })
          .from(raceResults)
          .innerJoin(races, eq(races.id, raceResults.raceId))
          .where(
            and(eq(races.year, fact.year), eq(raceResults.kind, 'race'), eq(raceResults.constructorId, team)),
          );
        const mates = crew.map((row) => row.id).filter((id) => id !== driverId);
        expect(mates, `${driverId}'s team-mates at ${team} in ${fact.year}`).toHaveLength(1);
        if (points(driverId) > points(mates[0] ?? '')) correct.add(driverId);
      }
      return correct;
    }
  }
}

describe('quiz rounds', () => {
  it('1,000 questions: every key is right by the data, and no question has two correct options', async () => {
    const eraNames = Object.keys(quizEras) as QuizEra[];
    const kinds = new Map<string, number>();
    let checked = 0;
    for (let round = 0; checked < 1000; round++) {
      const era = eraNames[round % eraNames.length] ?? 'all';
      const questions = quizRound(data, era, `test-${round}`);
      expect(questions).toHaveLength(10);
      for (const question of questions) {
        const optionIds = question.options.map((option) => option.id);
        expect(new Set(optionIds).size, question.prompt).toBe(4);
        expect(new Set(question.options.map((option) => option.label)).size, question.prompt).toBe(4);
        const truth = await trueAnswers(question.fact, optionIds);
        const correct = optionIds.filter((id) => truth.has(id));
        expect(correct, question.prompt).toEqual([question.answer]);
        kinds.set(question.fact.kind, (kinds.get(question.fact.kind) ?? 0) + 1);
        checked += 1;
      }
    }
    // Every kind of question came up.
    expect([...kinds.keys()].sort()).toEqual([
      'champion',
      'circuit',
      'pole',
      'race-winner',
      'team',
      'team-mates',
    ]);
  });

  it('a seed gives the same round again; another seed or era another round', () => {
    const prompts = (era: QuizEra, seed: string) => quizRound(data, era, seed).map((q) => q.prompt);
    expect(prompts('modern', 'abc')).toEqual(prompts('modern', 'abc'));
    expect(quizRound(data, 'modern', 'abc')).toEqual(quizRound(data, 'modern', 'abc'));
    expect(prompts('modern', 'abc')).not.toEqual(prompts('modern', 'abd'));
    expect(prompts('modern', 'abc')).not.toEqual(prompts('vintage', 'abc'));
  });

  it('a round asks only about its era', () => {
    for (const question of quizRound(data, 'vintage', 'old-days')) {
      const years = question.prompt.match(/\b(19|20)\d\d\b/g)?.map(Number) ?? [];
      for (const year of years) expect(year, question.prompt).toBeLessThanOrEqual(1969);
    }
  });
});
