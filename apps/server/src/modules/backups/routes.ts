import { backupStatusResponse } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import type { BackupService } from './service';

export function backupRoutes(app: FastifyInstance, { backups }: { backups: BackupService }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/backups/status/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['backups'],
        summary: 'The last backup of the embedded database, the last failure if it came after, and the schedule',
        response: { 200: backupStatusResponse },
      },
    },
    async (request) => backups.status(viewerOf(request)),
  );
}
