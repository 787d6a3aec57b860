import { boardToday } from '@kerben/domain';
import type { Db } from '../db/client';
import type { UnitOfWork } from '../db/unit-of-work';
import type { FileService, PreparedImage } from '../modules/files';
import { BOARD_CATEGORIES, BOARD_ITEMS, CATEGORIES, LOGO_SHOPS, PRODUCTS, SITES } from './content';
import { placeholderPng } from './pictures';
import * as q from './queries';

// Each seed is applied once, marked in seed_runs in its own transaction; the board has its own
// marker, so an installation seeded before the board existed gets it too.
const CATALOG_SEED = 'demo-catalog';
const BOARD_SEED = 'demo-board';

/** The id of a category the seed made or found; its absence is a bug of the seed. */
function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name.toLowerCase());
  if (id === undefined) throw new Error(`demo category ${name} missing`);
  return id;
}

/**
 * Seeds the demo catalogue once, with generated placeholder pictures. Returns false when it was
 * already applied (by this or another process); the marker and the data are written in one transaction.
 */
export async function seedDemoCatalog({
  db,
  unitOfWork,
  files,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  files: Pick<FileService, 'prepareImage' | 'recordImage'>;
}): Promise<boolean> {
  if (await q.isSeeded(db, CATALOG_SEED)) return false;

  // Pictures are drawn before the transaction, in parallel, so it stays short.
  const logoShops = LOGO_SHOPS.map((name) => SITES.find((s) => s.name === name)).filter((s) => s !== undefined);
  const [sitePictures, logoPictures, productPictures] = await Promise.all(
    [SITES, logoShops, PRODUCTS].map((items) => Promise.all(items.map((item) => placeholderPng(item.initials, item.color)))),
  );
  return unitOfWork(
    async (before) => {
      // One after the other: a failure then leaves no write running while the unit removes the others.
      const prepare = async (field: string, pictures: Buffer[]) => {
        const prepared: PreparedImage[] = [];
        for (const data of pictures) {
          const upload = { filename: `${field}.png`, mimetype: 'image/png', data };
          prepared.push(await files.prepareImage(before, field, upload, { isPublic: true, uploader: null }));
        }
        return prepared;
      };
      return {
        sites: await prepare('logo', sitePictures ?? []),
        logos: await prepare('logo', logoPictures ?? []),
        products: await prepare('image', productPictures ?? []),
      };
    },
    async (work, images) => {
      const { tx } = work;
      const record = (image: PreparedImage | undefined) => {
        if (!image) throw new Error('demo picture missing');
        return files.recordImage(work, image);
      };
      if (!(await q.markSeeded(tx, CATALOG_SEED))) return false;
      const categoryIds = await q.shopCategoryIds(tx, CATEGORIES);
      for (const [i, site] of SITES.entries()) {
        const logo = await record(images.sites[i]);
        await q.insertSite(tx, {
          name: site.name,
          url: site.url,
          description: site.description,
          categoryId: idOf(categoryIds, site.category),
          countryId: site.country,
          logoFileId: logo.id,
        });
      }
      for (const [i, site] of logoShops.entries()) {
        const logo = await record(images.logos[i]);
        await q.insertLogo(tx, { link: site.url, logoFileId: logo.id });
      }
      for (const [i, product] of PRODUCTS.entries()) {
        const image = await record(images.products[i]);
        await q.insertProduct(tx, { title: product.title, link: product.link, imageFileId: image.id });
      }
      return true;
    },
  );
}

/** The calendar day `days` before an ISO date (YYYY-MM-DD). */
const daysBefore = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Seeds the demo board once; returns false when it was already applied. */
export async function seedDemoBoard({ unitOfWork }: { unitOfWork: UnitOfWork }): Promise<boolean> {
  const today = boardToday();
  return unitOfWork(async ({ tx }) => {
    if (!(await q.markSeeded(tx, BOARD_SEED))) return false;
    const categoryIds = await q.boardCategoryIds(tx, BOARD_CATEGORIES);
    await q.insertBoardItems(
      tx,
      BOARD_ITEMS.map((item) => ({
        text: item.text,
        city: item.city,
        categoryId: idOf(categoryIds, item.category),
        publicationDate: daysBefore(today, item.daysAgo),
      })),
    );
    return true;
  });
}
