import { type CardService, createCardService } from './cards/service';
import type { BillingDeps } from './deps';
import { createRateService, type RateService } from './rates/service';
import { createTariffService, type TariffService } from './tariffs/service';

/** The billing's parts, each built once with the deps they share. */
export function createBilling(deps: BillingDeps) {
  const tariffs = createTariffService(deps);
  const rates = createRateService(deps);
  return {
    cards: createCardService(deps),
    tariffs,
    rates,
  };
}

export type Billing = ReturnType<typeof createBilling>;
export type { CardService, RateService, TariffService };
