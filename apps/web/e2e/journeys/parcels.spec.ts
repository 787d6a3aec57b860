/**
 * Warehouses and parcels (issue 10): the admin adds a warehouse and opens it by another name;
 * receives a parcel for a customer with the wizard (the price follows the rule as it is typed),
 * finds it by its track number typed another way, moves it on in bulk, reads its history and prints
 * its label, whose barcode really scans as the track number; the customer sees it with its history
 * on /user and /user/tracking; an anonymous visitor tracks it on the home page and learns nothing
 * about the customer. Last, the main pages at 1440 and 360 px, saved as screenshots to look at.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import sharp from 'sharp';
import {
  api,
  atPath,
  test as base,
  type Customer,
  deliveryAddress,
  expect,
  headerAction,
  login,
  shoot,
  signIn,
  TAKING_PICTURES,
} from '../fixtures';

const RECEIVED = 'Получен, готов к отправке';
const IN_TRANSIT = 'Ваша посылка в пути';
// The reference ids the API takes for parcels made through it (the UI names them).
const USA_CHICAGO = 3;
const KYRGYZSTAN = 8;
const IN_TRANSIT_ID = 5;

/** A track number of its own for each test: 1Z, 12 hex digits, US (16 characters). */
function newTrackNumber() {
  return `1Z${randomBytes(6).toString('hex').toUpperCase()}US`;
}

/** The same number as a person might type it: lower case, in groups of 4 split by spaces and dashes. */
function otherSpelling(track: string) {
  const groups = track.toLowerCase().match(/.{1,4}/g) ?? [];
  return ` ${groups.map((group, index) => (index === 0 ? group : `${index % 2 ? ' ' : '-'}${group}`)).join('')} `;
}

/** Chooses an option of a Mantine Select inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  // Not exact: a required field's label ends with an asterisk.
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the page's lists have arrived (no loading placeholders left). */
async function loaded(page: Page) {
  await expect(page.locator('[aria-busy="true"]'), 'the lists are still loading').toHaveCount(0);
}

interface ParcelSetup {
  /** A new customer with one delivery address. */
  customer: Customer;
  /** That address as the wizard lists it. */
  addressLabel: string;
  chicagoId: number;
  /** The admin's API token. */
  adminToken: string;
  baseURL: string;
}

const test = base.extend<{ setup: ParcelSetup }>({
  setup: async ({ server, admin, registerViaApi, apiLogin }, use) => {
    const suffix = randomBytes(2).toString('hex');
    const customer = await registerViaApi({ firstName: 'Гульнара', lastName: `Трекова${suffix}` });
    const address = deliveryAddress(customer);
    const { access } = await apiLogin(customer.email, customer.password);
    await api(server.baseURL, 'POST', '/api/address/create/', address, access);
    const adminToken = (await apiLogin(admin.email, admin.password)).access;
    const warehouses = await api<{ results: { id: number; name: string }[] }>(
      server.baseURL,
      'GET',
      '/api/warehouses/list/',
      undefined,
      adminToken,
    );
    const chicago = warehouses.results.find((warehouse) => warehouse.name === 'Чикаго');
    if (!chicago) throw new Error(`no warehouse Чикаго in ${JSON.stringify(warehouses.results)}`);
    await use({
      customer,
      addressLabel: `${address.full_name}, ${address.city}, ${address.address}`,
      chicagoId: chicago.id,
      adminToken,
      baseURL: server.baseURL,
    });
  },
});

/** A parcel received in Chicago for the customer, through the API (Chicago -> Kyrgyzstan, 10 kg). */
async function createParcel(setup: ParcelSetup, values: { name: string; track_number: string } & Record<string, unknown>) {
  const parcel = {
    unique_id_user: setup.customer.uniqueId,
    warehouse: setup.chicagoId,
    country_of_origin: USA_CHICAGO,
    country_of_destination: KYRGYZSTAN,
    weight: 10,
    ...values,
  };
  return api<{ id: number }>(setup.baseURL, 'POST', '/api/warehouses/product/create/', parcel, setup.adminToken);
}

