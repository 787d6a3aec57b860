import { AUDIT_PAGE_SIZE, auditFilters } from '@kerben/domain';
import type { z } from 'zod';
import { paginationQuery } from '../../http/pagination';

// GET /api/audit/: the list's filters and page.
export const auditQuery = paginationQuery(AUDIT_PAGE_SIZE).extend(auditFilters.shape);
export type AuditQuery = z.output<typeof auditQuery>;
