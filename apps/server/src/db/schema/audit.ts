import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every write by an admin or an operator, in the transaction of the change: rows by the triggers of
 * migration 0028 (the unit of work names the actor for its transaction), other actions (a reset
 * code sent) by `recordAction` of db/audit.ts. Fields named like a secret (passwords, codes, tokens,
 * hashes, card data) and every field of a saved card are hidden by `audit_redact` (migration 0034)
 * before they are stored. No foreign key: the log outlives who and what it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorRole: varchar('actor_role', { length: 20 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    /** `entity.verb`: parcel.update, user.send_reset… */
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: bigint('entity_id', { mode: 'number' }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    // The list is newest first, filtered by who, by what (an entity, or one record) and by a period.
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc(), t.id.desc()),
  ],
);
