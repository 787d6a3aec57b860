import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { hashPassword } from '../modules/users';
import { categories } from './schema';
import { assertNoTransaction, insideTransaction, refuseRootStatement, TransactionMisuse } from './transaction-scope';

const { t } = useTestApp();

const categoryNamed = (name: string) => t.services.db.select().from(categories).where(sql`${categories.name} = ${name}`);

// On the database the suite runs on (the embedded one by default, PostgreSQL with TEST_DATABASE_URL).
describe('a unit of work cannot be bypassed', () => {
  it('refuses a statement on the root database inside a unit of work, naming the fix, and rolls back', async () => {
    const { db, unitOfWork } = t.services;
    const change = unitOfWork(async ({ tx }) => {
      await tx.insert(categories).values({ name: 'Внутри' });
      await db.select().from(categories);
    });
    await expect(change).rejects.toThrow(TransactionMisuse);
    await expect(change).rejects.toThrow(/use work\.tx/);
    expect(await categoryNamed('Внутри')).toEqual([]);
  });

  it('refuses a transaction begun on the root database inside another', async () => {
    const { db, unitOfWork } = t.services;
    await expect(unitOfWork(() => db.transaction(async (tx) => tx.select().from(categories)))).rejects.toThrow(/use work\.tx/);
  });

  it('runs a unit of work through work.tx, then its after-commit steps, which may use the root database', async () => {
    const { unitOfWork } = t.services;
    let seenAfterCommit: unknown[] = [];
    let committed!: () => void;
    const commit = new Promise<void>((resolve) => {
      committed = resolve;
    });
    let stray: Promise<unknown[]> | undefined;
    const answer = await unitOfWork(async (work) => {
      await work.tx.insert(categories).values({ name: 'Снаружи' });
      // Started inside, it reaches the root database once the transaction has ended: not refused.
      stray = commit.then(() => categoryNamed('Снаружи'));
      work.afterCommit(async () => {
        seenAfterCommit = await categoryNamed('Снаружи');
        committed();
      });
      return 'committed';
    });
    expect(answer).toBe('committed');
    expect(seenAfterCommit).toHaveLength(1);
    expect(await stray).toHaveLength(1);
  });

  it('lets a listener of a NOTIFY query the root database while the notifying transaction commits', async () => {
    const { db, unitOfWork } = t.services;
    let answered!: (rows: Promise<unknown>) => void;
    const heard = new Promise<unknown>((resolve) => {
      answered = resolve;
    });
    const stop = await t.database.listen('transaction_scope_test', () => answered(db.execute(sql`select 1 as one`)));
    try {
      await unitOfWork(({ tx }) => tx.execute(sql`select pg_notify('transaction_scope_test', '')`));
      await expect(heard).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await stop();
    }
  });

  it('refuses slow work inside a unit of work: hashing a password', async () => {
    await expect(t.services.unitOfWork(() => hashPassword('Secret-pass-1'))).rejects.toThrow(/before the unit of work/);
  });
});

describe('in production', () => {
  const reported: Error[] = [];
  const inProduction = (engine: 'pglite' | 'postgres', action: () => void) =>
    insideTransaction(
      (error) => reported.push(error),
      engine,
      async () => action(),
    );

  it('logs a root statement on PostgreSQL with its stack and lets it run; the embedded database still refuses it', async () => {
    await inProduction('postgres', () => refuseRootStatement('postgres'));
    expect(reported.at(-1)?.stack).toMatch(/use work\.tx[\s\S]*transaction-scope\.test\.ts/);
    await expect(inProduction('pglite', () => refuseRootStatement('pglite'))).rejects.toThrow(/use work\.tx/);
  });

  it('logs slow work inside a transaction and lets it run', async () => {
    const count = reported.length;
    await inProduction('pglite', () => assertNoTransaction('Cleaning an image'));
    expect(reported).toHaveLength(count + 1);
    expect(reported.at(-1)?.message).toMatch(/^Cleaning an image inside a transaction/);
  });
});
