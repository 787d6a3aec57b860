import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSingleFlight } from '../core/single-flight';
import type { Database } from '../db/client';
import { databaseAnswers } from '../db/health';

export function healthRoutes(app: FastifyInstance, { ping }: { ping: Database['ping'] }): void {
  // Checks that come together share one ping (each still answered by a ping begun after it came):
  // on PostgreSQL the pings queue on one connection, and under load each waited for the others.
  const coalescedPing = createSingleFlight<void>();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.string(), db: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(() => coalescedPing('ping', ping))) return { status: 'ok' as const, db: 'ok' as const };
      return reply.status(503).send({ status: 'error', db: 'unavailable' });
    },
  );
}
