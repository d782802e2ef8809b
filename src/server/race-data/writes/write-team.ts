import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { constructors, teamSeasonStyles } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import { type TeamWrite, teamWrite } from '#shared/driver-team-writes.ts';
import type { RaceDataSource } from '#shared/race-data-ownership.ts';
import { checkChangedImages } from './image-fields.ts';
import { parseWrite, recordAdminWrite, runRaceDataWrite, type WriteResult } from './race-data-write.ts';
import { type AdminActor, checkCountry, type EditorServices, requireSeason } from './write-driver.ts';
import { freeId, kebab } from './write-entrants.ts';

/** A team's own row as the audit keeps it: its name, country and owner. */
export type StoredTeam = { name: string; country: string | null; source: RaceDataSource };
/** A team's season as the audit keeps it. */
export type StoredTeamSeason = {
  colour: string;
  logoUrl: string | null;
  carImageUrl: string | null;
  retired: boolean;
  source: RaceDataSource;
};
export type StoredTeamEdit = { team: StoredTeam | null; season: StoredTeamSeason | null };

/**
 * An admin's edit of a team (`teamId`) or a new team (no id) for a season: the name and country, and
 * that season's colour, logo, car image and whether the team is retired from its lists. Bad input, an
 * unknown country or a new image address that is not an image is a 400 naming the field, with nothing
 * stored. The rows written
 * become the admin's (a snapshot reload or a sync leaves them), the write is audited and can be
 * reverted, and `race-data.changed` for the season goes out after the commit.
 */
export async function writeTeam(
  services: EditorServices,
  actor: AdminActor,
  input: TeamWrite & { teamId?: string },
): Promise<WriteResult & { teamId: string }> {
  const { teamId: editedId, ...fields } = input;
  const write = parseWrite(teamWrite, fields);
  const { season } = write;
  const stored = editedId ? await readTeamEdit(services.db, season, editedId) : null;
  if (editedId && !stored?.team) throw new ApiError(404, 'not_found', `No team ${editedId}`);
  await checkChangedImages(
    services,
    { logoUrl: write.logoUrl, carImageUrl: write.carImageUrl },
    { logoUrl: stored?.season?.logoUrl, carImageUrl: stored?.season?.carImageUrl },
  );

  return runRaceDataWrite(services, { season }, async (tx) => {
    await requireSeason(tx, season);
    const teamId = editedId ?? (await freeId(tx, constructors, kebab(write.name)));
    const current = editedId ? await readTeamEdit(tx, season, editedId) : { team: null, season: null };
    if (editedId && !current.team) throw new ApiError(404, 'not_found', `No team ${editedId}`);
    const team: StoredTeam = {
      name: write.name,
      country: write.country === undefined ? (current.team?.country ?? null) : write.country,
      source: 'admin',
    };
    const seasonStyle: StoredTeamSeason = {
      colour: write.colour,
      logoUrl: write.logoUrl,
      carImageUrl: write.carImageUrl,
      retired: write.retired,
      source: 'admin',
    };
    const sameTeam = current.team?.name === team.name && current.team.country === team.country;
    const sameSeason =
      current.season !== null &&
      (['colour', 'logoUrl', 'carImageUrl', 'retired'] as const).every(
        (key) => current.season?.[key] === seasonStyle[key],
      );
    if (sameTeam && sameSeason) return { status: 'unchanged' as const, teamId };
    if (team.country !== null && team.country !== current.team?.country) {
      await checkCountry(tx, 'country', team.country);
    }
    const after: StoredTeamEdit = {
      team: sameTeam ? current.team : team,
      season: sameSeason ? current.season : seasonStyle,
    };
    await storeTeamEdit(tx, season, teamId, after);
    const auditId = await recordAdminWrite(tx, {
      userId: actor.userId,
      action: 'team',
      key: { season, teamId },
      before: current,
      after,
    });
    return { status: 'written' as const, auditId, standingsRounds: [] as number[], teamId };
  });
}

/** The team's row and season as they stand (what an edit replaces, and what the audit keeps). */
export async function readTeamEdit(
  db: Pick<Tx, 'select'>,
  season: number,
  teamId: string,
): Promise<StoredTeamEdit> {
  const [team] = await db
    .select({ name: constructors.name, country: constructors.countryId, source: constructors.source })
    .from(constructors)
    .where(eq(constructors.id, teamId));
  const [style] = await db
    .select({
      colour: teamSeasonStyles.colour,
      logoUrl: teamSeasonStyles.logoUrl,
      carImageUrl: teamSeasonStyles.carImageUrl,
      retired: teamSeasonStyles.retired,
      source: teamSeasonStyles.source,
    })
    .from(teamSeasonStyles)
    .where(and(eq(teamSeasonStyles.year, season), eq(teamSeasonStyles.constructorId, teamId)));
  return { team: team ?? null, season: style ?? null };
}

/**
 * Stores a team's row and season as given, with their sources; null removes them (a revert of a
 * team's creation removes the team, which fails while anything else refers to it).
 */
export async function storeTeamEdit(
  tx: Tx,
  season: number,
  teamId: string,
  edit: StoredTeamEdit,
): Promise<void> {
  const seasonKey = and(eq(teamSeasonStyles.year, season), eq(teamSeasonStyles.constructorId, teamId));
  if (!edit.season) await tx.delete(teamSeasonStyles).where(seasonKey);
  if (edit.team) {
    const { name, country, source } = edit.team;
    await tx
      .insert(constructors)
      .values({ id: teamId, name, fullName: name, countryId: country, source })
      .onConflictDoUpdate({ target: constructors.id, set: { name, countryId: country, source } });
  } else {
    await tx.delete(constructors).where(eq(constructors.id, teamId));
  }
  if (edit.season) {
    const values = { year: season, constructorId: teamId, ...edit.season };
    await tx
      .insert(teamSeasonStyles)
      .values(values)
      .onConflictDoUpdate({ target: [teamSeasonStyles.year, teamSeasonStyles.constructorId], set: values });
  }
}