/** Reads the barcode in a PNG as a scanner would: ZXing on the pixels' luminance. */
async function decodeBarcode(png: Buffer) {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one grey channel, got ${info.channels}`);
  const luminances = new Uint8ClampedArray(data.buffer, data.byteOffset, info.width * info.height);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, info.width, info.height)));
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const result = reader.decode(bitmap, hints);
  return { text: result.getText(), format: BarcodeFormat[result.getBarcodeFormat()] };
}

test('parcels: the admin adds a warehouse and opens it by its other name', async ({ page, admin }) => {
  const suffix = randomBytes(3).toString('hex');
  const name = `Ош ${suffix}`;
  const alias = `osh-${suffix}`;

  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/warehouses');
  await expect(page.getByRole('heading', { level: 1, name: 'Склады' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Чикаго' })).toBeVisible();

  await headerAction(page, 'Добавить склад').click();
  const dialog = page.getByRole('dialog', { name: 'Добавить склад' });
  await dialog.getByLabel('Название склада').fill(name);
  await choose(page, dialog, 'Страна', 'Кыргызстан');
  // Upper case on purpose: other names are kept in lower case and found in any case.
  await dialog.getByLabel('Другие названия').fill(`${alias.toUpperCase()}, ош-${suffix}`);
  await dialog.getByLabel('Адрес склада').fill('ул. Ленина, 1, Ош');
  await dialog.getByRole('button', { name: 'Добавить склад', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Склад «${name}» добавлен`)).toBeVisible();

  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Кыргызстан', { exact: true })).toBeVisible();
  await expect(card.getByText('ул. Ленина, 1, Ош', { exact: true })).toBeVisible();
  await expect(card.getByText('0 посылок', { exact: true })).toBeVisible();

  // The card opens the warehouse by its first other name.
  await card.getByRole('link', { name: `Посмотреть посылки склада ${name}` }).click();
  await expect(page).toHaveURL(atPath(`/admin/warehouses/${alias}`));
  await expect(page.getByRole('heading', { level: 1, name: `Склад - ${name}` })).toBeVisible();
  await expect(page.getByText('В ожидании пополнения товара!')).toBeVisible();

  // Typed into the address bar: the other name, another of them, and the name itself in any case.
  for (const slug of [alias, `ош-${suffix}`, name.toUpperCase()]) {
    await page.goto(`/admin/warehouses/${encodeURIComponent(slug)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Склад - ${name}` }), `/admin/warehouses/${slug}`).toBeVisible();
  }
  await page.goto(`/admin/warehouses/no-such-${suffix}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Склад не найден' })).toBeVisible();
});

test('parcels: storage past the free days costs the customer a fee, and the operator finds it', async ({
  page,
  admin,
  setup,
  newPage,
}, testInfo) => {
  const suffix = randomBytes(3).toString('hex');
  const name = `Нарын ${suffix}`;
  const warehouse = await api<{ id: number }>(
    setup.baseURL,
    'POST',
    '/api/warehouses/create/',
    { name, aliases: `naryn-${suffix}` },
    setup.adminToken,
  );

  // The admin sets the warehouse's terms: no free days, $1.25 a day.
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/warehouses');
  await page.getByRole('button', { name: `Изменить склад ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменить склад' });
  await expect(dialog.getByLabel('Бесплатное хранение, дней')).toHaveValue('30');
  await dialog.getByLabel('Бесплатное хранение, дней').fill('0');
  await dialog.getByLabel('Плата за хранение, USD в день').fill('1.25');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  const parcelName = `Палатка ${suffix}`;
  await createParcel(setup, { name: parcelName, track_number: newTrackNumber(), warehouse: warehouse.id });
  await createParcel(setup, {
    name: `Ушла ${suffix}`,
    track_number: newTrackNumber(),
    warehouse: warehouse.id,
    status: IN_TRANSIT_ID,
  });

  // The customer sees what the stay costs.
  const own = await newPage();
  await signIn(own, setup.customer.email, setup.customer.password);
  await own.goto('/user');
  const row = own.getByRole('row').filter({ hasText: parcelName });
  await expect(row.getByText('Платное хранение: $1.25 (1 день на складе)')).toBeVisible();
  await shoot(own, 'storage-customer-1440', testInfo);
  await own.setViewportSize({ width: 360, height: 800 });
  await expect(own.getByText('Платное хранение: $1.25 (1 день на складе)').first()).toBeVisible();
  await shoot(own, 'storage-customer-360', testInfo);

  // The operator filters the warehouse to paid storage: only that parcel, its fee in the column.
  await page.goto(`/admin/warehouses/naryn-${suffix}`);
  await loaded(page);
  await expect(page.getByRole('row').filter({ hasText: `Ушла ${suffix}` })).toBeVisible();
  await choose(page, page.getByRole('region', { name: 'Фильтры' }), 'Хранение', 'Платное хранение');
  await expect(page).toHaveURL(/storage=paid/);
  await loaded(page);
  await expect(page.getByRole('row').filter({ hasText: `Ушла ${suffix}` })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: parcelName }).getByText('$1.25')).toBeVisible();
  await shoot(page, 'storage-operator-1440', testInfo);
});

