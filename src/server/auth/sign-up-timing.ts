import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts, users } from '#server/db/schema.ts';

/**
 * The writes a sign-up with an address that already has an account stands in for. better-auth
 * hashes the password on both paths, but only a new address costs a user row, its credential row
 * and a commit that writes them: a few milliseconds that would tell an address with an account
 * from one without. So the other path writes the same two rows (under a throwaway id and an
 * address no one can hold, the `.invalid` domain) and removes them in the same transaction: the
 * same inserts and a commit that writes, and nothing left behind or ever seen by another reader.
 */
export async function signUpStandInWrites(db: Db): Promise<void> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, name: 'Sign-up stand-in', email: `${id}@sign-up.invalid` });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      // The length of a stored hash (salt:key in hex), never one that a password matches.
      password: `${randomBytes(16).toString('hex')}:${randomBytes(64).toString('hex')}`,
    });
    // The credential row goes with its user (on delete cascade).
    await tx.delete(users).where(eq(users.id, id));
  });
}
