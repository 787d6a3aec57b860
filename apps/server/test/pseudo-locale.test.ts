import { localizedCatalogues, registerTranslations } from '@kerben/domain';
import * as en from '@kerben/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from 'zod/locales';
import { makeParcel } from './fixtures/parcels';
import { type HttpMethod, useTestApp } from './helpers';

// The server's pseudo-locale check (docs/i18n.md#checks): every catalogue is registered as English
// with each Russian text wrapped in ⟦…⟧, and requests that go wrong in many ways must answer only
// wrapped texts. A text that is not wrapped was written outside a catalogue (or read from one too
// early, at module load), and would stay Russian for a Kyrgyz or English reader.

const { t, actors: a } = useTestApp({ actors: true });

function pseudo(value: unknown): unknown {
  if (typeof value === 'string') return `⟦${value}⟧`;
  if (typeof value === 'function') return (...args: unknown[]) => pseudo((value as (...a: unknown[]) => unknown)(...args));
  if (Array.isArray(value)) return value.map(pseudo);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudo(v)]));
  return value;
}

const russianZod = ru().localeError;

const signedIn = () => [a.customerA, a.customerB, a.operator, a.admin];
const speak = (language: string) =>
  Promise.all(
    signedIn().map((actor) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/profile/', headers: actor.headers, payload: { language } }),
    ),
  );

beforeAll(async () => {
  // The actors' accounts read English, the pseudo-language's place, as would the browser of a visitor.
  await speak('en');
  const catalogues = Object.fromEntries(Object.entries(localizedCatalogues()).map(([name, russian]) => [name, pseudo(russian)]));
  registerTranslations('en', {
    ...catalogues,
    ZOD_LOCALE: (issue: Parameters<typeof russianZod>[0]) => pseudo(russianZod(issue)),
  });
});
afterAll(async () => {
  registerTranslations('en', en);
  await speak('ru');
});

/** Every text of an answer, wherever it sits. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

type Actor = { headers: Record<string, string> };
type Case = [what: string, method: HttpMethod, url: string, actor: () => Actor, payload?: object | string];

const cases: Case[] = [
  ['registration without fields', 'POST', '/api/users/register/', () => a.anonymous, {}],
  [
    'registration with every field wrong',
    'POST',
    '/api/users/register/',
    () => a.anonymous,
    { first_name: ' ', last_name: 'x'.repeat(101), email: 'no', phone_number: 'abc', password: 'short', password2: 'other' },
  ],
  [
    'sign-in with the wrong password',
    'POST',
    '/api/users/login/',
    () => a.anonymous,
    { email: 'nobody@example.kg', password: 'wrong-pass' },
  ],
  [
    'sign-in with a field it does not take',
    'POST',
    '/api/users/login/',
    () => a.anonymous,
    { email: 'x@example.kg', password: 'p', role: 'admin' },
  ],
  ['a profile without signing in', 'GET', '/api/users/profile/', () => a.anonymous],
  ['an admin list to a customer', 'GET', '/api/add_user_for_admin/list/', () => a.customerA],
  ['a bad page of a list', 'GET', '/api/add_user_for_admin/list/?page=0&page_size=1000', () => a.admin],
  [
    'a profile change with wrong fields',
    'PATCH',
    '/api/users/profile/',
    () => a.customerA,
    { first_name: '', phone_number: 'x', language: 'de' },
  ],
  ['a wrong activation code', 'POST', '/api/users/activation_account/', () => a.anonymous, { email: 'a@example.kg', code: '12' }],
  ['a parcel without fields', 'POST', '/api/warehouses/product/create/', () => a.operator, {}],
  [
    'a parcel with wrong values',
    'POST',
    '/api/warehouses/product/create/',
    () => a.operator,
    {
      name: 'Коробка',
      unique_id_user: 'NOBODY1',
      warehouse: 999999,
      weight: 'heavy',
      country_of_origin: 8,
      country_of_destination: 3,
    },
  ],
  ['a parcel that does not exist', 'GET', '/api/warehouses/product/999999/', () => a.admin],
  ['an address without fields', 'POST', '/api/address/create/', () => a.customerA, {}],
  ['an expected parcel without fields', 'POST', '/api/my_warehouse/add/', () => a.customerA, {}],
  ['a shipment without fields', 'POST', '/api/shipments/', () => a.operator, {}],
  ['a consolidation of one parcel', 'POST', '/api/consolidations/', () => a.customerA, { parcels: [1] }],
  ['a card with wrong fields', 'POST', '/api/billing/add/', () => a.customerA, { number: '1234', end_date: '13-2020', cvv: 'x' }],
  ['rates with wrong values', 'PATCH', '/api/settings/rates/', () => a.admin, { usd_kgs: 'abc', usd_rub: -1 }],
  [
    'customs settings with wrong values',
    'PATCH',
    '/api/settings/customs/',
    () => a.admin,
    { value_limit_eur: 'x', rate_percent: 500 },
  ],
  ['a tariff with nothing in it', 'PATCH', '/api/tariffs/', () => a.admin, { effective_from: 'tomorrow' }],
  ['a ledger adjustment without fields', 'POST', '/api/ledger/adjustments/', () => a.admin, {}],
  ['a desk payment without fields', 'POST', '/api/desk/payments/', () => a.operator, {}],
  ['a category without a name', 'POST', '/api/categories/create/', () => a.admin, {}],
  ['a warehouse without fields', 'POST', '/api/warehouses/create/', () => a.admin, {}],
  ['a broken JSON body', 'POST', '/api/users/login/', () => ({ headers: { 'content-type': 'application/json' } }), '{"email":'],
  ['a route that does not exist', 'GET', '/api/no-such-route/', () => a.anonymous],
];

describe('the server in a pseudo-language', () => {
  it.each(cases)('answers %s with catalogue texts only', async (_what, method, url, actor, payload) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...actor().headers, 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    const texts = textsOf(res.json());
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => !/^⟦[\s\S]*⟧$/.test(text))).toEqual([]);
  });

  it('refuses to delete a warehouse with parcels in catalogue words, nouns counted', async () => {
    await makeParcel(t, a.admin, a.customerA);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/warehouses/delete/14/',
      headers: { ...a.admin.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ detail: string }>().detail).toMatch(/^⟦[\s\S]*⟦[\s\S]*⟧[\s\S]*⟧$/);
  });
});
