import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fetchPage, type ListPage, type PageRequest } from '../../db/list';
import { auditLog, users } from '../../db/schema';

export interface AuditListFilters {
  actorId?: number;
  entity?: string;
  entityId?: number;
  action?: string;
  /** Days in the company's time zone, both included. */
  dateFrom?: string;
  dateTo?: string;
}

export type AuditRow = typeof auditLog.$inferSelect & {
  actorCode: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
};

// The company's days (COMPANY_TIME_ZONE in packages/domain): a period filter names Bishkek days.
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Bishkek'`;
const nextDayStart = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'Asia/Bishkek'`;

function conditions(filters: AuditListFilters): SQL | undefined {
  return and(
    filters.actorId !== undefined ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.entity !== undefined ? eq(auditLog.entity, filters.entity) : undefined,
    filters.entityId !== undefined ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.action !== undefined ? eq(auditLog.action, filters.action) : undefined,
    filters.dateFrom !== undefined ? gte(auditLog.at, dayStart(filters.dateFrom)) : undefined,
    filters.dateTo !== undefined ? lt(auditLog.at, nextDayStart(filters.dateTo)) : undefined,
  );
}

/** The log, newest first, by the index of the filter given (who, what, which record, or the time). */
export function listAudit<T>(
  db: DbOrTx,
  filters: AuditListFilters,
  page: PageRequest,
  present: (row: AuditRow) => T,
): Promise<ListPage<T>> {
  const where = conditions(filters);
  return fetchPage(
    db,
    {
      rows: db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorId: auditLog.actorId,
          actorRole: auditLog.actorRole,
          ip: auditLog.ip,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          before: auditLog.before,
          after: auditLog.after,
          actorCode: users.clientCode,
          actorFirstName: users.firstName,
          actorLastName: users.lastName,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .$dynamic(),
      table: auditLog,
      where,
      present,
    },
    page,
  );
}
