import { expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { isForeignKeyViolation, isUniqueViolation } from './errors';
import { categories, shopSites } from './schema';

const { t } = useTestApp();

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

// Services map these to field errors; the database must report them the same way on PGlite and PostgreSQL.
it('recognises a unique violation through the Drizzle wrapper', async () => {
  await t.services.db.insert(categories).values({ name: 'Дубль' });
  const error = await failure(() => t.services.db.insert(categories).values({ name: 'ДУБЛЬ' }));
  expect(isUniqueViolation(error)).toBe(true);
  expect(isForeignKeyViolation(error)).toBe(false);
});

it('recognises a foreign key violation and names its constraint', async () => {
  const [category] = await t.services.db.insert(categories).values({ name: 'Для FK' }).returning();
  const error = await failure(() =>
    t.services.db
      .insert(shopSites)
      .values({ name: 'x', url: 'https://x.kg/', categoryId: category?.id as number, countryId: 777 }),
  );
  expect(isForeignKeyViolation(error)).toBe(true);
  expect(isForeignKeyViolation(error, 'shop_sites_country_id_countries_id_fk')).toBe(true);
  expect(isForeignKeyViolation(error, 'shop_sites_category_id_categories_id_fk')).toBe(false);
  expect(isUniqueViolation(error)).toBe(false);
});
