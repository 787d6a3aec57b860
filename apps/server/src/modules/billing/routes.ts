import type { FastifyInstance } from 'fastify';
import { billingCardRoutes } from './cards/routes';
import { deskRoutes } from './desk/routes';
import { invoiceRoutes } from './invoices/routes';
import { ledgerRoutes } from './ledger/routes';
import { onlinePaymentRoutes } from './online/routes';
import { rateRoutes } from './rates/routes';
import type { Billing } from './service';
import { tariffRoutes } from './tariffs/routes';

/** Every route of the billing's parts. */
export function billingRoutes(app: FastifyInstance, { billing }: { billing: Billing }): void {
  billingCardRoutes(app, { billing: billing.cards });
  tariffRoutes(app, { tariffs: billing.tariffs });
  rateRoutes(app, { rates: billing.rates });
  ledgerRoutes(app, { ledger: billing.ledger });
  invoiceRoutes(app, { invoices: billing.invoices });
  deskRoutes(app, { desk: billing.desk });
  onlinePaymentRoutes(app, { online: billing.online });
}
