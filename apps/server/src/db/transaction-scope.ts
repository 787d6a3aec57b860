import { AsyncLocalStorage } from 'node:async_hooks';

// Which transaction the code running now belongs to. A unit of work's change must write through
// `work.tx` and do nothing slow: on the embedded database (one session) a statement on the root
// database waits for the open transaction, which waits for it, and while a transaction is open
// nothing else runs, health checks included. What breaks either rule is refused here.

/** The transaction an async context runs in; `open` turns false when it ends. */
interface OpenTransaction {
  open: boolean;
  /** Production: told of a mistake that does not hang (it keeps serving); absent, the mistake throws. */
  report?: (error: Error) => void;
}

const current = new AsyncLocalStorage<OpenTransaction>();

export class TransactionMisuse extends Error {}

/** Runs `transaction` (a root one, on its own connection or the session) as this async context's. */
export async function insideTransaction<T>(
  report: OpenTransaction['report'],
  engine: 'pglite' | 'postgres',
  transaction: () => Promise<T>,
): Promise<T> {
  // A transaction begun inside another waits for it on the embedded database, like any root statement.
  refuseRootStatement(engine);
  const opened: OpenTransaction = { open: true, report };
  try {
    return await current.run(opened, transaction);
  } catch (error) {
    // Drizzle wraps a refused statement in its query error ("Failed query: ..."); the refusal names the fix.
    throw error instanceof Error && error.cause instanceof TransactionMisuse ? error.cause : error;
  } finally {
    // Work started inside and still running later (a timer, a stray promise) is no longer in it.
    opened.open = false;
  }
}

function misuse(error: TransactionMisuse, mayGoOn: boolean): void {
  const transaction = current.getStore();
  if (mayGoOn && transaction?.report) transaction.report(error);
  else throw error;
}

/**
 * Called by the driver for every statement on the root database. On the embedded database one
 * inside an open transaction would wait for ever, so it always throws; on PostgreSQL it only takes
 * a second connection, so production logs it and lets it run.
 */
export function refuseRootStatement(engine: 'pglite' | 'postgres'): void {
  if (!current.getStore()?.open) return;
  misuse(
    new TransactionMisuse(
      'A statement on the root database inside an open transaction (on the embedded database it waits for ever): use work.tx',
    ),
    engine === 'postgres',
  );
}

/** Slow work that is not database work (hashing, images, storage) refuses to run inside a transaction. */
export function assertNoTransaction(work: string): void {
  if (!current.getStore()?.open) return;
  misuse(
    new TransactionMisuse(
      `${work} inside a transaction keeps it open (on the embedded database nothing else runs meanwhile): do it before the unit of work and hand the result to it`,
    ),
    true,
  );
}

/** Runs `action` as no transaction's: what a commit sets off (a NOTIFY's listeners) is not part of it. */
export function outsideTransaction<T>(action: () => T): T {
  return current.exit(action);
}
