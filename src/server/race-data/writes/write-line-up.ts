import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { constructors, drivers, races, seasonEntrantDrivers } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import { formatRounds, parseRounds } from '#shared/line-up.ts';
import { type LineUpChange, lineUpChange } from '#shared/line-up-writes.ts';
import type { RaceDataSource } from '#shared/race-data-ownership.ts';
import {
  invalidField,
  parseWrite,
  recordAdminWrite,
  runRaceDataWrite,
  type WriteResult,
  type WriteServices,
} from './race-data-write.ts';

/** One row of a team's season entry as stored (and as the audit keeps it). */
export type StoredEntry = {
  entrantId: string;
  engineManufacturerId: string;
  driverId: string;
  rounds: string | null;
  testDriver: boolean;
  source: RaceDataSource;
};

/** A team's line-up of a season: its entry rows, the unit one writer owns (decision 012). */
export type StoredLineUp = { rows: StoredEntry[] };

/**
 * Records a change to a team's line-up of a season as an admin: a driver replaces another from a
 * round (the other's stint ends the round before), joins from a round, or ends his stint after a
 * round. The team's whole entry of the season becomes the admin's, so neither a snapshot reload nor
 * the results sync changes it; the write is audited (the dashboard can revert it) and the event goes
 * out after the commit. A driver who would race for two teams in one round is refused (400 naming
 * the field), as is a round the season does not have; nothing is written then.
 */
export async function writeLineUp(
  services: WriteServices,
  actor: { userId: string },
  input: LineUpChange,
): Promise<WriteResult> {
  const write = parseWrite(lineUpChange, input);
  const { season, teamId } = write;
  const roundField = write.change === 'end' ? 'lastRound' : 'fromRound';
  const givenRound = write.change === 'end' ? write.lastRound : write.fromRound;
  return runRaceDataWrite(services, { season, round: givenRound }, async (tx) => {
    const lastRound = await seasonRounds(tx, season);
    if (givenRound > lastRound) throw invalidField(roundField, `${season} has ${lastRound} rounds`);
    await mustExist(tx, constructors, teamId, 'teamId', 'No such team');
    await mustExist(tx, drivers, write.driverId, 'driverId', 'No such driver');

    const before = await readLineUp(tx, season, teamId);
    if (before.rows.length === 0) throw invalidField('teamId', `The team is not entered in ${season}`);
    const rows = before.rows.map((row) => ({ ...row }));
    const entry = (driverId: string) => rows.find((row) => row.driverId === driverId);
    const setRounds = (row: StoredEntry, rounds: number[]) => {
      row.rounds = formatRounds(rounds);
    };
    const join = (driverId: string, rounds: number[]) => {
      const found = entry(driverId);
      if (found) {
        setRounds(found, [...(found.testDriver ? [] : parseRounds(found.rounds)), ...rounds]);
        found.testDriver = false;
        return;
      }
      const team = rows.find((row) => !row.testDriver) ?? rows[0];
      rows.push({
        entrantId: team?.entrantId ?? teamId,
        engineManufacturerId: team?.engineManufacturerId ?? teamId,
        driverId,
        rounds: formatRounds(rounds),
        testDriver: false,
        source: 'admin',
      });
    };
    const leave = (driverId: string, field: string, fromRound: number) => {
      const found = entry(driverId);
      const rounds = found && !found.testDriver ? parseRounds(found.rounds) : [];
      if (!found || !rounds.some((round) => round >= fromRound)) {
        throw invalidField(field, `The driver does not race for the team from round ${fromRound}`);
      }
      setRounds(
        found,
        rounds.filter((round) => round < fromRound),
      );
    };

    let joining: number[] = [];
    if (write.change === 'replace') {
      if (write.replacesDriverId === write.driverId) {
        throw invalidField('driverId', 'Choose another driver than the one replaced');
      }
      leave(write.replacesDriverId, 'replacesDriverId', write.fromRound);
      joining = range(write.fromRound, lastRound);
      join(write.driverId, joining);
    } else if (write.change === 'add') {
      const toRound = write.toRound ?? lastRound;
      if (toRound < write.fromRound || toRound > lastRound) {
        throw invalidField('toRound', `Give a round from ${write.fromRound} to ${lastRound}`);
      }
      joining = range(write.fromRound, toRound);
      const held = entry(write.driverId);
      if (held && !held.testDriver && parseRounds(held.rounds).some((round) => joining.includes(round))) {
        throw invalidField('driverId', 'The driver already races for the team in those rounds');
      }
      join(write.driverId, joining);
    } else {
      leave(write.driverId, 'driverId', write.lastRound + 1);
    }
    if (joining.length > 0) await mustBeFree(tx, season, teamId, write.driverId, joining);

    // A driver left with no round and no test role is off the entry list.
    const after: StoredLineUp = {
      rows: rows
        .filter((row) => row.testDriver || row.rounds !== null)
        .map((row) => ({ ...row, source: 'admin' as const })),
    };
    await storeLineUp(tx, season, teamId, after);
    const auditId = await recordAdminWrite(tx, {
      userId: actor.userId,
      action: 'line-up',
      key: { season, round: givenRound, kind: 'line-up', team: teamId },
      before,
      after,
    });
    return { status: 'written', auditId, standingsRounds: [] };
  });
}

