import { customsRuleResponse, customsSettingsResponse, customsSettingsUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth';
import type { CustomsService } from './service';

// The duty estimate's numbers: admins read and change them; everyone reads the rule they make.
export function customsRoutes(app: FastifyInstance, { customs }: { customs: CustomsService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customs'];

  api.get(
    '/api/settings/customs/',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'The customs settings of the duty estimate', response: { 200: customsSettingsResponse } },
    },
    async (request) => customs.get(viewerOf(request)),
  );

  api.patch(
    '/api/settings/customs/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change the limits, the rate, the minimum per kg or the USD-to-EUR rate',
        body: customsSettingsUpdateSchema,
        response: { 200: customsSettingsResponse },
      },
    },
    async (request) => customs.update(viewerOf(request), request.body),
  );

  api.get(
    '/api/customs/rule/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The duty rule the forms and the calculator estimate with (EAEU: limits, rate, minimum per kg, USD to EUR)',
        response: { 200: customsRuleResponse },
      },
    },
    async () => customs.rule(),
  );
}
