import { customsRuleResponse, customsSettingsResponse, customsSettingsUpdateSchema } from '@kerben/domain';
import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from '../../http/route-kinds';
import type { CustomsService } from './service';

// The duty estimate's numbers: admins read and change them; everyone reads the rule they make.
export function customsRoutes(app: FastifyInstance, { customs }: { customs: CustomsService }): void {
  const routes = moduleRoutes(app, ['customs']);

  routes.read(
    '/api/settings/customs/',
    { access: 'admin', summary: 'The customs settings of the duty estimate', answer: customsSettingsResponse },
    customs.get,
  );

  routes.change(
    '/api/settings/customs/',
    {
      access: 'admin',
      summary: 'Change the limits, the rate, the minimum per kg or the USD-to-EUR rate',
      body: customsSettingsUpdateSchema,
      answer: customsSettingsResponse,
    },
    customs.update,
  );

  routes.read(
    '/api/customs/rule/',
    {
      access: 'public',
      summary: 'The duty rule the forms and the calculator estimate with (EAEU: limits, rate, minimum per kg, USD to EUR)',
      answer: customsRuleResponse,
    },
    () => customs.rule(),
  );
}
