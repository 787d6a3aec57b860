import { ROLES, type UserListRole } from '@kerben/domain';
import { and, desc, eq, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { escapeLike, fetchPage, keptCount, type ListPage, type PageRequest, pageOffset, rowsByIds } from '../../../db/list';
import { parcels, users } from '../../../db/schema';
import { publicColumns, type UserProfileRow } from './accounts';

// Finding accounts: the operators' client lookup and the admin's users page.

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
  // Without a search, the count is kept per role; the page's ids come from the primary key alone
  // (a deep page skips index entries, not accounts with their parcels counted), then their rows.
  const search = Boolean(filters.search?.trim() || filters.clientCode);
  return fetchPage(
    db,
    {
      rows: async ({ limit, offset }) => {
        const ids = await db
          .select({ id: users.id })
          .from(users)
          .where(where)
          .orderBy(desc(users.id))
          .limit(limit)
          .offset(offset);
        return ids.length > 0
          ? accountsByIds(
              db,
              ids.map((row) => row.id),
              limit,
            )
          : [];
      },
      table: users,
      where,
      count: search ? undefined : () => keptCount(db, 'users.role', rolesOf(filters)),
      present,
    },
    page,
  );
}

/** The roles a list without a search shows (all when undefined), the keys of its kept count. */
function rolesOf(filters: ClientFilters): string[] | undefined {
  if (filters.customersOnly) return filters.role && filters.role !== 'customer' ? [] : ['customer'];
  if (filters.role === 'staff') return ROLES.filter((role) => role !== 'customer');
  return filters.role ? [filters.role] : undefined;
}