/** A team's entry rows of a season, in a stable order. */
export async function readLineUp(tx: Tx, season: number, teamId: string): Promise<StoredLineUp> {
  const rows = await tx
    .select({
      entrantId: seasonEntrantDrivers.entrantId,
      engineManufacturerId: seasonEntrantDrivers.engineManufacturerId,
      driverId: seasonEntrantDrivers.driverId,
      rounds: seasonEntrantDrivers.rounds,
      testDriver: seasonEntrantDrivers.testDriver,
      source: seasonEntrantDrivers.source,
    })
    .from(seasonEntrantDrivers)
    .where(and(eq(seasonEntrantDrivers.year, season), eq(seasonEntrantDrivers.constructorId, teamId)))
    .orderBy(
      asc(seasonEntrantDrivers.driverId),
      asc(seasonEntrantDrivers.entrantId),
      asc(seasonEntrantDrivers.engineManufacturerId),
    )
    .for('update');
  return { rows };
}

/** Replaces a team's entry rows of a season with `lineUp`'s, each with its own source. */
export async function storeLineUp(tx: Tx, season: number, teamId: string, lineUp: StoredLineUp) {
  await tx
    .delete(seasonEntrantDrivers)
    .where(and(eq(seasonEntrantDrivers.year, season), eq(seasonEntrantDrivers.constructorId, teamId)));
  if (lineUp.rows.length === 0) return;
  await tx
    .insert(seasonEntrantDrivers)
    .values(lineUp.rows.map((row) => ({ ...row, year: season, constructorId: teamId })));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function seasonRounds(tx: Tx, season: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(races.round) })
    .from(races)
    .where(eq(races.year, season));
  if (!row?.last) throw new ApiError(404, 'not_found', `No season ${season}`);
  return row.last;
}

async function mustExist(
  tx: Tx,
  table: typeof constructors | typeof drivers,
  id: string,
  field: string,
  message: string,
) {
  const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!found) throw invalidField(field, message);
}

/** 400 when the driver races for another team in any of the rounds: end that stint first. */
async function mustBeFree(tx: Tx, season: number, teamId: string, driverId: string, rounds: number[]) {
  const elsewhere = await tx
    .select({ rounds: seasonEntrantDrivers.rounds, team: constructors.name })
    .from(seasonEntrantDrivers)
    .innerJoin(constructors, eq(constructors.id, seasonEntrantDrivers.constructorId))
    .where(
      and(
        eq(seasonEntrantDrivers.year, season),
        eq(seasonEntrantDrivers.driverId, driverId),
        eq(seasonEntrantDrivers.testDriver, false),
        ne(seasonEntrantDrivers.constructorId, teamId),
      ),
    );
  for (const other of elsewhere) {
    const clash = parseRounds(other.rounds).find((round) => rounds.includes(round));
    if (clash !== undefined) {
      throw invalidField(
        'driverId',
        `The driver races for ${other.team} in round ${clash}; end that stint first`,
      );
    }
  }
}
