// What the composition root uses of the audit log (entries are written by db/audit.ts and the triggers).
export { auditRoutes } from './routes';
export { type AuditService, createAuditService } from './service';
