import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { behaviourOf, cardHash, THREE_DS_CODE } from './cards';
import { cardPage, messagePage, threeDsPage } from './pages';
import { decimal, minorUnits, passesLuhn, readFlatXml, salt, scriptOf, sign, verify, xml } from './protocol';

// A stand-in for Freedom Pay's merchant API, speaking its protocol (docs/payments.md): it checks
// the signature of every request (a bad one is refused as the provider refuses it), shows its own
// payment and card-saving pages, sends signed callbacks to pg_result_url / pg_post_link (and sends
// each once more, as providers repeat them), sends the browser back to the success or failure URL,
// and answers card charges, refunds and status requests. A test double: it never takes money, and
// every answer says it is the simulator (the header below), which a production server refuses.

export const SIMULATOR_HEADER = 'x-payment-simulator';

type Form = Record<string, string>;
export type Deliver = (url: string, form: Form) => Promise<{ status: number; body: string }>;

export interface SimulatorOptions {
  merchantId: string;
  secretKey: string;
  host?: string;
  port?: number;
  /** How callbacks reach the merchant; an HTTP POST (form-encoded) otherwise. Tests deliver them in process. */
  deliver?: Deliver;
  /** Each callback is sent this many more times after its first answer (default 1): providers repeat them. */
  repeats?: number;
}

export interface SimPayment {
  id: string;
  orderId: string;
  userId: string;
  amount: number;
  currency: string;
  description: string;
  resultUrl: string;
  successUrl: string;
  failureUrl: string;
  testing: boolean;
  status: 'new' | 'success' | 'failed';
  failure?: string;
  refunded: number;
  /** The card charged: typed on the page (its number stays here) or saved (its token). */
  pan?: string;
  holder?: string;
  expiry?: string;
  cardToken?: string;
  createdAt: Date;
}

export interface SimCard {
  token: string;
  id: string;
  userId: string;
  pan: string;
  month: string;
  year: string;
  holder: string;
}

interface CardSaving {
  id: string;
  userId: string;
  orderId: string;
  postLink: string;
  backLink: string;
  status: 'new' | 'saved' | 'failed';
}

/** A callback sent, with the merchant's answer (and whether that answer was signed with our key). */
export interface CallbackRecord {
  url: string;
  fields: Form;
  status: number;
  answer: Form;
  answerSigned: boolean;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) request.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const httpDeliver: Deliver = async (url, form) => {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(form), signal: AbortSignal.timeout(15_000) });
  return { status: response.status, body: await response.text() };
};

const paymentDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

