import type { Currency, PaymentProviderName } from '@kerben/domain';

// What the billing needs of a payment provider, in its own words: a payment on the provider's page,
// a card saved through the provider's page, a saved card charged, a refund, a payment's status,
// and the provider's signed callbacks read and answered. One implementation per provider
// (freedompay/provider.ts); the simulator in apps/server/payments-simulator speaks the same protocol.

/** A payment Kerben asks for: its order id at the provider, whose, how much, what for, where results go. */
export interface ProviderOrder {
  orderId: string;
  userId: number;
  /** In minor units of `currency`. */
  amountMinor: number;
  currency: Currency;
  description: string;
  /** Where the provider posts the signed result (server to server). */
  resultUrl: string;
  /** Where the customer's browser goes back after the page. */
  successUrl: string;
  failureUrl: string;
}

/** A card as the provider saved it: its token and what may be shown of it. */
export interface SavedCardFacts {
  token: string;
  first6: string;
  last4: string;
  month: number;
  /** Four digits. */
  year: number;
  holder: string;
}

export type ProviderCallback =
  | {
      kind: 'payment';
      orderId: string;
      providerPaymentId: string;
      /** The provider took the money (pg_result 1). */
      paid: boolean;
      /** What the provider says it charged, to compare with what was asked; null when unreadable. */
      amountMinor: number | null;
      currency: string;
      failure: string | null;
      /** Whether Kerben may still refuse the money (then the provider gives it back). */
      canReject: boolean;
    }
  | {
      kind: 'card';
      orderId: string | null;
      providerPaymentId: string;
      userId: number | null;
      saved: boolean;
      card: SavedCardFacts | null;
      failure: string | null;
    };

export interface ProviderStatus {
  status: 'paid' | 'pending' | 'failed' | 'unknown';
  providerPaymentId: string | null;
  amountMinor: number | null;
  currency: string | null;
  failure: string | null;
}

/** The provider answered with a refusal (its words), or not at all (`unavailable`). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly unavailable: boolean,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /** A payment on the provider's page, where the customer types a card: the page and the provider's payment id. */
  startPayment(order: ProviderOrder): Promise<{ providerPaymentId: string; redirectUrl: string }>;
  /** The provider's page where the customer saves a card; the result comes by callback. */
  startCardSaving(request: {
    orderId: string;
    userId: number;
    resultUrl: string;
    backUrl: string;
  }): Promise<{ providerPaymentId: string; redirectUrl: string }>;
  /**
   * Charges a saved card without the customer (one click). Answers the provider's payment id and
   * whether it was refused at once; the money counts only by the callback (or the status).
   */
  chargeToken(order: ProviderOrder & { token: string }): Promise<{ providerPaymentId: string; refused: string | null }>;
  /** Gives back `amountMinor` of a paid payment (all or part). Throws ProviderError when refused. */
  refund(request: { providerPaymentId: string; amountMinor: number }): Promise<void>;
  /** Where a payment stands, by Kerben's order id (and the provider's id when known). */
  status(request: { orderId: string; providerPaymentId: string | null }): Promise<ProviderStatus>;
  /**
   * A callback the provider posted to `url` with these form fields, when its signature holds;
   * undefined otherwise (nothing in it is to be believed).
   */
  readCallback(url: string, body: Record<string, string>): ProviderCallback | undefined;
  /** The signed answer the provider expects to a callback. */
  answerCallback(
    url: string,
    body: Record<string, string>,
    answer: { status: 'ok' | 'rejected' | 'error'; description: string },
  ): { contentType: string; body: string };
}

/** Minor units to the decimal text the provider reads: 123456 -> "1234.56". */
export const decimalOf = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** The provider's decimal text to minor units ("1234.5" -> 123450); null when it is no amount. */
export function minorOf(text: string | undefined): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
