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
 * The one way to read a paginated list: the rows query (filtered and ordered by the caller, so
 * an index serves both) cut to the page, plus one count of the same filter on the list's table.
 * Two queries whatever the page holds.
 */
export async function fetchPage<Row, T>(
  db: DbOrTx,
  list: { rows: PageableQuery<Row>; table: PgTable; where: SQL | undefined; present: (row: Row) => T },
  page: PageRequest,
): Promise<ListPage<T>> {
  const { limit, offset } = pageOffset(page);
  const [rows, [total]] = await Promise.all([
    list.rows.limit(limit).offset(offset),
    db.select({ n: count() }).from(list.table).where(list.where),
  ]);
  return { items: rows.map(list.present), count: total?.n ?? 0, page: page.page, pageSize: page.page_size };
}

/** A typed text used inside LIKE matches itself only: its % and _ are not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
