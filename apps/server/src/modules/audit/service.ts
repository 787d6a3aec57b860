import type { AuditEntry } from '@kerben/domain';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../db/list';
import { assertCanReadAudit } from './policy';
import { type AuditListFilters, type AuditRow, listAudit } from './queries';

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_role: row.actorRole as AuditEntry['actor_role'],
    actor_code: row.actorCode,
    actor_name: row.actorFirstName === null ? null : `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim(),
    ip: row.ip,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: asRecord(row.before),
    after: asRecord(row.after),
  };
}

/** The audit log's reading side; its entries are written in each change's own transaction (db/audit.ts). */
export function createAuditService(deps: { db: Db }) {
  return {
    list(viewer: Viewer, filters: AuditListFilters, page: PageRequest) {
      assertCanReadAudit(viewer);
      return listAudit(deps.db, filters, page, presentAuditEntry);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
