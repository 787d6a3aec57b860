import { MSG } from '@kerben/domain';
import { fieldError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findAccountByEmail, insertAccount, type UserRow, updateAccount } from './queries';

export interface AccountInput {
  email: string;
  /** hashPassword's answer, computed before the unit of work (a hash is slow work). */
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  isActive: boolean;
  isAdmin?: boolean;
}

/** Creates an account (client code assigned); a taken email is a 400 on `email`. */
export async function createAccount(
  db: DbOrTx,
  clientCodePrefix: string,
  account: AccountInput,
  reserved?: { id: number; uniqueId: string },
): Promise<UserRow> {
  try {
    return await insertAccount(db, clientCodePrefix, account, reserved);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', MSG.emailTaken);
    throw error;
  }
}

/**
 * The first-admin rule, for the start-up and `npm run admin:create` alike: the account with this
 * email becomes an active admin with this password, created if it does not exist.
 */
export async function grantAdmin(
  db: DbOrTx,
  clientCodePrefix: string,
  { email, passwordHash }: { email: string; passwordHash: string },
): Promise<{ email: string; uniqueId: string; created: boolean }> {
  const existing = await findAccountByEmail(db, email);
  if (existing) {
    await updateAccount(db, existing.id, { isAdmin: true, isActive: true, passwordHash });
    return { email: existing.email, uniqueId: existing.uniqueId, created: false };
  }
  const user = await createAccount(db, clientCodePrefix, {
    email,
    passwordHash,
    firstName: 'Administrator',
    lastName: 'Kerben',
    isActive: true,
    isAdmin: true,
  });
  return { email: user.email, uniqueId: user.uniqueId, created: true };
}
