import { pendingWorkResponse, STATISTICS_SERIES, statisticsQuerySchema, statisticsResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import type { StatisticsService } from './service';

// The admin dashboard. The paths keep the existing client's "statics" (docs/api.md#paths);
// "pending" is ours: the counts behind the dashboard's "waiting for action" cards.
export function statisticsRoutes(app: FastifyInstance, { statistics }: { statistics: StatisticsService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['statistics'];

  for (const series of STATISTICS_SERIES) {
    api.get(
      `/api/statics/admin_panel/${series}/`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Dashboard series "${series}": today by hour, the last 7 and 30 days by day, Bishkek time (?country_of_destination_id= for parcels)`,
          querystring: statisticsQuerySchema,
          response: { 200: statisticsResponse },
        },
      },
      async (request) => statistics.series(viewerOf(request), series, { destinationId: request.query.country_of_destination_id }),
    );
  }

  api.get(
    '/api/statics/admin_panel/pending/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'What waits for an operator: parcels per non-final status, expected parcels not received, unanswered buy-out requests',
        response: { 200: pendingWorkResponse },
      },
    },
    async (request) => statistics.pending(viewerOf(request)),
  );
}
