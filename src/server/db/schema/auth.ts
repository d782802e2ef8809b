import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { constructors, drivers } from './race-data.ts';

/**
 * Accounts. `users`, `sessions`, `accounts`, `verifications` and `rateLimits` are the tables
 * better-auth's Drizzle adapter reads and writes (with the admin plugin's role and ban columns);
 * their property names are better-auth's field names. `userFavourites` is ours.
 */

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable('users', {
  id: text().primaryKey(),
  /** The display name. */
  name: text().notNull(),
  /** Stored lower-cased by better-auth, so unique means unique ignoring case. */
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  /** Profile photo: our own /media/avatars/… path, or the provider's picture URL. */
  image: text(),
  ...timestamps,
  /** 'user' or 'admin' (better-auth admin plugin). */
  role: text().notNull().default('user'),
  banned: boolean().default(false),
  banReason: text(),
  banExpires: timestamp({ withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ...timestamps,
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Sign-in methods of a user: 'credential' (password hash) or an OAuth provider's account. */
export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    // One local user per provider account.
    uniqueIndex('accounts_provider_account_unique').on(t.providerId, t.accountId),
  ],
);

/** Password-reset tokens and OAuth state, each with its expiry. */
export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters of the auth routes, shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  /** Epoch milliseconds, as better-auth keeps it. */
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

/** A user's favourite driver and team: one row per user, so one of each. */
export const userFavourites = pgTable(
  'user_favourites',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    driverId: text().references(() => drivers.id),
    constructorId: text().references(() => constructors.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_favourites_driver_id_idx').on(t.driverId),
    index('user_favourites_constructor_id_idx').on(t.constructorId),
  ],
);
