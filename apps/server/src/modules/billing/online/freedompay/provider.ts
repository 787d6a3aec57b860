import {
  decimalOf,
  minorOf,
  type PaymentProvider,
  type ProviderCallback,
  ProviderError,
  type ProviderOrder,
  type ProviderStatus,
} from '../provider';
import { hasValidSignature, scriptName, signature, signed } from './signature';
import { readXml, textsOf, writeXml } from './xml';

// Freedom Pay's merchant API (formerly PayBox), over fetch: form-encoded requests signed with the
// shop's secret key, XML answers signed the same way (docs/payments.md lists the pages followed).

export interface FreedomPaySettings {
  merchantId: string;
  secretKey: string;
  /** https://api.freedompay.kg, or the simulator's address in development and tests. */
  url: string;
  /** pg_testing_mode: the provider's test environment charges nothing. */
  testMode: boolean;
  /** Production: an answer from the simulator (it says so in a header) is refused. */
  refuseSimulator: boolean;
}

/** The header the payment simulator sets on every answer. */
export const SIMULATOR_HEADER = 'x-payment-simulator';

const TIMEOUT_MS = 20_000;

/** What the provider's text says went wrong, for the people who read our messages. */
const reasonOf = (texts: Record<string, string>) =>
  texts.pg_failure_description ||
  texts.pg_error_description ||
  texts.pg_description ||
  `pg_error_code ${texts.pg_error_code ?? '?'}`;

