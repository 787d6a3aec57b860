/**
 * Catalogue: the admin manages categories, shop sites, company logos and promo products; a visitor
 * sees every change on /catalog and /markets without reloading anything by hand.
 */
import { randomBytes } from 'node:crypto';
import { assert, eventually, expectNoText, expectText, login } from '../lib.mjs';

// An 8x8 blue PNG: small, but a real image the server's type check accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mPgcjmGFTEMLQkAx05FAU4GyhAAAAAASUVORK5CYII=',
  'base64',
);
const pngFile = (name) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The header action button (the layout shows a wide and a narrow copy; one is visible). */
function headerAction(page, name) {
  return page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
}

/** The open dialog with this title. */
function dialog(page, title) {
  return page.getByRole('dialog', { name: title });
}

/** Chooses an option of a Mantine Select inside `scope`. */
async function choose(page, scope, label, option) {
  // Not exact: a required field's label ends with an asterisk.
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the page's lists have arrived (no loading placeholders left). */
async function loaded(page) {
  await page.waitForLoadState('networkidle');
  await eventually(async () => (await page.locator('[aria-busy="true"]').count()) === 0, {
    message: 'the lists are still loading',
  });
}

/** Clicks Удалить in the confirmation and waits until it is gone. */
async function confirmDelete(page, title) {
  const confirm = dialog(page, title);
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
}

export default [
  {
    name: 'catalog: admin creates, edits and deletes a category, a site, a logo and a product; visitors see each change',
    timeout: 150_000,
    async run({ page, baseUrl, admin, newPage }) {
      const suffix = randomBytes(3).toString('hex');
      const category = `Гаджеты ${suffix}`;
      const site = `Магазин ${suffix}`;
      const siteRenamed = `Супермаркет ${suffix}`;
      const logoHost = `brand-${suffix}.example.com`;
      const product = `Наушники ${suffix}`;
      const productRenamed = `Беспроводные наушники ${suffix}`;

      await login(page, baseUrl, admin.email, admin.password);
      await page.goto(`${baseUrl}/admin/catalog`);

      // A category, from the panel beside the sites.
      await page.getByRole('button', { name: 'Добавить категорию', exact: true }).first().click();
      const categoryDialog = dialog(page, 'Новая категория');
      await categoryDialog.getByLabel('Название категории').fill(category);
      await categoryDialog.getByRole('button', { name: 'Добавить категорию', exact: true }).click();
      await categoryDialog.waitFor({ state: 'hidden' });
      await page.getByRole('list', { name: 'Категории' }).getByText(category, { exact: true }).waitFor();

      // The same name again: the server refuses, the dialog stays open with the message and the text.
      await page.getByRole('button', { name: 'Добавить категорию', exact: true }).first().click();
      await categoryDialog.getByLabel('Название категории').fill(category.toUpperCase());
      await categoryDialog.getByRole('button', { name: 'Добавить категорию', exact: true }).click();
      await categoryDialog.getByText('Категория с таким названием уже существует', { exact: true }).waitFor();
      assert.equal(
        await categoryDialog.getByLabel('Название категории').inputValue(),
        category.toUpperCase(),
        'the typed name stays',
      );
      await categoryDialog.getByRole('button', { name: 'Отмена', exact: true }).click();
      await categoryDialog.waitFor({ state: 'hidden' });

      // A site with a logo, through the header's 'Добавить сайт'.
      await headerAction(page, 'Добавить сайт').click();
      const siteDialog = dialog(page, 'Добавить сайт');
      await siteDialog.getByLabel('Название сайта').fill(site);
      await siteDialog.getByLabel('Ссылка на сайт').fill(`https://shop-${suffix}.example.com/`);
      await choose(page, siteDialog, 'Категория', category);
      await choose(page, siteDialog, 'Страна', 'США (Чикаго)');
      await expectText(page, 'Формат PNG, JPEG, JPG | Максимальный размер файла 5 МБ | 512x512');
      await siteDialog.getByLabel('Логотип').setInputFiles(pngFile('logo.png'));
      await siteDialog.getByRole('img', { name: 'Предпросмотр: logo.png' }).waitFor();
      await siteDialog.getByLabel('Комментарий').fill('Гаджеты и электроника со скидками.');
      await siteDialog.getByRole('button', { name: 'Добавить сайт', exact: true }).click();
      await siteDialog.waitFor({ state: 'hidden' });
      const card = page.getByRole('article', { name: site });
      await card.waitFor();
      await card.getByRole('img', { name: site }).waitFor();

      // Rename it: the edit dialog shows the current values and logo.
      await page.getByRole('button', { name: `Изменить сайт ${site}`, exact: true }).click();
      const editSite = dialog(page, 'Изменить сайт');
      await editSite.getByRole('img', { name: 'Текущее изображение' }).waitFor();
      const nameInput = editSite.getByLabel('Название сайта');
      assert.equal(await nameInput.inputValue(), site, 'the edit dialog starts with the saved name');
      await nameInput.fill(siteRenamed);
      await editSite.getByLabel('Логотип').setInputFiles(pngFile('new-logo.png'));
      await editSite.getByRole('img', { name: 'Предпросмотр: new-logo.png' }).waitFor();
      await editSite.getByRole('button', { name: 'Сохранить', exact: true }).click();
      await editSite.waitFor({ state: 'hidden' });
      await page.getByRole('article', { name: siteRenamed }).waitFor();
      await expectNoText(page, site, { exact: true });

      // A visitor finds it on /catalog, also through the category filter.
      const visitor = await newPage();
      await visitor.goto(`${baseUrl}/catalog`);
      const visitorCard = visitor.getByRole('article', { name: siteRenamed });
      await visitorCard.waitFor();
      const link = visitorCard.getByRole('link', { name: `Перейти на сайт ${siteRenamed} (откроется в новой вкладке)` });
      assert.equal(await link.getAttribute('href'), `https://shop-${suffix}.example.com/`, 'the site link');
      assert.equal(await link.getAttribute('target'), '_blank', 'the site opens in a new tab');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer', 'the new tab gets no handle on the catalogue');
      // Country chips carry their number of sites: "США" and a number.
      await visitor
        .getByRole('radiogroup', { name: 'Страна' })
        .getByText(/^США\s*\d+$/)
        .waitFor();
      await visitor.getByRole('group', { name: 'Категория' }).getByText(category, { exact: true }).click();
      await eventually(() => new URL(visitor.url()).searchParams.getAll('category').length === 1, {
        message: 'the category filter is in the address',
      });
      await expectText(visitor, 'Найден 1 сайт');
      await visitorCard.waitFor();

      // A company logo.
      await page.goto(`${baseUrl}/admin/catalog/companies`);
      await headerAction(page, 'Добавить логотип').click();
      const logoDialog = dialog(page, 'Добавить логотип');
      await logoDialog.getByLabel('Ссылка на сайт').fill(`https://${logoHost}/`);
      await logoDialog.getByLabel('Файл логотипа').setInputFiles(pngFile('brand.png'));
      await logoDialog.getByRole('button', { name: 'Добавить логотип', exact: true }).click();
      await logoDialog.waitFor({ state: 'hidden' });
      await expectText(page, logoHost);

      // A promo product, then a new title for it.
      await page.goto(`${baseUrl}/admin/catalog/products`);
      await headerAction(page, 'Создать товар').click();
      const productDialog = dialog(page, 'Создать товар');
      await productDialog.getByLabel('Название товара').fill(product);
      await productDialog.getByLabel('Ссылка').fill(`https://shop-${suffix}.example.com/headphones`);
      await productDialog.getByLabel('Изображение').setInputFiles(pngFile('headphones.png'));
      await productDialog.getByRole('button', { name: 'Создать товар', exact: true }).click();
      await productDialog.waitFor({ state: 'hidden' });
      await page.getByRole('article', { name: product }).waitFor();

      await page.getByRole('button', { name: `Изменить товар ${product}`, exact: true }).click();
      const editProduct = dialog(page, 'Изменить товар');
      await editProduct.getByLabel('Название товара').fill(productRenamed);
      await editProduct.getByRole('button', { name: 'Сохранить', exact: true }).click();
      await editProduct.waitFor({ state: 'hidden' });
      await page.getByRole('article', { name: productRenamed }).waitFor();

      // The visitor's /markets shows the product and the logo.
      await visitor.goto(`${baseUrl}/markets`);
      const productCard = visitor.getByRole('article', { name: productRenamed });
      await productCard.waitFor();
      await productCard.getByRole('link', { name: `Перейти к товару «${productRenamed}» (откроется в новой вкладке)` }).waitFor();
      await visitor.getByRole('img', { name: `Логотип ${logoHost}` }).waitFor();

      // Delete everything again, each after a confirmation.
      await page.goto(`${baseUrl}/admin/catalog`);
      await page.getByRole('button', { name: `Удалить сайт ${siteRenamed}`, exact: true }).click();
      await confirmDelete(page, 'Удалить сайт?');
      await page.getByRole('article', { name: siteRenamed }).waitFor({ state: 'detached' });

      await page.getByRole('button', { name: `Удалить категорию ${category}`, exact: true }).click();
      await confirmDelete(page, 'Удалить категорию?');
      await expectNoText(page, category, { exact: true });

      await page.goto(`${baseUrl}/admin/catalog/companies`);
      await page.getByRole('button', { name: `Удалить логотип ${logoHost}`, exact: true }).click();
      await confirmDelete(page, 'Удалить логотип?');
      await expectNoText(page, logoHost);

      await page.goto(`${baseUrl}/admin/catalog/products`);
      await page.getByRole('button', { name: `Удалить товар ${productRenamed}`, exact: true }).click();
      await confirmDelete(page, 'Удалить товар?');
      await page.getByRole('article', { name: productRenamed }).waitFor({ state: 'detached' });

      // The visitor no longer sees any of them.
      await visitor.goto(`${baseUrl}/catalog`);
      await loaded(visitor);
      await expectNoText(visitor, siteRenamed);
      await expectNoText(visitor, category);
      await visitor.goto(`${baseUrl}/markets`);
      await loaded(visitor);
      await expectNoText(visitor, productRenamed);
      assert.equal(await visitor.getByRole('img', { name: `Логотип ${logoHost}` }).count(), 0, 'the deleted logo is gone');
    },
  },
  {
    name: 'catalog: an empty product form says every field is required and stays open',
    async run({ page, baseUrl, admin }) {
      await login(page, baseUrl, admin.email, admin.password);
      await page.goto(`${baseUrl}/admin/catalog/products`);
      await headerAction(page, 'Создать товар').click();
      const productDialog = dialog(page, 'Создать товар');
      await productDialog.getByRole('button', { name: 'Создать товар', exact: true }).click();
      await productDialog.getByRole('alert').getByText('Все поля должны быть заполнены', { exact: true }).waitFor();
      assert(await productDialog.isVisible(), 'the dialog stays open');

      // What was typed stays after the refusal; a bad link gets its own message.
      await productDialog.getByLabel('Название товара').fill('Кроссовки');
      await productDialog.getByLabel('Ссылка').fill('not a link');
      await productDialog.getByLabel('Изображение').setInputFiles(pngFile('shoes.png'));
      await productDialog.getByRole('button', { name: 'Создать товар', exact: true }).click();
      await productDialog.getByText('Введите корректную ссылку', { exact: true }).waitFor();
      assert.equal(await productDialog.getByLabel('Название товара').inputValue(), 'Кроссовки', 'the typed title stays');
      assert(await productDialog.isVisible(), 'the dialog stays open');
    },
  },
  {
    name: 'catalog: the logo dialog asks for a file',
    async run({ page, baseUrl, admin }) {
      await login(page, baseUrl, admin.email, admin.password);
      await page.goto(`${baseUrl}/admin/catalog/companies`);
      await headerAction(page, 'Добавить логотип').click();
      const logoDialog = dialog(page, 'Добавить логотип');
      await logoDialog.getByLabel('Ссылка на сайт').fill('https://example.com/');
      await logoDialog.getByRole('button', { name: 'Добавить логотип', exact: true }).click();
      await logoDialog.getByText('Пожалуйста, выберите файл логотипа.', { exact: true }).waitFor();
      assert.equal(await logoDialog.getByLabel('Ссылка на сайт').inputValue(), 'https://example.com/', 'the typed link stays');
    },
  },
];