export async function startPaymentSimulator(options: SimulatorOptions) {
  const { merchantId, secretKey } = options;
  const deliver = options.deliver ?? httpDeliver;
  const repeats = options.repeats ?? 1;
  const payments = new Map<string, SimPayment>();
  const cards = new Map<string, SimCard>();
  const savings = new Map<string, CardSaving>();
  /** A page's key (in its URL) to what it is for. */
  const pages = new Map<string, { payment?: string; saving?: string; pendingCard?: Omit<SimCard, 'token' | 'id' | 'userId'> }>();
  const callbacks: CallbackRecord[] = [];
  const held: Array<() => Promise<void>> = [];
  const running = new Set<Promise<void>>();
  const state = { callbacks: 'send' as 'send' | 'hold' };
  let nextId = 7_000_000;
  const newId = () => String(++nextId);
  let baseUrl = '';

  // ---- Answers

  function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': type, [SIMULATOR_HEADER]: 'kerben', ...headers });
    response.end(body);
  }
  /** A signed XML answer with the request's script's name. */
  function answer(response: ServerResponse, script: string, fields: Form) {
    const salted = { ...fields, pg_salt: salt() };
    send(response, 200, 'application/xml; charset=utf-8', xml({ ...salted, pg_sig: sign(script, salted, secretKey) }));
  }
  const refuse = (response: ServerResponse, script: string, code: string, description: string) =>
    answer(response, script, { pg_status: 'error', pg_error_code: code, pg_error_description: description });
  const html = (response: ServerResponse, body: string, status = 200) => send(response, status, 'text/html; charset=utf-8', body);
  const redirect = (response: ServerResponse, location: string) => send(response, 303, 'text/plain', '', { location });

  // ---- Callbacks

  function track(work: Promise<void>) {
    running.add(work);
    void work.finally(() => running.delete(work));
  }

  /** Sends a callback (and its repeats), recording the merchant's answers. */
  async function sendCallback(url: string, fields: Form, asXml: boolean): Promise<CallbackRecord> {
    const form = asXml ? { pg_xml: xml(fields) } : fields;
    let last: CallbackRecord | undefined;
    for (let round = 0; round <= repeats; round++) {
      const reply = await deliver(url, form).catch(() => ({ status: 0, body: '' }));
      const answered = readFlatXml(reply.body);
      last = {
        url,
        fields,
        status: reply.status,
        answer: answered,
        answerSigned: answered.pg_salt === fields.pg_salt && verify(scriptOf(url), answered, secretKey),
      };
      callbacks.push(last);
    }
    return last as CallbackRecord;
  }

  /** A callback to send now, or to keep while callbacks are held (a callback that never comes). */
  function schedule(work: () => Promise<void>): Promise<void> {
    if (state.callbacks === 'hold') {
      held.push(work);
      return Promise.resolve();
    }
    const sent = work();
    track(sent);
    return sent;
  }

  /** The signed result of a payment, as pg_result_url gets it. */
  function resultFields(payment: SimPayment, overrides: Form = {}): Form {
    const paid = payment.status === 'success';
    const fields: Form = {
      pg_order_id: payment.orderId,
      pg_payment_id: payment.id,
      pg_amount: decimal(payment.amount),
      pg_currency: payment.currency,
      pg_net_amount: decimal(Math.round(payment.amount * 0.975)),
      pg_ps_amount: decimal(payment.amount),
      pg_ps_full_amount: decimal(payment.amount),
      pg_ps_currency: payment.currency,
      pg_description: payment.description,
      pg_result: paid ? '1' : '0',
      pg_payment_date: paymentDate(new Date()),
      pg_can_reject: '0',
      pg_testing_mode: payment.testing ? '1' : '0',
      pg_captured: paid ? '1' : '0',
      ...(payment.pan
        ? {
            pg_card_pan: cardHash(payment.pan),
            pg_card_exp: payment.expiry ?? '',
            pg_card_owner: payment.holder ?? '',
            pg_card_brand: payment.pan.startsWith('4') ? 'VI' : 'CA',
          }
        : {}),
      ...(payment.cardToken ? { pg_card_token: payment.cardToken } : {}),
      ...(paid ? {} : { pg_failure_code: '1', pg_failure_description: payment.failure ?? 'Платёж отклонён' }),
      pg_salt: salt(),
      ...overrides,
    };
    return { ...fields, pg_sig: fields.pg_sig ?? sign(scriptOf(payment.resultUrl), fields, secretKey) };
  }

  const notifyResult = (payment: SimPayment) =>
    schedule(async () => {
      await sendCallback(payment.resultUrl, resultFields(payment), false);
    });

  // ---- Card pages

  function readCard(form: Form): { card?: Omit<SimCard, 'token' | 'id' | 'userId'>; error?: string } {
    const pan = (form.pan ?? '').replace(/[\s-]/g, '');
    const month = (form.month ?? '').trim().padStart(2, '0');
    const year = (form.year ?? '').trim().slice(-2);
    const now = new Date();
    const expires = new Date(2000 + Number(year), Number(month), 1);
    if (!passesLuhn(pan)) return { error: 'Неверный номер карты' };
    if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{2}$/.test(year) || expires <= now) return { error: 'Неверный срок действия' };
    if (!/^\d{3}$/.test(form.cvc ?? '')) return { error: 'Неверный CVC' };
    if (!(form.holder ?? '').trim()) return { error: 'Укажите имя владельца' };
    return { card: { pan, month, year, holder: (form.holder ?? '').trim().toUpperCase() } };
  }

  /** A page payment ends: the callback first (it lands before the browser returns), then the browser goes back. */
  async function finishPayment(response: ServerResponse, payment: SimPayment, ok: boolean, failure?: string) {
    payment.status = ok ? 'success' : 'failed';
    payment.failure = failure;
    await notifyResult(payment);
    const target = new URL(ok ? payment.successUrl : payment.failureUrl);
    const back: Form = { pg_order_id: payment.orderId, pg_payment_id: payment.id, pg_salt: salt() };
    for (const [name, value] of Object.entries({ ...back, pg_sig: sign(scriptOf(target.href), back, secretKey) })) {
      target.searchParams.set(name, value);
    }
    redirect(response, target.href);
  }

  async function finishSaving(response: ServerResponse, saving: CardSaving, facts?: Omit<SimCard, 'token' | 'id' | 'userId'>) {
    const card = facts && { ...facts, token: randomUUID(), id: newId(), userId: saving.userId };
    saving.status = card ? 'saved' : 'failed';
    if (card) cards.set(card.token, card);
    const fields: Form = {
      pg_payment_id: saving.id,
      pg_order_id: saving.orderId,
      ...(card
        ? {
            pg_card_hash: cardHash(card.pan),
            pg_card_month: card.month,
            pg_card_year: card.year,
            pg_card_name: card.holder,
            pg_card_3ds: '1',
            pg_status: 'success',
            pg_card_id: card.id,
            pg_card_token: card.token,
          }
        : { pg_status: 'error', pg_failure_description: 'Карта не сохранена: банк отказал' }),
      pg_user_id: saving.userId,
      pg_type: 'approve',
      pg_salt: salt(),
    };
    await schedule(async () => {
      await sendCallback(saving.postLink, { ...fields, pg_sig: sign(scriptOf(saving.postLink), fields, secretKey) }, true);
    });
    redirect(response, saving.backLink);
  }

  /** A card typed on a page: approved, declined, or sent through the bank's 3-D Secure step. */
  async function cardTyped(response: ServerResponse, key: string, form: Form, again: (error: string) => string) {
    const session = pages.get(key);
    const { card, error } = readCard(form);
    if (!session) return html(response, messagePage('Страница устарела', 'Начните оплату заново.'), 404);
    if (!card) return html(response, again(error ?? ''), 400);
    const behaviour = behaviourOf(card.pan);
    if (behaviour === 'three_ds') {
      session.pendingCard = card;
      return html(response, threeDsPage('/acs', { key }));
    }
    const saving = session.saving !== undefined;
    const approved = behaviour === 'approve' || (saving && behaviour === 'funds_later');
    return complete(response, key, approved ? card : undefined, 'Недостаточно средств');
  }

  async function complete(
    response: ServerResponse,
    key: string,
    card: Omit<SimCard, 'token' | 'id' | 'userId'> | undefined,
    failure: string,
  ) {
    const session = pages.get(key);
    pages.delete(key);
    const payment = session?.payment ? payments.get(session.payment) : undefined;
    const saving = session?.saving ? savings.get(session.saving) : undefined;
    if (payment && payment.status === 'new') {
      if (card) Object.assign(payment, { pan: card.pan, holder: card.holder, expiry: `${card.month}/${card.year}` });
      return finishPayment(response, payment, card !== undefined, card ? undefined : failure);
    }
    if (saving && saving.status === 'new') return finishSaving(response, saving, card);
    return html(response, messagePage('Страница устарела', 'Начните заново.'), 404);
  }

  // ---- The API

  const merchantRoute = (path: string) =>
    /^\/v1\/merchant\/([^/]+)\/(cardstorage\/add|cardstorage\/view|card\/init|card\/direct)$/.exec(path);

  async function api(response: ServerResponse, url: URL, form: Form) {
    const script = scriptOf(url.pathname);
    const route = merchantRoute(url.pathname);
    if (form.pg_merchant_id !== merchantId || (route && route[1] !== merchantId)) {
      // The provider cannot sign for a merchant it does not know.
      return send(
        response,
        200,
        'application/xml; charset=utf-8',
        xml({ pg_status: 'error', pg_error_code: '101', pg_error_description: 'Неизвестный магазин' }),
      );
    }
    if (!verify(script, form, secretKey)) return refuse(response, script, '9999', 'Неверная подпись запроса');
    const testing = form.pg_testing_mode === '1';
    const order = () => {
      const amount = minorUnits(form.pg_amount);
      if (!form.pg_order_id || amount === undefined || amount <= 0 || !form.pg_description) return undefined;
      return {
        id: newId(),
        orderId: form.pg_order_id,
        userId: form.pg_user_id ?? '',
        amount,
        currency: form.pg_currency || 'KGS',
        description: form.pg_description,
        resultUrl: form.pg_result_url ?? '',
        successUrl: form.pg_success_url ?? '',
        failureUrl: form.pg_failure_url ?? '',
        testing,
        status: 'new' as const,
        refunded: 0,
        createdAt: new Date(),
      };
    };

    switch (url.pathname.replace(/^\/v1\/merchant\/[^/]+\//, '')) {
      case '/init_payment.php': {
        const payment = order();
        if (!payment?.resultUrl) return refuse(response, script, '2', 'Не заданы обязательные параметры платежа');
        payments.set(payment.id, payment);
        const key = randomBytes(16).toString('hex');
        pages.set(key, { payment: payment.id });
        return answer(response, script, {
          pg_status: 'ok',
          pg_payment_id: payment.id,
          pg_redirect_url: `${baseUrl}/pay.html?customer=${key}`,
          pg_redirect_url_type: 'need data',
        });
      }
      case 'cardstorage/add': {
        if (!form.pg_user_id || !form.pg_post_link || !form.pg_back_link)
          return refuse(response, script, '2', 'Не заданы обязательные параметры');
        const saving: CardSaving = {
          id: newId(),
          userId: form.pg_user_id,
          orderId: form.pg_order_id ?? '',
          postLink: form.pg_post_link,
          backLink: form.pg_back_link,
          status: 'new',
        };
        savings.set(saving.id, saving);
        const key = randomBytes(16).toString('hex');
        pages.set(key, { saving: saving.id });
        return answer(response, script, {
          pg_payment_id: saving.id,
          pg_merchant_id: merchantId,
          pg_order_id: saving.orderId,
          pg_redirect_url: `${baseUrl}/v1/merchant/${merchantId}/cardstorage/view?pg_payment_id=${key}`,
          pg_status: 'ok',
          pg_type: 'init',
        });
      }
      case 'card/init': {
        const payment = order();
        const card = cards.get(form.pg_card_token ?? '');
        if (!payment) return refuse(response, script, '2', 'Не заданы обязательные параметры платежа');
        if (!card || card.userId !== form.pg_user_id) return refuse(response, script, '1002', 'Карта не найдена');
        payments.set(payment.id, {
          ...payment,
          cardToken: card.token,
          pan: card.pan,
          holder: card.holder,
          expiry: `${card.month}/${card.year}`,
        });
        return answer(response, script, {
          pg_payment_id: payment.id,
          pg_merchant_id: merchantId,
          pg_order_id: payment.orderId,
          pg_status: 'ok',
        });
      }
      case 'card/direct': {
        const payment = payments.get(form.pg_payment_id ?? '');
        if (!payment?.cardToken) return refuse(response, script, '340', 'Платёж не найден');
        if (payment.status !== 'new') return refuse(response, script, '120', 'Неверный статус платежа');
        const approved = !['decline', 'funds_later'].includes(behaviourOf(payment.pan ?? ''));
        payment.status = approved ? 'success' : 'failed';
        payment.failure = approved ? undefined : 'Недостаточно средств';
        // The merchant hears the result by its result URL too, after this answer.
        setImmediate(() => void notifyResult(payment));
        if (!approved)
          return answer(response, script, {
            pg_status: 'error',
            pg_payment_id: payment.id,
            pg_failure_description: payment.failure ?? '',
          });
        return answer(response, script, { pg_status: 'ok', pg_payment_id: payment.id, pg_order_id: payment.orderId });
      }
      case '/revoke.php': {
        const payment = payments.get(form.pg_payment_id ?? '');
        if (!payment) return refuse(response, script, '340', 'Платёж не найден');
        if (payment.status !== 'success') return refuse(response, script, '120', 'Неверный статус платежа');
        const asked = minorUnits(form.pg_refund_amount) ?? 0;
        const amount = asked === 0 ? payment.amount - payment.refunded : asked;
        if (amount <= 0 || amount > payment.amount - payment.refunded)
          return refuse(response, script, '3', 'Сумма возврата больше остатка платежа');
        payment.refunded += amount;
        return answer(response, script, { pg_status: 'ok', pg_payment_id: payment.id });
      }
      case '/get_status3.php': {
        const payment = form.pg_payment_id
          ? payments.get(form.pg_payment_id)
          : [...payments.values()].reverse().find((candidate) => candidate.orderId === form.pg_order_id);
        if (!payment || (form.pg_order_id && payment.orderId !== form.pg_order_id))
          return refuse(response, script, '340', 'Платёж не найден');
        return answer(response, script, {
          pg_status: 'ok',
          pg_payment_id: payment.id,
          pg_order_id: payment.orderId,
          pg_amount: decimal(payment.amount),
          pg_currency: payment.currency,
          pg_payment_status: payment.status === 'success' ? 'success' : payment.status === 'failed' ? 'failed' : 'new',
          pg_refund_amount: payment.refunded > 0 ? `-${decimal(payment.refunded)}` : '0',
          pg_captured: payment.status === 'success' ? '1' : '0',
          pg_card_pan: payment.pan ? cardHash(payment.pan) : '',
          pg_create_date: paymentDate(payment.createdAt),
          ...(payment.failure ? { pg_failure_description: payment.failure } : {}),
        });
      }
      default:
        return refuse(response, script, '404', 'Нет такого метода');
    }
  }

  // ---- The server

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', baseUrl);
    const body = request.method === 'POST' ? await readBody(request) : '';
    const form: Form = Object.fromEntries(new URLSearchParams(body));
    if (request.method === 'GET' && url.pathname === '/pay.html') {
      const session = pages.get(url.searchParams.get('customer') ?? '');
      const payment = session?.payment ? payments.get(session.payment) : undefined;
      if (!payment) return html(response, messagePage('Платёж не найден', 'Ссылка на оплату устарела.'), 404);
      return html(response, payFormOf(payment, url.searchParams.get('customer') ?? ''));
    }
    if (request.method === 'POST' && url.pathname === '/pay.html') {
      const key = form.customer ?? '';
      const payment = payments.get(pages.get(key)?.payment ?? '');
      return cardTyped(response, key, form, (error) => (payment ? payFormOf(payment, key, error) : ''));
    }
    const view = /^\/v1\/merchant\/[^/]+\/cardstorage\/view$/.test(url.pathname);
    if (view && request.method === 'GET') {
      const key = url.searchParams.get('pg_payment_id') ?? '';
      if (!pages.get(key)?.saving) return html(response, messagePage('Страница устарела', 'Начните заново.'), 404);
      return html(response, saveFormOf(url.pathname, key));
    }
    if (view && request.method === 'POST') {
      return cardTyped(response, form.key ?? '', form, (error) => saveFormOf(url.pathname, form.key ?? '', error));
    }
    if (request.method === 'POST' && url.pathname === '/acs') {
      const card = pages.get(form.key ?? '')?.pendingCard;
      return complete(response, form.key ?? '', form.code === THREE_DS_CODE ? card : undefined, '3-D Secure не пройден');
    }
    if (request.method === 'POST') return api(response, url, form);
    return html(
      response,
      messagePage('Симулятор Freedom Pay', 'Платёжная система для разработки и тестов Kerben.'),
      request.url === '/' ? 200 : 404,
    );
  }

  const payFormOf = (payment: SimPayment, key: string, error?: string) =>
    cardPage({
      title: 'Оплата картой',
      summary: `${payment.description}: ${decimal(payment.amount)} ${payment.currency}`,
      action: '/pay.html',
      button: 'Оплатить',
      fields: { customer: key },
      error,
    });
  const saveFormOf = (path: string, key: string, error?: string) =>
    cardPage({
      title: 'Сохранение карты',
      summary:
        'Карта сохранится в платёжной системе для оплаты в магазине одним нажатием. Банк может временно заблокировать и сразу вернуть небольшую сумму.',
      action: path,
      button: 'Сохранить карту',
      fields: { key },
      error,
    });

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, 'text/plain', String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url: baseUrl,
    payments,
    cards,
    /** Every callback sent, with the merchant's answer. */
    callbacks,
    /** 'hold' keeps callbacks instead of sending them (a callback that never comes); 'send' sends them. */
    holdCallbacks(hold: boolean) {
      state.callbacks = hold ? 'hold' : 'send';
    },
    /** Sends the callbacks held so far. */
    async releaseHeld() {
      for (const work of held.splice(0)) await work();
    },
    /** Waits until every callback under way has been sent and answered. */
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    /**
     * The result callback of a payment once more, with fields changed (a forged one: `pg_sig`
     * given, or the signature left as made from the changed fields).
     */
    sendResult(paymentId: string, overrides: Form = {}) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      return sendCallback(payment.resultUrl, resultFields(payment, overrides), false);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PaymentSimulator = Awaited<ReturnType<typeof startPaymentSimulator>>;
