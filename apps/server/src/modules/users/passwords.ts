import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { assertNoTransaction } from '../../db/transaction-scope';

// argon2id (algorithm 2) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run one fewer at a time than the machine has cores (at least one): each holds 19 MiB
 * while it runs, so a burst of logins would otherwise grow the process by 19 MiB a request in
 * flight, and with every core hashing, every other request (and PostgreSQL beside) would wait for
 * a burst of logins to pass. More at once would not finish sooner on the same cores.
 */
export const passwordWork = pLimit(Math.max(1, availableParallelism() - 1));

// A hash takes tens of milliseconds of work: before the unit of work, never inside it.
export function hashPassword(password: string): Promise<string> {
  assertNoTransaction('Hashing a password');
  return passwordWork(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  assertNoTransaction('Checking a password');
  try {
    return await passwordWork(() => verify(passwordHash, password));
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
