import { MSG } from '@kerben/domain';
import { fieldError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  type AccountNumbers,
  findAccess,
  findAccountByEmail,
  findAccountById,
  findClientByCode,
  insertAccount,
  type NewAccount,
  takeAccountNumbers,
  type UserRow,
  updateAccount,
} from './queries';

// What other modules may do with accounts and clients. Every function takes the database or the
// caller's unit of work (`work.tx`) first, so that it joins the caller's transaction.

/** An account as stored, password hash included. */
export type Account = UserRow;

export type { AccountNumbers, NewAccount } from './queries';

/** Creates an account (client code assigned, or the numbers taken for it); a taken email is a 400 on `email`. */
async function create(tx: DbOrTx, clientCodePrefix: string, account: NewAccount, numbers?: AccountNumbers): Promise<Account> {
  try {
    return await insertAccount(tx, clientCodePrefix, account, numbers);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', MSG.emailTaken);
    throw error;
  }
}

/**
 * The first-admin rule, for the start-up and `npm run admin:create` alike: the account with this
 * email becomes an active admin with this password, created if it does not exist.
 */
async function grantAdmin(
  tx: DbOrTx,
  clientCodePrefix: string,
  { email, passwordHash }: { email: string; passwordHash: string },
): Promise<{ email: string; clientCode: string; created: boolean }> {
  const existing = await findAccountByEmail(tx, email);
  if (existing) {
    await updateAccount(tx, existing.id, { role: 'admin', isActive: true, passwordHash });
    return { email: existing.email, clientCode: existing.clientCode, created: false };
  }
  const user = await create(tx, clientCodePrefix, {
    email,
    passwordHash,
    firstName: 'Administrator',
    lastName: 'Kerben',
    isActive: true,
    role: 'admin',
  });
  return { email: user.email, clientCode: user.clientCode, created: true };
}

export const accounts = {
  create,
  grantAdmin,
  /** For signing in and changing credentials: the whole account, by its email in any case. */
  findByEmail: (tx: DbOrTx, email: string): Promise<Account | undefined> => findAccountByEmail(tx, email),
  findById: (tx: DbOrTx, id: number): Promise<Account | undefined> => findAccountById(tx, id),
  /** The account's role, or undefined when there is no such account. */
  roleOf: async (tx: DbOrTx, id: number) => (await findAccess(tx, id))?.role,
  /** A new password, hashed before the unit of work; `activate` when a mailed code proved the email. Every unused code of the account dies with the old one. */
  async setPassword(tx: DbOrTx, id: number, passwordHash: string, { activate = false } = {}): Promise<void> {
    await updateAccount(tx, id, activate ? { passwordHash, isActive: true } : { passwordHash });
  },
  /**
   * A new email for the account (proven by a code mailed to it); every unused code of the account
   * dies with the old address. Another account's address is a 400 on `email`.
   */
  async setEmail(tx: DbOrTx, id: number, email: string): Promise<void> {
    try {
      await updateAccount(tx, id, { email: email.trim() });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('email', MSG.emailTaken);
      throw error;
    }
  },
  /** The id and client code of an account made later, taken from their sequences now. */
  takeNumbers: (tx: DbOrTx, clientCodePrefix: string): Promise<AccountNumbers> => takeAccountNumbers(tx, clientCodePrefix),
};

export const clients = {
  /** An active client by their code (KB0042), exactly: a parcel is assigned to them, never to an account left inactive. */
  findByCode: (tx: DbOrTx, clientCode: string) => findClientByCode(tx, clientCode),
};
