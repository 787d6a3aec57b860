import { readdir, readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { serverPath } from '../paths';
import * as schema from './schema';

// The audit log's redaction (audit_redact, migration 0034), checked on the schema as it is: every
// table with an audit trigger, every column of it from the Drizzle schema, and for each table new
// columns named like a secret, as a later change might add them. A column that looks secret and
// would reach the log in clear, or a card table whose fields would, fails here by name.

const { t } = useTestApp();

/** Words that name a secret in a column's name (snake_case parts). */
const SECRET_WORDS = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'hash',
  'salt',
  'credential',
  'signature',
  'card',
  'cvv',
  'cvc',
  'cvn',
  'masked',
  'expiry',
  'holder',
  'pin',
  'pan',
  'otp',
  'iban',
  'code',
  'api_key',
  'private_key',
  'access_key',
  'signing_key',
];
/** Codes that are data, not secrets. */
const DATA_CODES = new Set(['zip_code', 'postal_code', 'client_code', 'country_code', 'currency_code']);
/** Tables whose every row is a secret as a whole (a saved card): only which one and whose are kept. */
const SECRET_TABLE = /card|billing|payment/;
/**
 * Money the desk took (amounts, method, currency, rate, the operator), and what Kerben asked the
 * payment provider (order ids, amounts, statuses, refunds and their reasons): no card data (a saved
 * card is only named by its id, hidden by its name), and what the audit log is there to show.
 */
const NOT_SECRET = new Set(['payments', 'online_payments']);
const KEPT_OF_SECRET_TABLE = new Set(['id', 'user_id']);

const looksSecret = (column: string) =>
  !DATA_CODES.has(column) && SECRET_WORDS.some((word) => new RegExp(`(^|_)${word}(_|$)`).test(column));

/** Columns a later change might add, named like each secret. */
const newSecretColumns = SECRET_WORDS.flatMap((word) => [word, `new_${word}`, `${word}_2`]);

const rowsOf = async <R>(query: ReturnType<typeof sql>) =>
  ((await t.services.db.execute(query)) as unknown as { rows: R[] }).rows;

/** Every table with an audit trigger and the entity it logs under (audit_row's argument). */
async function auditedTables(): Promise<Map<string, string>> {
  const triggers = await rowsOf<{ table: string; definition: string }>(
    sql`select c.relname as "table", pg_get_triggerdef(t.oid) as definition
        from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'audit' and not t.tgisinternal`,
  );
  return new Map(triggers.map(({ table, definition }) => [table, /audit_row\('([^']+)'\)/.exec(definition)?.[1] ?? '']));
}

const drizzleTables = new Map(
  Object.values<unknown>(schema)
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => {
      const config = getTableConfig(table);
      return [config.name, config.columns.map((column) => column.name)] as const;
    }),
);

describe('audit_redact, by rule, on every audited table of the schema', () => {
  it('knows every audited table from the schema, billing cards and users among them', async () => {
    const audited = await auditedTables();
    expect([...audited.keys()].filter((table) => !drizzleTables.has(table))).toEqual([]);
    expect([...audited.values()].filter((entity) => !entity)).toEqual([]);
    expect(audited.get('billing_cards')).toBe('card');
    expect(audited.get('users')).toBe('user');
  });

  it('hides every column that looks secret, every field of a card, and new columns named like a secret; keeps the rest', async () => {
    const wrong: Record<string, { leaked: string[]; hiddenData: string[] }> = {};
    for (const [table, entity] of await auditedTables()) {
      const wholeSecret = SECRET_TABLE.test(table) && !NOT_SECRET.has(table);
      const columns = [...(drizzleTables.get(table) ?? []), ...newSecretColumns, ...(wholeSecret ? ['added_later'] : [])];
      const doc = Object.fromEntries(columns.map((column) => [column, `value of ${column}`]));
      const [row] = await rowsOf<{ redacted: Record<string, unknown> }>(
        sql`select audit_redact(${entity}, ${JSON.stringify(doc)}::jsonb) as redacted`,
      );
      const hidden = (column: string) => row?.redacted[column] === '[hidden]';
      const secret = (column: string) => (wholeSecret ? !KEPT_OF_SECRET_TABLE.has(column) : looksSecret(column));
      const leaked = columns.filter((column) => secret(column) && !hidden(column));
      const hiddenData = columns.filter((column) => !secret(column) && row?.redacted[column] !== doc[column]);
      if (leaked.length + hiddenData.length > 0) wrong[`${table} (${entity})`] = { leaked, hiddenData };
    }
    expect(wrong).toEqual({});
  });

  it('hid what the earlier rule had let into the log (the migration rewrites entries already written)', async () => {
    const card = { id: 7, user_id: 3, masked_number: '411111******1111', expiry_month: 12, full_name: 'OLD ENTRY' };
    const [written] = await t.services.db
      .insert(schema.auditLog)
      .values({ actorRole: 'admin', action: 'card.delete', entity: 'card', entityId: 7, before: card })
      .returning({ id: schema.auditLog.id });
    const folder = serverPath('drizzle');
    const migration = (await readdir(folder)).find((name) => name.endsWith('_audit_redact_rule.sql')) as string;
    const rewrite = (await readFile(`${folder}/${migration}`, 'utf8')).split('--> statement-breakpoint').at(-1) as string;
    await t.services.db.execute(sql.raw(rewrite));
    const [entry] = await t.services.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.id, written?.id as number));
    expect(entry?.before).toEqual({
      id: 7,
      user_id: 3,
      masked_number: '[hidden]',
      expiry_month: '[hidden]',
      full_name: '[hidden]',
    });
  });

  it('leaves what is not an object as it is', async () => {
    const [row] = await rowsOf<{ none: unknown; list: unknown }>(
      sql`select audit_redact('user', null) as none, audit_redact('card', '[1]'::jsonb) as list`,
    );
    expect(row).toEqual({ none: null, list: [1] });
  });
});
