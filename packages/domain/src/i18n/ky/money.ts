import type { ConvertibleCurrency } from '../../money';

/** A currency's short name after a number ("87,45 сом үчүн $1"). */
export const CURRENCY_SHORT: Record<ConvertibleCurrency, string> = { USD: 'доллар', EUR: '€', KGS: 'сом', RUB: 'рубль' };
