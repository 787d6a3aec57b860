import { type SQL, sql } from 'drizzle-orm';
import type { TestApp } from '../helpers';

// Tables that change on a refused request by design: attempt counters (a refused login or tracking
// lookup counts), and the outbox's delivery columns, which the mail sender updates in the background.
const SKIPPED = new Set(['rate_limits', '__drizzle_migrations']);
const COLUMNS: Record<string, string> = { mail_outbox: 'id, "to", subject' };

// Drizzle's execute answers rows on both drivers, typed loosely.
async function rowsOf<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.services.db.execute(query)) as unknown as { rows: T[] }).rows;
}

let statement: SQL | undefined;

/** One md5 per table of its whole content: equal before and after means nothing was written. */
export async function databaseDigest(t: TestApp): Promise<Record<string, string>> {
  if (!statement) {
    const tables = await rowsOf<{ name: string }>(
      t,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    // One query for all tables: the matrix and the fuzzer take a digest around refused requests.
    const parts = tables
      .filter(({ name }) => !SKIPPED.has(name))
      .map(({ name }) => {
        const source = COLUMNS[name] ? `(select ${COLUMNS[name]} from "${name}")` : `"${name}"`;
        return `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${source} t`;
      });
    statement = sql.raw(parts.join(' union all '));
  }
  const rows = await rowsOf<{ name: string; md5: string }>(t, statement);
  return Object.fromEntries(rows.map((row) => [row.name, row.md5]));
}
