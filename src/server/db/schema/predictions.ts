import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pickKinds } from '../../../shared/predictions.ts';
import { users } from './auth.ts';
import { drivers, races } from './race-data.ts';

/**
 * Predict the weekend (decision 042). One row per fan, race and pick: the primary key is the rule
 * "one pick of each kind", and a partial unique index keeps a driver to one place of the podium.
 * `points` stays null until the session the pick is about has its result stored.
 */
export const predictionPicks = pgTable(
  'prediction_picks',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Cascades: a race the snapshot drops takes its picks with it rather than blocking the reload.
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    pick: text({ enum: pickKinds }).notNull(),
    driverId: text()
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    points: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.raceId, t.pick] }),
    index('prediction_picks_race_idx').on(t.raceId, t.pick),
    uniqueIndex('prediction_picks_podium_driver_idx')
      .on(t.userId, t.raceId, t.driverId)
      .where(sql`${t.pick} in ('winner', 'second', 'third')`),
    check(
      'prediction_picks_pick_check',
      sql`${t.pick} in ('pole', 'sprint-winner', 'winner', 'second', 'third', 'fastest-lap')`,
    ),
    check('prediction_picks_points_check', sql`${t.points} between 0 and 5`),
  ],
);

/** Each fan's score for one race, written by the scoring run: what the race's tables read. */
export const predictionRaceScores = pgTable(
  'prediction_race_scores',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    season: integer().notNull(),
    points: integer().notNull(),
    exact: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.raceId] }),
    index('prediction_race_scores_race_idx').on(t.raceId, t.points),
    check('prediction_race_scores_counts_check', sql`${t.points} >= 0 and ${t.exact} >= 0`),
  ],
);

/**
 * Each fan's season so far: the sum of their race scores, kept by each scoring run (it adds the
 * change it makes), so the season and league tables read one row per fan instead of every race.
 */
export const predictionSeasonTotals = pgTable(
  'prediction_season_totals',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    season: integer().notNull(),
    points: integer().notNull(),
    exact: integer().notNull(),
    races: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.season] }),
    // No check on the counts: a run adds its change as an upsert, whose proposed row is the change.
    index('prediction_season_totals_table_idx').on(t.season, t.points, t.exact),
  ],
);

/** The last scoring run of each race, for the dashboard; its row also serialises two runs of one race. */
export const predictionScoringRuns = pgTable('prediction_scoring_runs', {
  raceId: integer()
    .primaryKey()
    .references(() => races.id, { onDelete: 'cascade' }),
  scoredAt: timestamp({ withTimezone: true }).notNull(),
  picks: integer().notNull(),
  players: integer().notNull(),
  durationMs: integer().notNull(),
});

/** Private leagues among friends. A closed league keeps its table; its invite no longer works. */
export const predictionLeagues = pgTable(
  'prediction_leagues',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The secret of the invite link; renewing it replaces it, so the old link stops working. */
    inviteToken: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('prediction_leagues_name_check', sql`char_length(${t.name}) between 3 and 40`)],
);

export const predictionLeagueMembers = pgTable(
  'prediction_league_members',
  {
    leagueId: text()
      .notNull()
      .references(() => predictionLeagues.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.userId] }),
    index('prediction_league_members_user_idx').on(t.userId),
  ],
);
