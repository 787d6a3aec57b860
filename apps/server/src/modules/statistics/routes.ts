import { pendingWorkResponse, STATISTICS_SERIES, statisticsQuerySchema, statisticsResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../http/route-kinds';
import type { StatisticsService } from './service';

// The admin dashboard. The paths keep the existing client's "statics" (docs/api.md#paths);
// "pending" is ours: the counts behind the dashboard's "waiting for action" cards.
export function statisticsRoutes(app: FastifyInstance, { statistics }: { statistics: StatisticsService }): void {
  const routes = moduleRoutes(app, ['statistics']);

  for (const series of STATISTICS_SERIES) {
    routes.read(
      `/api/statics/admin_panel/${series}/`,
      {
        access: 'admin',
        summary: `Dashboard series "${series}": today by hour, the last 7 and 30 days by day, Bishkek time (?country_of_destination_id= for parcels)`,
        query: statisticsQuerySchema,
        answer: statisticsResponse,
      },
      (viewer, query) => statistics.series(viewer, series, { destinationId: query.country_of_destination_id }),
    );
  }

  routes.read(
    '/api/statics/admin_panel/pending/',
    {
      access: 'admin',
      summary:
        'What waits for an operator: parcels per non-final status, expected parcels not received, unanswered buy-out requests',
      answer: pendingWorkResponse,
    },
    statistics.pending,
  );
}
