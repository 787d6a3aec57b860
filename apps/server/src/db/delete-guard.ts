import { counted, holderNoun, MSG } from '@kerben/domain';
import { inArray, is, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, getTableConfig, PgTable, type UpdateDeleteAction } from 'drizzle-orm/pg-core';
import { conflict } from '../core/errors';
import type { Tx } from './client';
import * as schema from './schema';

/** One foreign key of the schema: `table.column` holds a value of `parent.parentColumn`. */
export interface ForeignKey {
  name: string;
  table: PgTable;
  column: AnyPgColumn;
  parent: PgTable;
  parentColumn: AnyPgColumn;
  onDelete: UpdateDeleteAction;
}

export const tableName = (table: PgTable) => getTableConfig(table).name;

// In the order of their names, so that a message lists equal counts the same way however the code is bundled.
const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .sort((x, y) => tableName(x).localeCompare(tableName(y)));

/** Every foreign key of the schema, read from the Drizzle tables, so a new one is guarded without being listed. */
export const foreignKeys: readonly ForeignKey[] = tables.flatMap((table) =>
  getTableConfig(table).foreignKeys.map((key) => {
    const { columns, foreignTable, foreignColumns } = key.reference();
    const [column, parentColumn] = [columns[0], foreignColumns[0]];
    // Every key so far is one column; a composite one must be taught to the guard, not half-guarded.
    if (columns.length !== 1 || !column || !parentColumn) throw new Error(`${key.getName()}: one column expected`);
    // Drizzle leaves the action unset when the schema does, and PostgreSQL's default is NO ACTION.
    return { name: key.getName(), table, column, parent: foreignTable, parentColumn, onDelete: key.onDelete ?? 'no action' };
  }),
);

/** RESTRICT and NO ACTION refuse to delete a row still referred to; CASCADE and SET NULL let it go. */
export const refusesDelete = (key: ForeignKey) => key.onDelete === 'restrict' || key.onDelete === 'no action';

/** A table whose rows are deleted by id. */
type DeletableTable = PgTable & { id: AnyPgColumn };

interface Plan {
  /** The table deleted from, and every table whose rows a delete from it cascades into. */
  going: Set<PgTable>;
  /** Per table that can refuse: its foreign keys into rows that go. */
  holders: Map<PgTable, ForeignKey[]>;
}

const plans = new Map<PgTable, Plan>();

/** What a delete from `root` takes with it and who can refuse it, worked out once per table from the schema. */
function planFor(root: PgTable): Plan {
  let plan = plans.get(root);
  if (plan) return plan;
  const going = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const key of foreignKeys) {
      if (key.onDelete === 'cascade' && going.has(key.parent) && !going.has(key.table)) {
        going.add(key.table);
        grew = true;
      }
    }
  }
  const holders = new Map<PgTable, ForeignKey[]>();
  for (const key of foreignKeys) {
    if (refusesDelete(key) && going.has(key.parent)) holders.set(key.table, [...(holders.get(key.table) ?? []), key]);
  }
  plan = { going, holders };
  plans.set(root, plan);
  return plan;
}

const column = (alias: string, col: AnyPgColumn) => sql`${sql.identifier(alias)}.${sql.identifier(col.name)}`;
const anyOf = (parts: SQL[]) => (parts.length === 0 ? undefined : sql`(${sql.join(parts, sql` or `)})`);
const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * The SQL that tells which rows go when the `roots` rows of the root table are deleted: `roots`
 * is a parenthesised list of ids, or `(p.id)` for one row of an outer query. `prefix` keeps the
 * aliases of its subqueries apart from others in the same statement.
 */
function goingRows(root: DeletableTable, plan: Plan, roots: SQL, prefix: string) {
  let aliases = 0;
  /** Whether row `alias` of `table` goes: a root row, or one a cascade takes (a cycle is followed once). */
  const goes = (table: PgTable, alias: string, trail: ReadonlySet<PgTable>): SQL | undefined =>
    anyOf([
      ...(table === root ? [sql`${column(alias, root.id)} in ${roots}`] : []),
      ...foreignKeys
        .filter(
          (key) => key.table === table && key.onDelete === 'cascade' && plan.going.has(key.parent) && !trail.has(key.parent),
        )
        .map((key) => sql`${column(alias, key.column)} in ${values(key.parent, key.parentColumn, new Set([...trail, table]))}`),
    ]);
  /** `select col from table` of the rows that go. */
  const select = (table: PgTable, col: AnyPgColumn, trail: ReadonlySet<PgTable> = new Set()): SQL => {
    const alias = `${prefix}${++aliases}`;
    return sql`select ${column(alias, col)} from ${table} ${sql.identifier(alias)} where ${goes(table, alias, trail) ?? sql`false`}`;
  };
  /** The values of `col` in the rows of `table` that go: the root ids themselves, or a subquery. */
  const values = (table: PgTable, col: AnyPgColumn, trail?: ReadonlySet<PgTable>): SQL =>
    table === root && col === root.id ? roots : sql`(${select(table, col, trail)})`;
  return {
    /** True for row `alias` of `table` when the delete takes it too; undefined when it never does. */
    goes: (table: PgTable, alias: string) => goes(table, alias, new Set()),
    /** True for row `alias` of the referring table when it refers through `key` to a row that goes. */
    refers: (key: ForeignKey, alias: string) => sql`${column(alias, key.column)} in ${values(key.parent, key.parentColumn)}`,
    select,
  };
}