test('parcels: a parcel goes from the wizard to its label, the customer and a visitor', async ({
  page,
  admin,
  setup,
  newPage,
}) => {
  test.setTimeout(90_000);
  const { customer } = setup;
  const suffix = randomBytes(3).toString('hex');
  const parcelName = `Кроссовки ${suffix}`;
  const track = newTrackNumber();
  // Another parcel of the same customer in the same warehouse, which the track filter must leave out.
  const otherName = `Книги ${suffix}`;
  await createParcel(setup, { name: otherName, track_number: newTrackNumber() });

  // The wizard, on the Chicago page.
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/warehouses/chicago');
  await expect(page.getByRole('heading', { level: 1, name: 'Склад - Чикаго' })).toBeVisible();
  await headerAction(page, 'Добавить посылку').click();
  const wizard = page.getByRole('dialog', { name: 'Добавить посылку' });
  await expect(wizard).toBeVisible();
  await wizard.getByLabel('Название посылки').fill(parcelName);
  await expect(wizard.getByLabel('Склад'), 'the open warehouse is preselected').toHaveValue('Чикаго');
  await expect(wizard.getByLabel('Страна отправки'), 'parcels received in Chicago come from there').toHaveValue('США (Чикаго)');
  await wizard.getByLabel('Трек-номер').fill(track);
  await choose(page, wizard, 'Курьерская служба', 'UPS');
  await choose(page, wizard, 'Страна прибытия', 'Кыргызстан');
  await expect(wizard.getByText('Введите вес: стоимость доставки посчитается по тарифу.')).toBeVisible();

  // The price follows the rule as the weight and the dimensions are typed: 12 $/kg from Chicago.
  await wizard.getByLabel('Вес (кг)').fill('10');
  await expect(wizard.getByText('Стоимость доставки по тарифу: 120.00 $')).toBeVisible();
  await expect(wizard.getByText('(12 $/кг × 10.00 кг)', { exact: true })).toBeVisible();
  await wizard.getByLabel('Ширина (см)').fill('50');
  await wizard.getByLabel('Длина (см)').fill('60');
  await wizard.getByLabel('Высота (см)').fill('40');
  // 60 x 50 x 40 / 6000 = 20 kg of volumetric weight, more than the 10 kg it weighs.
  await expect(wizard.getByText('Стоимость доставки по тарифу: 240.00 $')).toBeVisible();
  await expect(wizard.getByText('(12 $/кг × 20.00 кг объёмного веса)', { exact: true })).toBeVisible();
  await wizard.getByRole('button', { name: 'Продолжить', exact: true }).click();

  // Step 2: a new parcel is received; an empty price is the rule's.
  await expect(wizard.getByLabel('Статус', { exact: true })).toHaveValue(RECEIVED);
  await expect(wizard.getByText('По тарифу: 240.00 $. Оставьте пустым, чтобы применить тариф.')).toBeVisible();
  await wizard.getByRole('button', { name: 'Продолжить', exact: true }).click();

  // Step 3: the client by their code (typed in lower case); their only address is taken.
  await wizard.getByLabel('Код клиента').fill(customer.uniqueId.toLowerCase());
  const match = wizard.getByRole('radio', {
    name: new RegExp(`#${customer.uniqueId} · ${customer.firstName} ${customer.lastName}`),
  });
  await expect(match, 'the exact code picks its client').toBeChecked();
  await expect(wizard.getByLabel('Адрес доставки')).toHaveValue(setup.addressLabel);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/warehouses/product/create/') && response.request().method() === 'POST',
  );
  await wizard.getByRole('button', { name: 'Добавить посылку', exact: true }).click();
  const answer = await created;
  expect(answer.status(), 'the server accepts the parcel').toBe(201);
  const parcel = (await answer.json()) as { id: number; price: number };
  expect(parcel.price, 'the server prices it by the same rule').toBe(240);
  await expect(wizard).toBeHidden();
  await expect(page.getByText(`Посылка «${parcelName}» добавлена клиенту #${customer.uniqueId}`)).toBeVisible();
  await expect(page.getByRole('cell', { name: parcelName }).getByText(parcelName, { exact: true })).toBeVisible();
  await expect(page.getByText(otherName, { exact: true })).toBeVisible();

  // The track number filter, typed another way: only this parcel is left.
  const filters = page.getByRole('region', { name: 'Фильтры' });
  const typed = otherSpelling(track);
  await filters.getByLabel('Трек-номер').fill(typed);
  await expect(page).toHaveURL(atPath('/admin/warehouses/chicago', { track: typed.trim() }));
  await loaded(page);
  const rowBoxes = page.getByRole('checkbox', { name: /^Выбрать строку / });
  await expect(rowBoxes).toHaveCount(1);
  await expect(page.getByText(otherName, { exact: true }), 'the other parcel is filtered out').toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: parcelName });
  await expect(row).toContainText(`№${parcel.id} · #${customer.uniqueId}`);
  await expect(row).toContainText(track);
  await expect(row).toContainText(RECEIVED);

  // Selected, moved on in bulk.
  await page.getByRole('checkbox', { name: `Выбрать строку ${parcel.id}`, exact: true }).check();
  await expect(page.getByText('Выбрана 1 строка')).toBeVisible();
  await page.getByRole('button', { name: 'Изменить', exact: true }).click();
  const bulk = page.getByRole('dialog', { name: 'Изменить 1 посылку' });
  await choose(page, bulk, 'Статус', IN_TRANSIT);
  await bulk.getByRole('button', { name: 'Изменить 1 посылку', exact: true }).click();
  await expect(bulk).toBeHidden();
  await expect(page.getByText('Изменена 1 посылка')).toBeVisible();
  await expect(row).toContainText(IN_TRANSIT);

  // The details: what was typed, and both statuses in the history, oldest first.
  await page.getByRole('button', { name: `Подробнее о посылке ${parcelName} (№${parcel.id})`, exact: true }).click();
  const details = page.getByRole('dialog', { name: parcelName });
  await expect(details).toBeVisible();
  await expect(details).toContainText(`#${customer.uniqueId} · ${customer.firstName} ${customer.lastName}`);
  await expect(details).toContainText('США (Чикаго) → Кыргызстан');
  await expect(details).toContainText('60 × 50 × 40');
  await expect(details).toContainText('240.00');
  const history = details.getByRole('heading', { name: 'История статусов' }).locator('..');
  await expect(history).toContainText(new RegExp(`${RECEIVED}[\\s\\S]*${IN_TRANSIT}`));

  // The label opens in a new tab; its barcode holds the track number and really scans as it.
  const [labels] = await Promise.all([
    page.waitForEvent('popup'),
    details.getByRole('link', { name: 'Печать этикетки', exact: true }).click(),
  ]);
  await expect(labels).toHaveURL(atPath('/admin/labels', { ids: String(parcel.id) }));
  const label = labels.getByRole('article', { name: `Этикетка посылки №${parcel.id}` });
  await expect(label).toBeVisible();
  await expect(label).toContainText(`#${customer.uniqueId}`);
  await expect(label).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(label).toContainText('Кыргызстан');
  await expect(label).toContainText('10 кг');
  await expect(label).toContainText(parcelName);
  const barcode = label.getByTestId('label-barcode');
  await expect(barcode).toHaveAttribute('data-value', track);
  await expect(barcode).toHaveAccessibleName(`Штрихкод ${track}`);
  await expect(label.getByText(track, { exact: true }), 'the number is printed under the bars').toBeVisible();
  // Scanned as printed: print media at 192 dpi (label printers have 203 dpi or more). On a 96 dpi
  // screen a module of 0.5 mm is 1.9 pixels, too uneven for a decoder to read every number.
  const printed = await newPage({ deviceScaleFactor: 2, storageState: await page.context().storageState() });
  await printed.emulateMedia({ media: 'print' });
  await printed.goto(labels.url());
  const printedBarcode = printed.getByRole('article', { name: `Этикетка посылки №${parcel.id}` }).getByTestId('label-barcode');
  await expect(printedBarcode).toHaveAttribute('data-value', track);
  const scanned = await decodeBarcode(await printedBarcode.screenshot());
  expect(scanned, 'the printed barcode scans as the track number').toEqual({ text: track, format: 'CODE_128' });
  await labels.close();
  await printed.close();

  // The customer, signed in through the form, sees it moved on.
  const own = await newPage();
  await login(own, customer.email, customer.password);
  await expect(own).toHaveURL(atPath('/user'));
  const ownRow = own.getByRole('row').filter({ hasText: parcelName });
  await expect(ownRow).toContainText(IN_TRANSIT);
  await expect(ownRow).toContainText(track);
  await expect(ownRow).toContainText('$240.00');
  await ownRow.getByRole('button', { name: parcelName, exact: true }).click();
  const ownDetails = own.getByRole('dialog', { name: parcelName });
  const timeline = ownDetails.getByRole('list', { name: 'История статусов' }).getByRole('listitem');
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(0)).toContainText(RECEIVED);
  await expect(timeline.nth(1)).toContainText(IN_TRANSIT);
  await expect(timeline.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(ownDetails).toContainText('Чикаго');
  await ownDetails.getByRole('button', { name: 'Закрыть', exact: true }).click();
  await expect(ownDetails).toBeHidden();

  // Their tracking page finds it by the number too.
  await own.getByRole('link', { name: 'Отслеживание доставки', exact: true }).filter({ visible: true }).first().click();
  await expect(own).toHaveURL(atPath('/user/tracking'));
  await own.getByLabel('Трек-номер', { exact: true }).fill(track);
  await own.getByRole('button', { name: 'Отследить', exact: true }).click();
  await expect(own).toHaveURL(atPath('/user/tracking', { track }));
  await expect(own.getByRole('heading', { name: track, exact: true })).toBeVisible();
  const ownTimeline = own.getByRole('list', { name: 'История статусов' }).getByRole('listitem');
  await expect(ownTimeline).toHaveCount(2);
  await expect(ownTimeline.nth(1)).toContainText(IN_TRANSIT);
  await own.getByRole('button', { name: 'Подробнее о посылке', exact: true }).click();
  await expect(own.getByRole('dialog', { name: parcelName })).toContainText('$240.00');

  // An anonymous visitor tracks it on the home page: where it is, nothing about whose it is.
  const visitor = await newPage();
  // The widget loads as the visitor scrolls to it; a link to it loads it at once.
  await visitor.goto('/#tracking');
  const widget = visitor.getByRole('region', { name: 'Отследить посылку' });
  await widget.getByLabel('Трек-номер', { exact: true }).fill(otherSpelling(track));
  const tracked = visitor.waitForResponse((response) => response.url().includes('/api/warehouses/product/get/'));
  await widget.getByRole('button', { name: 'Отследить', exact: true }).click();
  const publicAnswer = JSON.stringify(await (await tracked).json());
  await expect(widget.getByRole('heading', { name: track, exact: true })).toBeVisible();
  await expect(widget.getByText(IN_TRANSIT, { exact: true }).first()).toBeVisible();
  await expect(widget).toContainText('Чикаго');
  await expect(widget).toContainText('США (Чикаго) → Кыргызстан');
  const publicTimeline = widget.getByRole('list', { name: 'История статусов' }).getByRole('listitem');
  await expect(publicTimeline).toHaveCount(2);
  await expect(publicTimeline.nth(0)).toContainText(RECEIVED);
  await expect(publicTimeline.nth(1)).toContainText(IN_TRANSIT);
  const body = visitor.locator('body');
  for (const secret of [customer.uniqueId, customer.firstName, customer.lastName, parcelName, '240.00', 'Токтогула']) {
    await expect(body, `the visitor sees no "${secret}"`).not.toContainText(secret);
    expect(publicAnswer, `the public answer holds no "${secret}"`).not.toContain(secret);
  }
  for (const key of ['"price"', '"unique_id', '"client"', '"parcel"', '"address"']) {
    expect(publicAnswer, `the public answer has no ${key}`).not.toContain(key);
  }
  await expect(widget.getByRole('link', { name: 'Открыть в личном кабинете' })).toHaveCount(0);
});

