import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

export type Role = 'admin' | 'user';

/** Sets a user's role by email; returns false when no account has that address. */
export async function setRole(db: Db, email: string, role: Role): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
