import { hash, verify } from '@node-rs/argon2';
import { assertNoTransaction } from '../../db/transaction-scope';

// argon2id (algorithm 2) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// A hash takes tens of milliseconds of work: before the unit of work, never inside it.
export function hashPassword(password: string): Promise<string> {
  assertNoTransaction('Hashing a password');
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  assertNoTransaction('Checking a password');
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
  return false;
}