// CI walks these pages at 360 px, where a layout breaks first; the 1440 px walk is for the pictures.
for (const width of TAKING_PICTURES ? [1440, 360] : [360]) {
  test(`parcels: the main pages at ${width} px`, async ({ newPage, admin, setup }, testInfo) => {
    test.setTimeout(90_000);
    const viewport = { width, height: width > 600 ? 900 : 740 };
    const { customer } = setup;
    const suffix = randomBytes(3).toString('hex');
    const parcelName = `Куртка зимняя ${suffix}`;
    const track = `9400${randomBytes(9).toString('hex').slice(0, 18)}`.toUpperCase();
    const { id } = await createParcel(setup, {
      name: parcelName,
      track_number: track,
      status: IN_TRANSIT_ID,
      width: 50,
      length: 60,
      height: 40,
    });
    const at = (name: string) => `${name}-${width}`;
    const open = () => newPage({ viewport });

    const adminPage = await open();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.goto('/admin/warehouses');
    await expect(adminPage.getByRole('article', { name: 'Чикаго' })).toBeVisible();
    await loaded(adminPage);
    await shoot(adminPage, at('01-admin-warehouses'), testInfo);

    await adminPage.goto(`/admin/warehouses/chicago?track=${track}`);
    await expect(adminPage.getByText(parcelName, { exact: true })).toBeVisible();
    await loaded(adminPage);
    await adminPage.getByRole('checkbox', { name: `Выбрать строку ${id}`, exact: true }).check();
    await shoot(adminPage, at('02-admin-warehouse-page'), testInfo);

    await adminPage.getByRole('button', { name: 'Изменить', exact: true }).click();
    const bulk = adminPage.getByRole('dialog', { name: 'Изменить 1 посылку' });
    await expect(bulk).toBeVisible();
    await shoot(adminPage, at('03-admin-bulk-change'), testInfo, { window: true });
    await bulk.getByRole('button', { name: 'Отмена', exact: true }).click();
    await expect(bulk).toBeHidden();

    await adminPage.getByRole('button', { name: `Подробнее о посылке ${parcelName} (№${id})`, exact: true }).click();
    const details = adminPage.getByRole('dialog', { name: parcelName });
    await expect(details.getByRole('heading', { name: 'История статусов' }).locator('..')).toContainText(IN_TRANSIT);
    await shoot(adminPage, at('04-admin-parcel-details'), testInfo, { window: true });
    await details.getByRole('button', { name: 'Закрыть', exact: true }).click();
    await expect(details).toBeHidden();

    await headerAction(adminPage, 'Добавить посылку').click();
    const wizard = adminPage.getByRole('dialog', { name: 'Добавить посылку' });
    await wizard.getByLabel('Название посылки').fill('Пальто');
    await choose(adminPage, wizard, 'Страна прибытия', 'Кыргызстан');
    await wizard.getByLabel('Вес (кг)').fill('2.5');
    await expect(wizard.getByText('Стоимость доставки по тарифу: 30.00 $')).toBeVisible();
    await shoot(adminPage, at('05-admin-wizard-step1'), testInfo, { window: true });
    await wizard.getByRole('button', { name: 'Продолжить', exact: true }).click();
    await wizard.getByRole('button', { name: 'Продолжить', exact: true }).click();
    await wizard.getByLabel('Код клиента').fill(customer.uniqueId);
    await expect(wizard.getByLabel('Адрес доставки')).toHaveValue(setup.addressLabel);
    await shoot(adminPage, at('06-admin-wizard-step3'), testInfo, { window: true });

    await adminPage.goto(`/admin/labels?ids=${id}`);
    await expect(adminPage.getByTestId('label-barcode')).toHaveAttribute('data-value', track);
    await shoot(adminPage, at('07-admin-labels'), testInfo);

    const own = await open();
    await login(own, customer.email, customer.password);
    await expect(own.getByText(parcelName, { exact: true })).toBeVisible();
    await loaded(own);
    await shoot(own, at('08-user-parcels'), testInfo);
    await own.getByRole('button', { name: parcelName, exact: true }).click();
    const ownDetails = own.getByRole('dialog', { name: parcelName });
    await expect(ownDetails.getByRole('list', { name: 'История статусов' })).toBeVisible();
    await shoot(own, at('09-user-parcel-details'), testInfo, { window: true });

    await own.goto(`/user/tracking?track=${track}`);
    await expect(own.getByRole('list', { name: 'История статусов' })).toBeVisible();
    await shoot(own, at('10-user-tracking'), testInfo);

    const visitor = await open();
    await visitor.goto('/#tracking');
    const widget = visitor.getByRole('region', { name: 'Отследить посылку' });
    await widget.getByLabel('Трек-номер', { exact: true }).fill(track);
    await widget.getByRole('button', { name: 'Отследить', exact: true }).click();
    await expect(widget.getByRole('list', { name: 'История статусов' })).toBeVisible();
    await shoot(widget, at('11-home-tracking'), testInfo);
  });
}
