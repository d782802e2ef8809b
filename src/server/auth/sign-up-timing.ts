import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthContext } from 'better-auth';
import { createEmailVerificationToken } from 'better-auth/api';

/** The adapter's writes used here (better-auth's DBTransactionAdapter, whatever its options). */
type Writes = Pick<Parameters<Parameters<AuthContext['adapter']['transaction']>[0]>[0], 'create' | 'delete'>;
type Adapter = { transaction: <R>(callback: (trx: Writes) => Promise<R>) => Promise<R> };

/**
 * The work a sign-up with an address that already has an account stands in for. better-auth
 * hashes the password on both paths, but only a new address costs a user row and its credential
 * row, written in one transaction through better-auth's adapter: milliseconds that would tell an
 * address with an account from one without. So the other path makes the same writes through the
 * same adapter in one transaction, for a throwaway user under an address no one can hold (the
 * `.invalid` domain), and deletes it in that transaction: nothing is left, nor seen by another
 * reader. Then it signs the confirmation token a new account's mail would carry.
 */
export async function signUpStandIn(
  { adapter, secret }: { adapter: Adapter; secret: string },
  verificationSeconds: number,
): Promise<void> {
  const id = randomUUID();
  const now = new Date();
  await adapter.transaction(async (trx) => {
    await trx.create({
      model: 'user',
      data: {
        id,
        name: 'Sign-up stand-in',
        email: `${id}@sign-up.invalid`,
        emailVerified: false,
        role: 'user',
        createdAt: now,
        updatedAt: now,
      },
      forceAllowId: true,
    });
    await trx.create({
      model: 'account',
      data: {
        userId: id,
        providerId: 'credential',
        accountId: id,
        // The length of a stored hash (salt:key in hex), never one that a password matches.
        password: `${randomBytes(16).toString('hex')}:${randomBytes(64).toString('hex')}`,
        createdAt: now,
        updatedAt: now,
      },
    });
    // The credential row goes with its user (on delete cascade).
    await trx.delete({ model: 'user', where: [{ field: 'id', value: id }] });
  });
  // And the confirmation link's token a new account's mail carries (the mail itself is sent in the
  // background on both paths).
  await createEmailVerificationToken(secret, `${id}@sign-up.invalid`, undefined, verificationSeconds, {
    userId: id,
  });
}
