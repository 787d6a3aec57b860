import { describe, expect, it } from 'vitest';
import { canMovePurchase, PURCHASE_MSG, PURCHASE_STATES, purchaseSchema, purchaseTotals, shownPurchaseState } from './purchases';
import './zod-locale';

const valid = {
  full_name: 'Айгуль',
  url: 'amazon.com/dp/1',
  name_of_purchase: 'Кроссовки',
  count: '1',
  email: 'a@b.kg',
  description: 'Размер 42',
  phone_number: '+996 555 123-456',
};

describe('purchaseSchema: the browser and the server say the same', () => {
  it('keeps the WhatsApp number without its spaces and dashes, and completes the link', () => {
    const parsed = purchaseSchema.parse(valid);
    expect(parsed).toMatchObject({ phone_number: '+996555123456', url: 'https://amazon.com/dp/1', count: 1 });
  });

  it.each([
    [{ phone_number: '+' }, 'phone_number', PURCHASE_MSG.required],
    [{ phone_number: '+1234567890123456' }, 'phone_number', PURCHASE_MSG.phoneInvalid],
    [{ telegram: '@' }, 'telegram', PURCHASE_MSG.telegramInvalid],
    [{ email: 'a@b.museum' }, 'email', PURCHASE_MSG.emailInvalid],
    [{ count: '-1' }, 'count', PURCHASE_MSG.countMin],
    [{ full_name: '  Ай ' }, 'full_name', PURCHASE_MSG.nameMin],
    [{ full_name: '' }, 'full_name', PURCHASE_MSG.required],
    [{ description: ' ' }, 'description', PURCHASE_MSG.required],
    [{ email: '' }, 'email', PURCHASE_MSG.required],
    [{ url: '' }, 'url', PURCHASE_MSG.required],
    [{ count: '' }, 'count', PURCHASE_MSG.required],
  ])('refuses %o on %s', (change, field, message) => {
    const result = purchaseSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors[field as keyof typeof valid]).toEqual([message]);
  });
});

describe('the lifecycle', () => {
  it('goes only forward, and cancels only before purchase', () => {
    const allowed = PURCHASE_STATES.flatMap((from) =>
      PURCHASE_STATES.filter((to) => canMovePurchase(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'new->quoted',
      'new->cancelled',
      'quoted->paid',
      'quoted->cancelled',
      'paid->purchased',
      'paid->cancelled',
      'purchased->received',
    ]);
  });

  it('shows people waiting, processed or cancelled', () => {
    expect(PURCHASE_STATES.map(shownPurchaseState)).toEqual([
      'waiting',
      'waiting',
      'waiting',
      'processed',
      'processed',
      'cancelled',
    ]);
  });

  it('prices goods, the tariff commission and delivery apart, in cents', () => {
    expect(purchaseTotals(100.5, 15, 1000)).toEqual({ goods: 100.5, fee: 10.05, delivery: 15, total: 125.55, feePercent: '10' });
    expect(purchaseTotals(0.05, 0, 1000)).toEqual({ goods: 0.05, fee: 0.01, delivery: 0, total: 0.06, feePercent: '10' });
    expect(purchaseTotals(100, 0, 750)).toMatchObject({ fee: 7.5, total: 107.5, feePercent: '7,5' });
  });
});
