// The simulator's test cards (docs/payments.md lists them): any expiry in the future, any CVC of
// three digits, any holder. A card not listed here is declined, as a test environment would.

/** `funds_later`: saved fine, then every charge is declined (insufficient funds by the time of a one-click payment). */
export type CardBehaviour = 'approve' | 'decline' | 'three_ds' | 'funds_later';

export const TEST_CARDS: Record<string, { behaviour: CardBehaviour; note: string }> = {
  '4405645000006150': { behaviour: 'approve', note: 'Visa: approved' },
  '5483185000000293': { behaviour: 'approve', note: 'Mastercard: approved' },
  '4000000000000002': { behaviour: 'decline', note: 'Visa: declined (insufficient funds)' },
  '4000000000009995': { behaviour: 'funds_later', note: 'Visa: saves, then every charge is declined (insufficient funds)' },
  '4000000000003220': { behaviour: 'three_ds', note: 'Visa: 3-D Secure, code 123456 (another code fails)' },
};

/** The one-time code the simulated bank's 3-D Secure page accepts. */
export const THREE_DS_CODE = '123456';

export const behaviourOf = (pan: string): CardBehaviour => TEST_CARDS[pan]?.behaviour ?? 'decline';

/** 4405645000006150 -> 4405-64XX-XXXX-6150, as the provider shows a card. */
export const cardHash = (pan: string) =>
  `${pan.slice(0, 4)}-${pan.slice(4, 6)}XX-${'X'.repeat(Math.max(0, pan.length - 12))}-${pan.slice(-4)}`;
