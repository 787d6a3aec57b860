import { MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeCategory, makeSite } from '../../../test/fixtures/catalog';
import { expectRefusedAndUnchanged, useTestApp } from '../../../test/helpers';
import { ANONYMOUS } from '../../core/viewer';
import { shopSites } from '../../db/schema';

const { t, actors } = useTestApp({ actors: true });

const siteRow = (id: number) => t.services.db.select().from(shopSites).where(eq(shopSites.id, id));

describe('the catalogue policy', () => {
  it('refuses a site change to anyone but an admin, leaving the row as it was', async () => {
    const site = await makeSite(t);
    const url = `/api/catalog/sites/update/${site.id}/`;
    const rename = (headers: Record<string, string>) => () =>
      t.app.inject({ method: 'PATCH', url, headers, payload: { name: 'Чужое имя' } });
    await expectRefusedAndUnchanged(() => siteRow(site.id), rename(actors.anonymous.headers), 401, {
      detail: MSG.notAuthenticated,
    });
    await expectRefusedAndUnchanged(() => siteRow(site.id), rename(actors.customerA.headers), 403, { detail: MSG.forbidden });
    const res = await rename(actors.admin.headers)();
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Чужое имя');
  });

  it('is checked by the service itself, not only by the route guard', async () => {
    const category = await makeCategory(t);
    await expect(t.services.catalog.createCategory(ANONYMOUS, { name: 'Без входа' })).rejects.toMatchObject({
      code: 'unauthorized',
    });
    await expect(t.services.catalog.deleteCategory(actors.customerB.viewer, category.id)).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect((await t.services.catalog.listCategories()).map((c) => c.id)).toContain(category.id);
  });
});
