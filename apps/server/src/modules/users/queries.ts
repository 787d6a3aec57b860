import type { UserListRole } from '@kerben/domain';
import { and, desc, eq, inArray, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type DeleteOptions, deleteUnlessReferenced } from '../../db/delete-guard';
import { escapeLike, fetchPage, type ListPage, type PageRequest, pageOffset, rowsByIds } from '../../db/list';
import { parcels, userCodes, users } from '../../db/schema';

type Role = UserRow['role'];

export type UserRow = typeof users.$inferSelect;

/** Every column but the password hash: what a profile or an admin screen may read. */
const publicColumns = {
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

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  isActive: boolean;
  role?: Role;
}

/** The next client code: prefix + number from a sequence, assigned once. */
const nextClientCode = (prefix: string) => sql<string>`${prefix} || lpad(nextval('client_code_seq')::text, 4, '0')`;

/** The id the next account would get, taken now (a registration keeps it for its account). */
const nextAccountId = () => sql<number>`nextval(pg_get_serial_sequence('users', 'id'))`;

/** An account id and a client code taken from their sequences now, for an account made later. */
export async function takeAccountNumbers(db: DbOrTx, prefix: string): Promise<{ id: number; clientCode: string }> {
  const result = await db.execute(sql`select (${nextAccountId()})::int as id, ${nextClientCode(prefix)} as "clientCode"`);
  const [numbers] = (result as unknown as { rows: Array<{ id: number; clientCode: string }> }).rows;
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
  reserved?: { id: number; clientCode: string },
): Promise<UserRow> {
  const [user] = await db
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
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  return user;
}

export type AccountChanges = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'address'
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

export interface ClientFilters {
  /**
   * The start of a client code, any case, with or without the #: the operators' client lookup,
   * customers only (a parcel is for a customer, not for another operator).
   */
  clientCode?: string;
  /** Customers only, whatever the search (what operators may look up). */
  customersOnly?: boolean;
  /** The users page's search box: every typed word starts a name, the email, the code or the phone. */
  search?: string;
  /** One role, or 'staff': operators and admins (a partial index keeps them at hand among many customers). */
  role?: UserListRole;
}

/** One typed word against the start of each searchable column (each has a prefix index). */
function wordMatches(word: string): SQL | undefined {
  const lower = escapeLike(word.toLowerCase());
  const matches: SQL[] = [
    like(sql`lower(${users.firstName})`, `${lower}%`),
    like(sql`lower(${users.lastName})`, `${lower}%`),
    like(sql`lower(${users.email})`, `${lower}%`),
    like(users.clientCode, `${escapeLike(word.replace(/^#/, '').toUpperCase())}%`),
  ];
  // Phones are stored in E.164: '+996 555' or '996555' both look for '+996555…'.
  const digits = word.replace(/[\s()+-]/g, '');
  if (/^\d{3,}$/.test(digits)) matches.push(like(users.phoneNumber, `+${digits}%`));
  return or(...matches);
}

/** The words of a search; a phone typed with spaces ('+996 555 12') is one word, its digits. */
function searchWords(text: string): string[] {
  const trimmed = text.trim();
  if (/^[\d\s()+-]+$/.test(trimmed) && /\d/.test(trimmed)) return [trimmed.replace(/\D/g, '')];
  return trimmed.split(/\s+/).filter(Boolean).slice(0, 5);
}

export function clientConditions(filters: ClientFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.clientCode !== undefined || filters.customersOnly) conditions.push(eq(users.role, 'customer'));
  if (filters.role === 'staff') conditions.push(ne(users.role, 'customer'));
  else if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.clientCode !== undefined) {
    if (filters.clientCode) conditions.push(like(users.clientCode, `${escapeLike(filters.clientCode.toUpperCase())}%`));
  }
  for (const word of searchWords(filters.search ?? '')) {
    const match = wordMatches(word);
    if (match) conditions.push(match);
  }
  return and(...conditions);
}

/** How many parcels each user owns (one count per list page, by the parcels' user index). */
const parcelsCount = sql<number>`(select count(*)::int from ${parcels} where ${parcels}.user_id = ${users}.id)`;

export type UserListRow = UserProfileRow & { parcelsCount: number };

/**
 * Up to this many matches, a search finds them all by the prefix indexes and sorts their ids;
 * past it, the newest are met soon enough walking the accounts from the newest back.
 */
const SORT_MATCHES_UP_TO = 2000;

/** Accounts by id, with their parcels counted: the rows of a page whose ids are known. */
const accountsByIds = (db: DbOrTx, ids: number[], size: number) =>
  rowsByIds(db, 'accounts_page', ids, size, (slots, name) =>
    db
      .select({ ...publicColumns, parcelsCount })
      .from(users)
      .where(inArray(users.id, slots))
      .orderBy(desc(users.id))
      .prepare(name),
  );

/** Accounts for the operators' client lookup and the admin's users page, newest first. */
export async function searchClients<T>(
  db: DbOrTx,
  filters: ClientFilters,
  page: PageRequest,
  present: (row: UserListRow) => T,
): Promise<ListPage<T>> {
  const where = clientConditions(filters);
  if (filters.search?.trim() || filters.clientCode) {
    // The planner takes matches to be spread evenly over the ids and walks them from the newest,
    // but codes and emails grow with the ids: the accounts of 'KB12…' are among the oldest, and it
    // read most of the table to find a handful. So a search first
    // takes the ids of all its matches, if they are few (`id + 0` is an order no index gives):
    // they are the count, and the page is cut from them.
    const matches = await db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(desc(sql`${users.id} + 0`))
      .limit(SORT_MATCHES_UP_TO + 1);
    if (matches.length <= SORT_MATCHES_UP_TO) {
      const { limit, offset } = pageOffset(page);
      const ids = matches.slice(offset, offset + limit).map((row) => row.id);
      const rows = ids.length > 0 ? await accountsByIds(db, ids, limit) : [];
      return { items: rows.map(present), count: matches.length, page: page.page, pageSize: page.page_size };
    }
  }
  return fetchPage(
    db,
    {
      rows: db
        .select({ ...publicColumns, parcelsCount })
        .from(users)
        .where(where)
        .orderBy(desc(users.id))
        .$dynamic(),
      table: users,
      where,
      present,
    },
    page,
  );
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
