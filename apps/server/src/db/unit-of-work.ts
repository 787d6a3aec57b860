import { currentActor } from '../core/actor';
import type { Logger } from '../core/logger';
import { isStaff } from '../core/viewer';
import { markAuditActor } from './audit';
import type { Db, Tx } from './client';

/**
 * What a unit of work's slow part (before its transaction) ties to the unit's outcome: bytes
 * written to storage there are the unit's, removed unless it commits.
 */
export interface Preparation {
  /** Undo something outside the database (bytes already written) unless the unit commits. */
  onRollback(undo: () => Promise<unknown>): void;
  /** Do something outside the database (delete replaced bytes) only once the transaction commits. */
  afterCommit(action: () => Promise<unknown>): void;
}

/**
 * One multi-step change: every row is written through `tx`; what is not a row (file bytes) is
 * tied to the transaction's outcome through the two hooks.
 */
export interface Work extends Preparation {
  tx: Tx;
}

/**
 * Runs a change in one transaction. With two functions, the first runs before the transaction and
 * does the slow work that is not database work (cleaning and storing images; a password is hashed
 * before calling): nothing else waits for it, and what it hands over reaches the change.
 */
export interface UnitOfWork {
  <T>(change: (work: Work) => Promise<T>): Promise<T>;
  <P, T>(prepare: (before: Preparation) => Promise<P>, change: (work: Work, prepared: P) => Promise<T>): Promise<T>;
}

/**
 * Rows, outbox mail and notifications written through `tx` commit or vanish together; bytes
 * written to storage (before or during the transaction) are removed if the unit fails at any step,
 * and deletions of bytes wait for the commit (a rolled-back delete must still find its file).
 */
export function createUnitOfWork(db: Db, logger: Logger): UnitOfWork {
  type Prepare<P> = (before: Preparation) => Promise<P>;
  type Change<P, T> = (work: Work, prepared: P) => Promise<T>;
  return async <P, T>(first: Prepare<P> | Change<P, T>, second?: Change<P, T>): Promise<T> => {
    const undo: Array<() => Promise<unknown>> = [];
    const later: Array<() => Promise<unknown>> = [];
    const hooks: Preparation = { onRollback: (step) => undo.push(step), afterCommit: (step) => later.push(step) };
    const change = second ?? (first as Change<P, T>);
    // An admin's or an operator's change is logged in its own transaction (db/audit.ts): the
    // transaction is told who acts before anything else, so every audited row it writes is theirs.
    const actor = currentActor();
    const viewer = actor?.viewer;
    const audited =
      viewer && viewer.userId !== null && isStaff(viewer)
        ? { userId: viewer.userId, role: viewer.role, ip: actor.ip }
        : undefined;
    let result: T;
    try {
      const prepared = second ? await (first as Prepare<P>)(hooks) : (undefined as P);
      result = await db.transaction(async (tx) => {
        if (audited) await markAuditActor(tx, audited);
        return change({ tx, ...hooks }, prepared);
      });
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
