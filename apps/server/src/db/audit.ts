import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from './client';

/** Who acts in a transaction, for the audit triggers of migration 0028 (transaction-local settings). */
export interface AuditActor {
  userId: number;
  role: string;
  ip: string | null;
}

/** Names the transaction's actor: every audited row it writes, and every `recordAction`, is logged under it. */
export async function markAuditActor(tx: Tx, actor: AuditActor): Promise<void> {
  await tx.execute(
    sql`select set_config('kerben.audit_actor', ${String(actor.userId)}, true), set_config('kerben.audit_role', ${actor.role}, true), set_config('kerben.audit_ip', ${actor.ip ?? ''}, true)`,
  );
}

/**
 * An entry for an action that is not a row of an audited table (a reset code mailed, an email
 * change asked for): written by the same function as the triggers' entries, redacted the same way,
 * and only when the transaction has an actor.
 */
export async function recordAction(
  tx: DbOrTx,
  entry: { action: string; entity: string; entityId: number | null; before?: object | null; after?: object | null },
): Promise<void> {
  const json = (value: object | null | undefined) => (value ? JSON.stringify(value) : null);
  await tx.execute(
    sql`select audit_record(${entry.action}, ${entry.entity}, ${entry.entityId}::bigint, ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb)`,
  );
}
