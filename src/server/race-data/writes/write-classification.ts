import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { constructors, drivers, engineManufacturers, seasonEntrantDrivers } from '#server/db/schema.ts';
import { mayReplace } from '#shared/race-data-ownership.ts';
import { type ClassificationWrite, classificationWrite } from '#shared/race-data-writes.ts';
import {
  countsForStandings,
  type InputRow,
  readClassification,
  replaceClassification,
  sameRows,
  storedRows,
} from './classification-rows.ts';
import {
  findRace,
  invalidField,
  parseWrite,
  recordAdminWrite,
  runRaceDataWrite,
  type WriteActor,
  type WriteResult,
  type WriteServices,
} from './race-data-write.ts';
import { recomputeStandings } from './recompute-standings.ts';

/**
 * Replaces one session's classification (race, sprint, qualifying, sprint qualifying, practice) of a
 * season's round, as `actor`. The session is one unit: all its rows are replaced and take the actor's
 * source. Sync never replaces a classification an admin wrote (`kept`). A race or sprint
 * classification recomputes the standings of its round and every later one in the same transaction.
 * An admin write is audited with the classification before and after. Bad input: a 400 naming the
 * field (`rows.3.driverId`), nothing stored. The event goes out after the commit.
 */
export async function writeClassification(
  services: WriteServices,
  actor: WriteActor,
  input: ClassificationWrite,
): Promise<WriteResult> {
  const write = parseWrite(classificationWrite, input);
  const { season, round, kind } = write;
  return runRaceDataWrite(services, { season, round }, async (tx) => {
    const race = await findRace(tx, season, round);
    const current = await readClassification(tx, race.id, kind);
    if (current && !mayReplace(actor.source, current.source))
      return { status: 'kept', owner: current.source };
    const engines = await checkReferences(tx, season, write.rows);
    const rows = storedRows(kind, write.rows, engines);
    if (current?.source === actor.source && sameRows(kind, current.rows, rows))
      return { status: 'unchanged' };

    await replaceClassification(tx, race.id, kind, rows, actor.source);
    const auditId =
      actor.source === 'admin'
        ? await recordAdminWrite(tx, {
            userId: actor.userId,
            action: 'classification',
            key: { season, round, kind },
            before: current,
            after: { source: actor.source, rows },
          })
        : null;
    const standingsRounds = countsForStandings(kind) ? await recomputeStandings(tx, season, round) : [];
    return { status: 'written', auditId, standingsRounds };
  });
}

/**
 * Checks that every driver, constructor and engine exists, and finds each row's engine: given, or
 * the one the season's entry list gives the team. Returns the engines in row order.
 */
async function checkReferences(tx: Tx, season: number, rows: InputRow[]): Promise<string[]> {
  const ids = (pick: (row: InputRow) => string | undefined) => [
    ...new Set(rows.map(pick).filter((id) => id !== undefined)),
  ];
  const known = async (
    table: typeof drivers | typeof constructors | typeof engineManufacturers,
    list: string[],
  ) =>
    new Set(
      list.length === 0
        ? []
        : (await tx.select({ id: table.id }).from(table).where(inArray(table.id, list))).map((row) => row.id),
    );
  const knownDrivers = await known(
    drivers,
    ids((row) => row.driverId),
  );
  const knownConstructors = await known(
    constructors,
    ids((row) => row.constructorId),
  );
  const knownEngines = await known(
    engineManufacturers,
    ids((row) => row.engineManufacturerId),
  );
  const entered = await tx
    .selectDistinct({
      constructorId: seasonEntrantDrivers.constructorId,
      engine: seasonEntrantDrivers.engineManufacturerId,
    })
    .from(seasonEntrantDrivers)
    .where(
      and(
        eq(seasonEntrantDrivers.year, season),
        inArray(seasonEntrantDrivers.constructorId, [...knownConstructors, '']),
      ),
    );
  return rows.map((row, index) => {
    const field = (name: string) => `rows.${index}.${name}`;
    if (!knownDrivers.has(row.driverId)) throw invalidField(field('driverId'), `No driver ${row.driverId}`);
    if (!knownConstructors.has(row.constructorId)) {
      throw invalidField(field('constructorId'), `No constructor ${row.constructorId}`);
    }
    if (row.engineManufacturerId !== undefined) {
      if (!knownEngines.has(row.engineManufacturerId)) {
        throw invalidField(
          field('engineManufacturerId'),
          `No engine manufacturer ${row.engineManufacturerId}`,
        );
      }
      return row.engineManufacturerId;
    }
    const engines = entered.filter((entry) => entry.constructorId === row.constructorId);
    if (engines.length !== 1 || !engines[0]) {
      throw invalidField(
        field('engineManufacturerId'),
        `Give the engine: the ${season} entry list has ${engines.length === 0 ? 'no' : 'more than one'} engine for ${row.constructorId}`,
      );
    }
    return engines[0].engine;
  });
}
