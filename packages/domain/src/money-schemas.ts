import { z } from 'zod';
import { CURRENCIES, type Money } from './money';

// The schema of money in answers (the rules are in money.ts, which pages load without zod).

/** An amount as every answer gives it: minor units and the currency. */
export const moneyResponse: z.ZodType<Money> = z.object({ amount: z.number().int(), currency: z.enum(CURRENCIES) });