/**
 * How many rows of each holder refer to each root row, in one query: a referring row is counted
 * once however many of its keys point at the row, and not at all when the delete takes it too
 * (an expected parcel at the user's own address goes with the user).
 */
async function countHolders(tx: Tx, root: DeletableTable, plan: Plan, ids: readonly number[]) {
  const ofRow = goingRows(root, plan, sql`(${column('p', root.id)})`, 'r');
  const ofAll = goingRows(root, plan, idList(ids), 'a');
  const counts = [...plan.holders].map(([table, keys], i) => {
    const taken = ofAll.goes(table, 'h');
    // One count per key, each leaving out what the earlier keys counted, so that each can use its key's index.
    const perKey = keys.map((key, k) => {
      const left = anyOf([...(taken ? [taken] : []), ...keys.slice(0, k).map((earlier) => ofRow.refers(earlier, 'h'))]);
      const unless = left ? sql` and not coalesce(${left}, false)` : sql``;
      return sql`(select count(*)::int from ${table} h where ${ofRow.refers(key, 'h')}${unless})`;
    });
    return sql`, ${sql.join(perKey, sql` + `)} as ${sql.identifier(`h${i}`)}`;
  });
  const result = await tx.execute(
    sql`select ${column('p', root.id)} as id${sql.join(counts)} from ${root} p where ${column('p', root.id)} in ${idList(ids)} order by 1`,
  );
  return (result as unknown as { rows: Array<Record<string, number>> }).rows;
}

/**
 * Locks the rows to delete and those the delete would cascade into that a refusing key points at,
 * in key order: a concurrent insert or update of a referring row takes FOR KEY SHARE on them, so
 * it waits for this transaction, or this waits for it and then counts it.
 */
async function lockGoingRows(tx: Tx, root: DeletableTable, plan: Plan, ids: readonly number[]) {
  const all = goingRows(root, plan, idList(ids), 'l');
  const keys = [...plan.holders.values()].flat().filter((key) => key.parent !== root);
  await tx.execute(sql`select ${root.id} from ${root} where ${root.id} in ${idList(ids)} order by 1 for update`);
  for (const key of new Map(keys.map((key) => [key.parent, key])).values()) {
    await tx.execute(sql`${all.select(key.parent, key.parentColumn)} order by 1 for update`);
  }
}

export interface DeleteOptions {
  /** The 409's text when several rows are deleted at once and one of them is held (`holders`: "3 посылки"). */
  refusal?: (id: number, holders: string[]) => string;
}

/**
 * Deletes the rows of `table` with these ids, inside the caller's transaction, unless a row of
 * another table still refers to one of them through a foreign key that refuses the delete
 * (directly, or to a row the delete would cascade into): then 409 naming what holds it, counted.
 * Answers how many rows were deleted (ids that do not exist are no error). Locked before they are
 * counted, so no referring row can arrive between the count and the delete.
 */
export async function deleteUnlessReferenced(
  tx: Tx,
  table: DeletableTable,
  ids: readonly number[],
  options: DeleteOptions = {},
): Promise<number> {
  if (ids.length === 0) return 0;
  const plan = planFor(table);
  if (plan.holders.size > 0) {
    await lockGoingRows(tx, table, plan, ids);
    const nouns = [...plan.holders.keys()].map((holder) => holderNoun(tableName(holder)));
    for (const row of await countHolders(tx, table, plan, ids)) {
      // The most numerous first: "3 посылки и 1 ожидаемая посылка".
      const held = nouns.map((noun, i) => ({ noun, n: row[`h${i}`] ?? 0 })).filter(({ n }) => n > 0);
      const named = held.sort((x, y) => y.n - x.n).map(({ noun, n }) => counted(n, noun));
      if (named.length > 0) throw conflict(options.refusal?.(Number(row.id), named) ?? MSG.deleteRefused(named));
    }
  }
  const deleted = await tx
    .delete(table)
    .where(inArray(table.id, [...ids]))
    .returning({ id: table.id });
  return deleted.length;
}
