import { count, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

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
 * The one way to read a paginated list: the rows query (filtered and ordered by the caller, so
 * an index serves both) cut to the page, plus one count of the same filter on the list's table,
 * or the caller's own `count` where it keeps one. Two queries whatever the page holds.
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
  const countRows = async () => {
    const [total] = await db.select({ n: count() }).from(list.table).where(list.where);
    return total?.n ?? 0;
  };
  const [rows, total] = await Promise.all([
    typeof list.rows === 'function' ? list.rows(range) : list.rows.limit(range.limit).offset(range.offset),
    (list.count ?? countRows)(),
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

/** A typed text used inside LIKE matches itself only: its % and _ are not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
