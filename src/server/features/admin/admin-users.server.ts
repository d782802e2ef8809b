import { count, desc, eq, ilike, or } from 'drizzle-orm';
import { sessions, users } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  createdAt: Date;
};

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  banned: users.banned,
  createdAt: users.createdAt,
};
const toRow = ({
  banned,
  ...row
}: Omit<AdminUserRow, 'disabled'> & { banned: boolean | null }): AdminUserRow => ({
  ...row,
  disabled: banned === true,
});

/** How many accounts there are, and the newest (or those whose name or email contains `query`). */
export async function listUsers(
  services: Pick<Services, 'db'>,
  { query = '', limit = 20 }: { query?: string; limit?: number } = {},
): Promise<{ total: number; users: AdminUserRow[] }> {
  const { db } = services;
  const [total] = await db.select({ n: count() }).from(users);
  const pattern = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select(columns)
    .from(users)
    .where(query.trim() ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined)
    .orderBy(desc(users.createdAt), users.id)
    .limit(limit);
  return { total: total?.n ?? 0, users: rows.map(toRow) };
}

async function findUser(services: Pick<Services, 'db'>, id: string) {
  const [user] = await services.db.select(columns).from(users).where(eq(users.id, id));
  if (!user) throw new ApiError(404, 'not_found', 'No such user');
  return user;
}

/** An admin may not take their own role or account away: the site would be left without its admin. */
function notSelf(actorId: string, id: string) {
  if (actorId === id) throw new ApiError(409, 'own_account', 'You cannot change your own account here');
}

export async function setUserRole(
  services: Pick<Services, 'db' | 'events'>,
  actorId: string,
  id: string,
  role: 'admin' | 'user',
): Promise<AdminUserRow> {
  notSelf(actorId, id);
  await findUser(services, id);
  const [row] = await services.db.update(users).set({ role }).where(eq(users.id, id)).returning(columns);
  if (!row) throw new ApiError(404, 'not_found', 'No such user');
  await services.events.publish({ type: 'sessions.changed' });
  return toRow(row);
}

/** Disabling signs the user out everywhere and keeps them out (better-auth refuses a banned user). */
export async function setUserDisabled(
  services: Pick<Services, 'db' | 'events'>,
  actorId: string,
  id: string,
  disabled: boolean,
): Promise<AdminUserRow> {
  notSelf(actorId, id);
  await findUser(services, id);
  const row = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ banned: disabled, banReason: disabled ? 'Disabled by an admin' : null, banExpires: null })
      .where(eq(users.id, id))
      .returning(columns);
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
    if (!row) throw new ApiError(404, 'not_found', 'No such user');
    return toRow(row);
  });
  await services.events.publish({ type: 'sessions.changed' });
  return row;
}

/**
 * Deletes an account; its sessions, sign-in methods, favourites, votes and scores go with it (their
 * foreign keys cascade).
 */
export async function deleteUser(
  services: Pick<Services, 'db' | 'events'>,
  actorId: string,
  id: string,
): Promise<void> {
  notSelf(actorId, id);
  await findUser(services, id);
  await services.db.delete(users).where(eq(users.id, id));
  await services.events.publish({ type: 'sessions.changed' });
}
