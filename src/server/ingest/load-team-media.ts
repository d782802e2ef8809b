import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { driverSeasonStyles, drivers, seasons, teamSeasonStyles } from '#server/db/schema.ts';
import { fromRoot } from '#server/paths.ts';
import { lockSeason } from '#server/race-data/writes/season-lock.ts';
import { readTeamMedia, teamMediaFile } from './team-media.ts';

/**
 * Seeds the team logos, car images and driver photos of data/team-media.yml into team_season_styles
 * and driver_season_styles, after every snapshot load (a few dozen rows; cheap when nothing changed).
 * Like the snapshot, it changes only rows that are still the snapshot's: an admin's edit stays.
 */
export async function loadTeamMedia(db: Db, file = fromRoot(teamMediaFile)): Promise<void> {
  const media = readTeamMedia(file);
  const known = new Set(
    (
      await db
        .select({ year: seasons.year })
        .from(seasons)
        .where(inArray(seasons.year, [...media.keys()]))
    ).map((row) => row.year),
  );
  for (const [year, teams] of media) {
    if (!known.has(year)) continue;
    await db.transaction(async (tx) => {
      await lockSeason(tx, year);
      for (const [teamId, team] of Object.entries(teams)) {
        await tx
          .update(teamSeasonStyles)
          .set({ logoUrl: team.logo ?? null, carImageUrl: team.car ?? null })
          .where(
            and(
              eq(teamSeasonStyles.year, year),
              eq(teamSeasonStyles.constructorId, teamId),
              eq(teamSeasonStyles.source, 'snapshot'),
              sql`(${teamSeasonStyles.logoUrl}, ${teamSeasonStyles.carImageUrl}) is distinct from (${team.logo ?? null}::text, ${team.car ?? null}::text)`,
            ),
          );
      }
      const photos = Object.values(teams).flatMap((team) => Object.entries(team.drivers ?? {}));
      if (photos.length === 0) return;
      const existing = new Set(
        (
          await tx
            .select({ id: drivers.id })
            .from(drivers)
            .where(
              inArray(
                drivers.id,
                photos.map(([driverId]) => driverId),
              ),
            )
        ).map((row) => row.id),
      );
      const rows = photos
        .filter(([driverId]) => existing.has(driverId))
        .map(([driverId, photoUrl]) => ({ year, driverId, photoUrl }));
      if (rows.length === 0) return;
      await tx
        .insert(driverSeasonStyles)
        .values(rows)
        .onConflictDoUpdate({
          target: [driverSeasonStyles.year, driverSeasonStyles.driverId],
          set: { photoUrl: sql`excluded.photo_url` },
          setWhere: sql`${driverSeasonStyles.source} = 'snapshot' and ${driverSeasonStyles.photoUrl} is distinct from excluded.photo_url`,
        });
    });
  }
}
