import { CATALOG_MSG, type CompanyLogo, type Product } from '@kerben/domain';
import type { Viewer } from '../../../core/viewer';
import type { DbOrTx } from '../../../db/client';
import type { Upload } from '../../../http/multipart';
import { assertCanManageCatalog } from '../policy';
import * as q from '../queries';
import type { LogoBody, LogoUpdateBody, ProductBody, ProductUpdateBody } from '../schemas';
import { type CatalogParts, found } from './parts';

/** How one kind of the home page's pictured rows is read, written and answered. */
interface PicturedRows<Row, Answer, Body, Update> {
  /** The upload field of the form and the answer (`logo`, `image`). */
  field: string;
  upload: (input: Body | Update) => Upload | undefined;
  notFound: string;
  list: (db: DbOrTx) => Promise<Row[]>;
  find: (db: DbOrTx, id: number, options?: { forUpdate?: boolean }) => Promise<Row | undefined>;
  insert: (tx: DbOrTx, input: Body, fileId: number) => Promise<number>;
  update: (tx: DbOrTx, id: number, input: Update, fileId: number | undefined) => Promise<void>;
  remove: (tx: DbOrTx, id: number) => Promise<{ fileId: number } | undefined>;
  present: (row: Row, origin?: string) => Answer;
}

/**
 * A plain array, newest first, of rows that each show one public picture: added with it, changed
 * with a new one or keeping theirs, deleted with it (the bytes go after the commit).
 */
function picturedRows<Row extends { fileId: number }, Answer, Body, Update>(
  { db, unitOfWork, files }: CatalogParts,
  rows: PicturedRows<Row, Answer, Body, Update>,
) {
  const prepare = (viewer: Viewer, input: Body | Update) => (before: Parameters<typeof files.prepareImage>[0]) =>
    files.prepareImage(before, rows.field, rows.upload(input), { isPublic: true, uploader: viewer });
  return {
    async list(origin?: string): Promise<Answer[]> {
      return (await rows.list(db)).map((row) => rows.present(row, origin));
    },

    async add(viewer: Viewer, input: Body, origin?: string): Promise<Answer> {
      assertCanManageCatalog(viewer);
      return unitOfWork(prepare(viewer, input), async (work, prepared) => {
        if (!prepared) throw new Error(`${rows.field} required by its schema`);
        const picture = await files.recordImage(work, prepared);
        const id = await rows.insert(work.tx, input, picture.id);
        return rows.present(await found(rows.find(work.tx, id), rows.notFound), origin);
      });
    },

    async update(viewer: Viewer, id: number, input: Update, origin?: string): Promise<Answer> {
      assertCanManageCatalog(viewer);
      return unitOfWork(prepare(viewer, input), async (work, prepared) => {
        const current = await found(rows.find(work.tx, id, { forUpdate: true }), rows.notFound);
        const picture = await files.replace(work, prepared, current.fileId);
        await rows.update(work.tx, id, input, picture.fileId ?? undefined);
        await picture.discardOld();
        return rows.present(await found(rows.find(work.tx, id), rows.notFound), origin);
      });
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      assertCanManageCatalog(viewer);
      await unitOfWork(async (work) => {
        const row = await found(rows.remove(work.tx, id), rows.notFound);
        await files.discard(work, [row.fileId]);
      });
    },
  };
}

/** The company logos and the promo products of the home page. Both answer absolute image URLs: the existing client uses them as they are. */
export function catalogHomePictures(parts: CatalogParts) {
  const { urls } = parts;
  const logos = picturedRows<q.LogoRow, CompanyLogo, LogoBody, LogoUpdateBody>(parts, {
    field: 'logo',
    upload: (input) => input.logo,
    notFound: CATALOG_MSG.logoNotFound,
    list: q.listLogos,
    find: q.findLogo,
    insert: (tx, input, fileId) => q.insertLogo(tx, { link: input.link ?? '', logoFileId: fileId }),
    update: (tx, id, input, fileId) => q.updateLogo(tx, id, { link: input.link, logoFileId: fileId }),
    remove: q.deleteLogo,
    present: (row, origin) => ({ id: row.id, link: row.link, logo: urls.absolute(urls.media(row.key), origin) }),
  });
  const products = picturedRows<q.ProductRow, Product, ProductBody, ProductUpdateBody>(parts, {
    field: 'image',
    upload: (input) => input.image,
    notFound: CATALOG_MSG.productNotFound,
    list: q.listProducts,
    find: q.findProduct,
    insert: (tx, input, fileId) => q.insertProduct(tx, { title: input.title, link: input.link, imageFileId: fileId }),
    update: (tx, id, input, fileId) => q.updateProduct(tx, id, { title: input.title, link: input.link, imageFileId: fileId }),
    remove: q.deleteProduct,
    present: (row, origin) => ({
      id: row.id,
      title: row.title,
      link: row.link,
      image: urls.absolute(urls.media(row.key), origin),
    }),
  });
  return {
    listLogos: logos.list,
    addLogo: logos.add,
    updateLogo: logos.update,
    deleteLogo: logos.remove,
    listProducts: products.list,
    addProduct: products.add,
    updateProduct: products.update,
    deleteProduct: products.remove,
  };
}
