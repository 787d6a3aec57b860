import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { keptCounts } from './schema';

export interface PageRequest {
  page: number;
  page_size: number;
}

/** One page of a list as a service answers it; the route turns it into the API's page envelope. */
export interface ListPage<T> {
  items: T[];
  count: number;
  page: number;
  pageSize: number;
}

export function pageOffset({ page, page_size }: PageRequest): { limit: number; offset: number } {
  return { limit: page_size, offset: (page - 1) * page_size };
}

/** A dynamic Drizzle select (`.$dynamic()`), filtered and ordered. */
interface PageableQuery<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** Reads the rows of one page itself (a list that finds the page's ids first, then their rows). */
type PageReader<Row> = (range: { limit: number; offset: number }) => Promise<Row[]>;

/**
 * How far a list without a kept count counts its filter: `count` is exact up to this many, and
 * says this many when more match (docs/api.md#lists). Counting every match of a broad search
 * over a million parcels cost more than the page itself; 10,000 is 500 pages of 20.
 */
export const COUNT_CAP = 10_000;

/**
 * How far a free-text search counts (docs/api.md#lists): each match costs a read of its row and
 * the pattern's test on its text, so a term found in every row would read 10,000 rows per request
 * (16 ms on the board). 1,000 matches are 50 pages of 20, more than anyone pages through; past
 * that a reader narrows the search.
 */
export const TEXT_SEARCH_COUNT_CAP = 1_000;

/** How many rows match, counted up to `cap` (an index walk of at most that many entries). */
export async function cappedCount(db: DbOrTx, table: PgTable, where: SQL | undefined, cap = COUNT_CAP): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(table).where(where).limit(cap).as('matches');
  const [total] = await db.select({ n: count() }).from(matches);
  return total?.n ?? 0;
}

/**
 * The one way to read a paginated list: the rows query (filtered and ordered by the caller, so
 * an index serves both) cut to the page, plus one count of the same filter on the list's table,
 * capped at COUNT_CAP, or the caller's own exact `count` where it keeps one (`keptCount`). Two
 * queries whatever the page holds; no statement reads more than COUNT_CAP rows to count.
 */
export async function fetchPage<Row, T>(
  db: DbOrTx,
  list: {
    rows: PageableQuery<Row> | PageReader<Row>;
    table: PgTable;
    where: SQL | undefined;
    present: (row: Row) => T;
    count?: () => Promise<number>;
  },
  page: PageRequest,
): Promise<ListPage<T>> {
  const range = pageOffset(page);
  const [rows, total] = await Promise.all([
    typeof list.rows === 'function' ? list.rows(range) : list.rows.limit(range.limit).offset(range.offset),
    (list.count ?? (() => cappedCount(db, list.table, list.where)))(),
  ]);
  return { items: rows.map(list.present), count: total, page: page.page, pageSize: page.page_size };
}

/** A dynamic select a list filters and orders before the page is cut. */
interface FilterableQuery<Row> {
  where(where: SQL | undefined): { orderBy(...order: SQL[]): PageableQuery<Row> };
}

/** A table with the creation time and id that its newest-first index orders by. */
type TimedTable = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * A page of a list newest first: `select` filtered by `where` and ordered by (created_at desc, id
 * desc), the order of the table's index on both (the id breaks ties within one instant), counted on
 * `table` (fetchPage).
 */
export function fetchNewestFirst<Row, T>(
  db: DbOrTx,
  list: { select: FilterableQuery<Row>; table: TimedTable; where: SQL | undefined; present: (row: Row) => T },
  page: PageRequest,
): Promise<ListPage<T>> {
  const { select, table, where, present } = list;
  return fetchPage(db, { rows: select.where(where).orderBy(desc(table.createdAt), desc(table.id)), table, where, present }, page);
}

/** The row a select builder answers: `type SiteRow = RowOf<typeof selectSites>`. */
// biome-ignore lint/suspicious/noExplicitAny: any builder's arguments; only its answer's row is read
export type RowOf<Build extends (...args: any[]) => { execute(): PromiseLike<unknown[]> }> = Awaited<
  ReturnType<ReturnType<Build>['execute']>