export function createFreedomPay(settings: FreedomPaySettings): PaymentProvider {
  const { merchantId, secretKey } = settings;
  const merchantPath = (path: string) => `/v1/merchant/${merchantId}/${path}`;

  /** Posts a signed request; answers the fields of a signed `ok` answer, or throws why not. */
  async function call(path: string, fields: Record<string, string>): Promise<Record<string, string>> {
    const url = `${settings.url}${path}`;
    const script = scriptName(url);
    const body = new URLSearchParams(signed(script, { pg_merchant_id: merchantId, ...fields }, secretKey));
    let text: string;
    try {
      const response = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (settings.refuseSimulator && response.headers.has(SIMULATOR_HEADER)) {
        throw new ProviderError('the payment simulator answered in production: refused', true);
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(error instanceof Error ? error.message : String(error), true);
    }
    const answer = readXml(text);
    if (!answer) throw new ProviderError('the provider answered something that is not XML', true);
    const texts = textsOf(answer);
    // Only a merchant the provider does not know gets an unsigned answer (an error): a refusal either way.
    if (texts.pg_status !== 'ok') throw new ProviderError(reasonOf(texts), false);
    if (!hasValidSignature(script, answer, secretKey))
      throw new ProviderError('the provider’s answer is not signed with our key', true);
    return texts;
  }

  const testing: Record<string, string> = settings.testMode ? { pg_testing_mode: '1' } : {};
  const orderFields = (order: ProviderOrder) => ({
    pg_order_id: order.orderId,
    pg_amount: decimalOf(order.amountMinor),
    pg_currency: order.currency,
    pg_description: order.description,
    pg_user_id: String(order.userId),
    pg_result_url: order.resultUrl,
    pg_request_method: 'POST',
    pg_success_url: order.successUrl,
    pg_failure_url: order.failureUrl,
    pg_language: 'ru',
    ...testing,
  });
  const paymentIdOf = (texts: Record<string, string>) => {
    if (!texts.pg_payment_id) throw new ProviderError('the provider’s answer has no pg_payment_id', true);
    return texts.pg_payment_id;
  };

  function readCard(texts: Record<string, string>) {
    // pg_card_hash shows the first 6 and the last 4 digits: 4405-64XX-XXXX-6150.
    const digits = (texts.pg_card_hash ?? '').replace(/[^0-9X]/gi, '');
    const month = Number(texts.pg_card_month);
    const yy = Number(texts.pg_card_year);
    const token = texts.pg_card_token || texts.pg_card_id;
    if (!token || !/^\d{6}/.test(digits) || !/\d{4}$/.test(digits) || !(month >= 1 && month <= 12) || Number.isNaN(yy)) {
      return null;
    }
    return {
      token,
      first6: digits.slice(0, 6),
      last4: digits.slice(-4),
      month,
      year: yy < 100 ? 2000 + yy : yy,
      holder: (texts.pg_card_name ?? '').slice(0, 100),
    };
  }

  return {
    name: 'freedompay',

    async startPayment(order) {
      const texts = await call('/init_payment.php', orderFields(order));
      if (!texts.pg_redirect_url) throw new ProviderError('the provider’s answer has no pg_redirect_url', true);
      return { providerPaymentId: paymentIdOf(texts), redirectUrl: texts.pg_redirect_url };
    },

    async startCardSaving(request) {
      const texts = await call(merchantPath('cardstorage/add'), {
        pg_user_id: String(request.userId),
        pg_order_id: request.orderId,
        pg_post_link: request.resultUrl,
        pg_back_link: request.backUrl,
        ...testing,
      });
      if (!texts.pg_redirect_url) throw new ProviderError('the provider’s answer has no pg_redirect_url', true);
      return { providerPaymentId: paymentIdOf(texts), redirectUrl: texts.pg_redirect_url };
    },

    async chargeToken(order) {
      const { pg_language: _language, pg_request_method: _method, ...fields } = orderFields(order);
      const providerPaymentId = paymentIdOf(await call(merchantPath('card/init'), { ...fields, pg_card_token: order.token }));
      try {
        await call(merchantPath('card/direct'), { pg_payment_id: providerPaymentId });
        return { providerPaymentId, refused: null };
      } catch (error) {
        // A refusal of the charge itself is an answer (declined); no answer leaves it to the status.
        if (error instanceof ProviderError && !error.unavailable) return { providerPaymentId, refused: error.message };
        throw error;
      }
    },

    async refund({ providerPaymentId, amountMinor }) {
      await call('/revoke.php', { pg_payment_id: providerPaymentId, pg_refund_amount: decimalOf(amountMinor) });
    },

    async status({ orderId, providerPaymentId }): Promise<ProviderStatus> {
      let texts: Record<string, string>;
      try {
        texts = await call('/get_status3.php', {
          pg_order_id: orderId,
          ...(providerPaymentId ? { pg_payment_id: providerPaymentId } : {}),
        });
      } catch (error) {
        // The provider does not know the order: it never got past the start.
        if (error instanceof ProviderError && !error.unavailable) {
          return { status: 'unknown', providerPaymentId, amountMinor: null, currency: null, failure: error.message };
        }
        throw error;
      }
      const state = texts.pg_payment_status ?? '';
      const status: ProviderStatus['status'] = ['success', 'revoked', 'refunded', 'partial'].includes(state)
        ? 'paid'
        : ['failed', 'error', 'incomplete'].includes(state)
          ? 'failed'
          : 'pending';
      return {
        status,
        providerPaymentId: texts.pg_payment_id || providerPaymentId,
        amountMinor: minorOf(texts.pg_amount),
        currency: texts.pg_currency ?? null,
        failure: status === 'failed' ? reasonOf(texts) : null,
      };
    },

    readCallback(url, body): ProviderCallback | undefined {
      const script = scriptName(url);
      // The card-saving result comes as XML in pg_xml; a payment's result as plain form fields.
      const fields = body.pg_xml !== undefined ? readXml(body.pg_xml) : Object.entries(body);
      if (!fields || !hasValidSignature(script, fields, secretKey)) return undefined;
      const texts = textsOf(fields);
      if (texts.pg_merchant_id !== undefined && texts.pg_merchant_id !== merchantId) return undefined;
      if (body.pg_xml !== undefined) {
        const saved = texts.pg_status === 'success';
        const userId = Number(texts.pg_user_id);
        return {
          kind: 'card',
          orderId: texts.pg_order_id || null,
          providerPaymentId: texts.pg_payment_id ?? '',
          userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
          saved,
          card: saved ? readCard(texts) : null,
          failure: saved ? null : reasonOf(texts),
        };
      }
      const paid = texts.pg_result === '1';
      return {
        kind: 'payment',
        orderId: texts.pg_order_id ?? '',
        providerPaymentId: texts.pg_payment_id ?? '',
        paid,
        amountMinor: minorOf(texts.pg_amount),
        currency: texts.pg_currency ?? '',
        failure: paid ? null : reasonOf(texts),
        canReject: texts.pg_can_reject === '1',
      };
    },

    answerCallback(url, body, answer) {
      // The answer carries the callback's own pg_salt back, signed with the same script's name.
      const salt = (body.pg_xml !== undefined ? textsOf(readXml(body.pg_xml) ?? []).pg_salt : body.pg_salt) ?? '';
      const fields = { pg_status: answer.status, pg_description: answer.description, pg_salt: salt };
      const sig = signature(scriptName(url), Object.entries(fields), secretKey);
      return { contentType: 'application/xml; charset=utf-8', body: writeXml('response', { ...fields, pg_sig: sig }) };
    },
  };
}
