import { auditEntryResponse, pageResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import { pageAnswer } from '../../http/pagination';
import { auditQuery } from './schemas';
import type { AuditService } from './service';

export function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/audit/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary:
          'Writes by admins and operators, newest first (?actor=, ?entity=, ?entity_id=, ?action=, ?date_from=, ?date_to= as YYYY-MM-DD, Bishkek days)',
        querystring: auditQuery,
        response: { 200: pageResponse(auditEntryResponse) },
      },
    },
    async (request) => {
      const q = request.query;
      const filters = {
        actorId: q.actor,
        entity: q.entity,
        entityId: q.entity_id,
        action: q.action,
        dateFrom: q.date_from,
        dateTo: q.date_to,
      };
      return pageAnswer(request.url, await audit.list(viewerOf(request), filters, q));
    },
  );
}
