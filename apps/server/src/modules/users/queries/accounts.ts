import { DEFAULT_LANGUAGE, type Language } from '@kerben/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { type DeleteOptions, deleteUnlessReferenced } from '../../../db/delete-guard';
import { inserted } from '../../../db/rows';
import { userCodes, users } from '../../../db/schema';

type Role = UserRow['role'];

export type UserRow = typeof users.$inferSelect;

/** Every column but the password hash: what a profile or an admin screen may read. */
export const publicColumns = {
  id: users.id,
  clientCode: users.clientCode,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  address: users.address,
  frontImageId: users.frontImageId,
  backImageId: users.backImageId,
  role: users.role,
  isActive: users.isActive,
  language: users.language,
  createdAt: users.createdAt,
};
export type UserProfileRow = Omit<UserRow, 'passwordHash' | 'updatedAt'>;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** The whole account, password hash included: for signing in and changing credentials only. */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(byEmail(email));
  return user;
}

export async function findAccountById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findProfile(db: DbOrTx, id: number): Promise<UserProfileRow | undefined> {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  return user;
}

/** What decides a request's rights: read on every authenticated request (a primary-key lookup). */
export async function findAccess(db: DbOrTx, id: number) {
  const [user] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

/** An account's id and client code, taken before the account exists (a registration keeps them). */
export interface AccountNumbers {
  id: number;
  clientCode: string;
}

export interface NewAccount {
  email: string;
  /** hashPassword's answer, computed before the unit of work (a hash is slow work). */
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  isActive: boolean;
  role?: Role;
  language?: Language;
}

/** The next client code: prefix + number from a sequence, assigned once. */
const nextClientCode = (prefix: string) => sql<string>`${prefix} || lpad(nextval('client_code_seq')::text, 4, '0')`;

/** The id the next account would get, taken now (a registration keeps it for its account). */
const nextAccountId = () => sql<number>`nextval(pg_get_serial_sequence('users', 'id'))`;

/** An account id and a client code taken from their sequences now, for an account made later. */
export async function takeAccountNumbers(db: DbOrTx, prefix: string): Promise<AccountNumbers> {
  const result = await db.execute(sql`select (${nextAccountId()})::int as id, ${nextClientCode(prefix)} as "clientCode"`);
  const [numbers] = (result as unknown as { rows: AccountNumbers[] }).rows;
  if (!numbers) throw new Error('account numbers not taken');
  return numbers;
}

/**
 * A new account with its client code, assigned once: a new one, or the id and code a registration
 * took when it was made (`reserved`).
 */
export async function insertAccount(
  db: DbOrTx,
  prefix: string,
  account: NewAccount,
  reserved?: AccountNumbers,
): Promise<UserRow> {
  return inserted(
    await db
      .insert(users)
      .overridingSystemValue()
      .values({
        id: reserved?.id ?? nextAccountId(),
        clientCode: reserved?.clientCode ?? nextClientCode(prefix),
        email: account.email.trim(),
        passwordHash: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        phoneNumber: account.phoneNumber ?? '',
        isActive: account.isActive,
        role: account.role ?? 'customer',
        language: account.language ?? DEFAULT_LANGUAGE,
      })
      .returning(),
    users,
  );
}

export type AccountChanges = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'address'
    | 'language'
    | 'frontImageId'
    | 'backImageId'
    | 'passwordHash'
    | 'isActive'
    | 'role'
  >
>;

/**
 * Changes an account's row. A new email or password also retires every unused code of the account
 * (password reset, sign-in, email change): a code opens the account as it was when it was mailed,
 * so one mailed to an address the account left, or asked for with a password it no longer has,
 * opens nothing. Pass the caller's transaction so that both happen together.
 */
export async function updateAccount(db: DbOrTx, id: number, changes: AccountChanges): Promise<UserProfileRow | undefined> {
  if (changes.email !== undefined || changes.passwordHash !== undefined) {
    await db
      .update(userCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(userCodes.userId, id), isNull(userCodes.usedAt)));
  }
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(publicColumns);
  return user;
}

export async function hasAnyAdmin(db: DbOrTx): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(admin);
}

/** An active customer by their code (KB0042), exactly: for assigning a parcel, which an account left inactive, or a staff account, must not get. */
export async function findClientByCode(db: DbOrTx, clientCode: string) {
  const [row] = await db
    .select(publicColumns)
    .from(users)
    .where(and(eq(users.clientCode, clientCode.toUpperCase()), eq(users.isActive, true), eq(users.role, 'customer')));
  return row;
}

/** The named accounts, locked until the unit of work ends (a bulk delete or role change judges them). */
export function lockAccounts(tx: DbOrTx, ids: number[]) {
  return tx
    .select({
      id: users.id,
      clientCode: users.clientCode,
      role: users.role,
      email: users.email,
      frontImageId: users.frontImageId,
      backImageId: users.backImageId,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('update');
}

/** Deletes the accounts, all or none: 409 (`refusal`) while parcels or other records name one of them (db/delete-guard.ts). */
export async function deleteAccounts(tx: Tx, ids: number[], refusal: DeleteOptions['refusal']): Promise<void> {
  await deleteUnlessReferenced(tx, users, ids, { refusal });
}

/** How many admins there are besides the named accounts (the last admin is never demoted). */
export async function countOtherAdmins(tx: DbOrTx, ids: number[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`${users.id} <> all(${sql.param(ids)}::int[])`));
  return row?.n ?? 0;
}

export async function setRole(tx: DbOrTx, ids: number[], role: Role): Promise<number> {
  const rows = await tx
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(inArray(users.id, ids))
    .returning({ id: users.id });
  return rows.length;
}
