import type { Db, Tx } from '../db/client';
import type { Logger } from './logger';

/**
 * One multi-step change: every row is written through `tx`; what is not a row (file bytes) is
 * tied to the transaction's outcome through the two hooks.
 */
export interface Work {
  tx: Tx;
  /** Undo something outside the database (bytes already written) if the transaction rolls back. */
  onRollback(undo: () => Promise<unknown>): void;
  /** Do something outside the database (delete replaced bytes) only once the transaction commits. */
  afterCommit(action: () => Promise<unknown>): void;
}

export type UnitOfWork = <T>(change: (work: Work) => Promise<T>) => Promise<T>;

/**
 * Runs a change in one transaction. Rows, outbox mail and notifications written through `tx`
 * commit or vanish together; bytes written to storage are removed on rollback, and deletions of
 * bytes wait for the commit (a rolled-back delete must still find its file).
 */
export function createUnitOfWork(db: Db, logger: Logger): UnitOfWork {
  return async <T>(change: (work: Work) => Promise<T>): Promise<T> => {
    const undo: Array<() => Promise<unknown>> = [];
    const later: Array<() => Promise<unknown>> = [];
    let result: T;
    try {
      result = await db.transaction((tx) =>
        change({ tx, onRollback: (step) => undo.push(step), afterCommit: (step) => later.push(step) }),
      );
    } catch (error) {
      await settle(undo, logger, 'undo after rollback failed');
      throw error;
    }
    await settle(later, logger, 'action after commit failed');
    return result;
  };
}

/** Runs every step even if one fails: a file left behind is logged, never turned into a failed request. */
async function settle(steps: Array<() => Promise<unknown>>, logger: Logger, message: string): Promise<void> {
  const outcomes = await Promise.allSettled(steps.map((step) => step()));
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') logger.warn({ err: outcome.reason }, message);
  }
}