>[number];

/**
 * The rows of a table counted per key (the subjects of kept_counts: 'users.role',
 * 'invoices.status', 'board_items'), summed over `keys` or over every key: exact, one indexed
 * read, kept by the triggers of migration 0046 in the same transaction as each change.
 */
export async function keptCount(db: DbOrTx, subject: string, keys?: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${keptCounts.n}), 0)::int` })
    .from(keptCounts)
    .where(and(eq(keptCounts.subject, subject), keys ? inArray(keptCounts.key, [...keys]) : undefined));
  return row?.n ?? 0;
}

/** A statement Drizzle prepared (`.prepare(name)`), run with its placeholders' values. */
export interface PreparedRows<Row> {
  execute(values: Record<string, unknown>): PromiseLike<Row[]>;
}

const preparedByDb = new WeakMap<DbOrTx, Map<string, PreparedRows<unknown>>>();

/**
 * A statement built and prepared (`.prepare(name)`) once per database or transaction, then only
 * run with its placeholders' values. For the hot reads of many relations: building such a select
 * is costly work for the HTTP thread, and PostgreSQL plans a prepared statement once and keeps the
 * plan (planning nine relations took longer than running them, on both databases).
 */
export function preparedOnce<Row>(db: DbOrTx, name: string, build: (name: string) => PreparedRows<Row>): PreparedRows<Row> {
  let byName = preparedByDb.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDb.set(db, byName);
  }
  let statement = byName.get(name) as PreparedRows<Row> | undefined;
  if (!statement) {
    statement = build(name);
    byName.set(name, statement);
  }
  return statement;
}

/**
 * The rows of a page whose ids are known, by a statement prepared once per page size (`build`
 * receives `size` placeholders for the ids): the ids are padded with 0 (no row has it), so every
 * page of a size has the same statement.
 */
export function rowsByIds<Row>(
  db: DbOrTx,
  name: string,
  ids: number[],
  size: number,
  build: (slots: ReturnType<typeof sql.placeholder>[], statementName: string) => PreparedRows<Row>,
): PromiseLike<Row[]> {
  const slots = () => Array.from({ length: size }, (_, i) => sql.placeholder(`id${i}`));
  const statement = preparedOnce(db, `${name}_${size}`, (statementName) => build(slots(), statementName));
  const padded = ids.length >= size ? ids : [...ids, ...new Array<number>(size - ids.length).fill(0)];
  return statement.execute(Object.fromEntries(padded.map((id, i) => [`id${i}`, id])));
}

/**
 * A page read in two steps: its ids from `ids` (the list's table alone, filtered and ordered, so an
 * index serves it and a deep page skips index entries), then their rows with every lookup by a
 * statement prepared once per page size (`rowsByIds`): planning a list's many relations for every
 * page cost more than running them.
 */
export function idsThenRows<Row>(
  db: DbOrTx,
  name: string,
  ids: PageableQuery<{ id: number }>,
  build: (slots: ReturnType<typeof sql.placeholder>[], statementName: string) => PreparedRows<Row>,
): PageReader<Row> {
  return async ({ limit, offset }) => {
    const page = await ids.limit(limit).offset(offset);
    if (page.length === 0) return [];
    return rowsByIds(
      db,
      name,
      page.map((row) => row.id),
      limit,
      build,
    );
  };
}

/** A typed text used inside LIKE matches itself only: its % and _ are not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A condition whose plan depends on its values (a pattern an index can serve for some terms and
 * not others): on the embedded database, where statements are prepared once and may get a generic
 * plan, a statement holding it is planned for its values on every run (db/embedded/pglite-worker.ts
 * looks for this comment). PostgreSQL's driver plans each statement with its values anyway.
 */
export const plannedForItsValues = (condition: SQL): SQL => sql`(/* planned for its values */ ${condition})`;
