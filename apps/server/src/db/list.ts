import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/**
 * Reads the rows of one page itself (a list that finds the page's ids first, then their rows);
 * `total` is the list's count, for a reader whose best plan depends on how many rows match.
 */
type PageReader<Row> = (range: { limit: number; offset: number }, total: Promise<number>) => Promise<Row[]>;

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
  const counting = (list.count ?? countRows)();
  const [rows, total] = await Promise.all([
    typeof list.rows === 'function' ? list.rows(range, counting) : list.rows.limit(range.limit).offset(range.offset),
    counting,
  ]);
  return { items: rows.map(list.present), count: total, page: page.page, pageSize: page.page_size };
}

/**
 * Ids padded with 0 (no row has it) to `size`, so that `WHERE id IN (…)` has the same text for
 * every page of that size: the embedded database then plans it once and keeps the plan.
 */
export function padIds(ids: number[], size: number): number[] {
  return ids.length >= size ? ids : [...ids, ...new Array<number>(size - ids.length).fill(0)];
}

/** A typed text used inside LIKE matches itself only: its % and _ are not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
