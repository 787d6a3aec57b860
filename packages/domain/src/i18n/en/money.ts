import type { ConvertibleCurrency } from '../../money';

/** A currency's short name after a number ("87.45 som per $1"). */
export const CURRENCY_SHORT: Record<ConvertibleCurrency, string> = { USD: 'USD', EUR: '€', KGS: 'som', RUB: 'RUB' };
