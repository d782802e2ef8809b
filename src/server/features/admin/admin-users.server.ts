import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { type AccountAuditAction, accountAudit, sessions, users } from '#server/db/schema.ts';
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

/** The account as it stands, locked until the change's transaction ends. */
async function lockUser(tx: Tx, id: string) {
  const [user] = await tx.select(columns).from(users).where(eq(users.id, id)).for('update');
  if (!user) throw new ApiError(404, 'not_found', 'No such user');
  return user;
}

/** The account log's entry for a change, in the change's transaction. */
function audit(
  tx: Tx,
  entry: {
    actorId: string;
    action: AccountAuditAction;
    account: { id: string; name: string };
    before: Record<string, unknown>;
    after: Record<string, unknown> | null;
  },
) {
  return tx.insert(accountAudit).values({
    userId: entry.actorId,
    action: entry.action,
    accountId: entry.account.id,
    accountName: entry.account.name,
    before: entry.before,
    after: entry.after,
  });
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
  const row = await services.db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    const [row] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning(columns);
    if (!row) throw new ApiError(404, 'not_found', 'No such user');
    if (before.role !== role) {
      await audit(tx, {
        actorId,
        action: 'role',
        account: row,
        before: { role: before.role },
        after: { role },
      });
    }
    return toRow(row);
  });
  await services.events.publish({ type: 'sessions.changed' });
  return row;
}

/** Disabling signs the user out everywhere and keeps them out (better-auth refuses a banned user). */
export async function setUserDisabled(
  services: Pick<Services, 'db' | 'events'>,
  actorId: string,
  id: string,
  disabled: boolean,
): Promise<AdminUserRow> {
  notSelf(actorId, id);
  const row = await services.db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    const [row] = await tx
      .update(users)
      .set({ banned: disabled, banReason: disabled ? 'Disabled by an admin' : null, banExpires: null })
      .where(eq(users.id, id))
      .returning(columns);
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
    if (!row) throw new ApiError(404, 'not_found', 'No such user');
    const was = before.banned === true;
    if (was !== disabled) {
      await audit(tx, {
        actorId,
        action: 'disabled',
        account: row,
        before: { disabled: was },
        after: { disabled },
      });
    }
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
  await services.db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    await audit(tx, {
      actorId,
      action: 'deleted',
      account: before,
      before: {
        role: before.role,
        disabled: before.banned === true,
        signedUp: before.createdAt.toISOString(),
      },
      after: null,
    });
  });
  await services.events.publish({ type: 'sessions.changed' });
}

/** The latest admin changes to accounts, newest first; of one kind when given. */
export async function listAccountAudit(
  services: Pick<Services, 'db'>,
  { action, limit = 50 }: { action?: AccountAuditAction | undefined; limit?: number } = {},
) {
  const entries = await services.db
    .select({
      id: accountAudit.id,
      at: accountAudit.at,
      action: accountAudit.action,
      accountId: accountAudit.accountId,
      accountName: accountAudit.accountName,
      before: accountAudit.before,
      after: accountAudit.after,
      who: users.name,
    })
    .from(accountAudit)
    .leftJoin(users, eq(users.id, accountAudit.userId))
    .where(action ? eq(accountAudit.action, action) : undefined)
    .orderBy(desc(accountAudit.id))
    .limit(limit);
  // The admin's account is gone when the join finds no one (the entry's user id was set to null).
  return entries.map(({ who, ...entry }) => ({ ...entry, who: who ?? 'A deleted account' }));
}
export type AccountAuditEntry = Awaited<ReturnType<typeof listAccountAudit>>[number];
