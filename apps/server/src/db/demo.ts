import { BOARD_COLORS, boardToday, COUNTRY } from '@kerben/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { UnitOfWork } from '../core/unit-of-work';
import { type FileService, loadSharp, type PreparedImage } from '../modules/files';
import type { Db } from './client';
import { boardCategories, boardItems, categories, companyLogos, promoProducts, seedRuns, shopSites } from './schema';

// The demo catalogue of an embedded installation (DESIGN.md section 3): real shops our customers
// buy from, with generated placeholder pictures. Seeded once; what an admin later changes or
// deletes stays changed, because a marker row in seed_runs remembers the seed was applied.

const SEED_NAME = 'demo-catalog';

const CATEGORIES = ['Одежда', 'Электроника', 'Косметика', 'Дом'] as const;
type CategoryName = (typeof CATEGORIES)[number];

interface DemoSite {
  name: string;
  url: string;
  category: CategoryName;
  country: number;
  description: string;
  initials: string;
  color: string;
}

const SITES: DemoSite[] = [
  {
    name: 'Amazon',
    url: 'https://www.amazon.com/',
    category: 'Электроника',
    country: COUNTRY.usaDelaware,
    description: 'Крупнейший интернет-магазин США: электроника, книги, товары для дома.',
    initials: 'AM',
    color: '#ff9900',
  },
  {
    name: 'eBay',
    url: 'https://www.ebay.com/',
    category: 'Электроника',
    country: COUNTRY.usaDelaware,
    description: 'Аукционы и магазины: новая и б/у техника, запчасти, коллекционные вещи.',
    initials: 'EB',
    color: '#0064d2',
  },
  {
    name: 'iHerb',
    url: 'https://www.iherb.com/',
    category: 'Косметика',
    country: COUNTRY.usaDelaware,
    description: 'Витамины, натуральная косметика и спортивное питание.',
    initials: 'IH',
    color: '#458500',
  },
  {
    name: "Carter's",
    url: 'https://www.carters.com/',
    category: 'Одежда',
    country: COUNTRY.usaChicago,
    description: 'Одежда для малышей и детей.',
    initials: 'CA',
    color: '#00a3e0',
  },
  {
    name: '6pm',
    url: 'https://www.6pm.com/',
    category: 'Одежда',
    country: COUNTRY.usaChicago,
    description: 'Обувь и одежда известных брендов со скидками.',
    initials: '6P',
    color: '#d6001c',
  },
  {
    name: 'Wayfair',
    url: 'https://www.wayfair.com/',
    category: 'Дом',
    country: COUNTRY.usaChicago,
    description: 'Мебель, декор и всё для дома.',
    initials: 'WF',
    color: '#7f187f',
  },
  {
    name: 'Trendyol',
    url: 'https://www.trendyol.com/',
    category: 'Одежда',
    country: COUNTRY.turkeyIstanbul,
    description: 'Крупнейший маркетплейс Турции: одежда, обувь, косметика.',
    initials: 'TY',
    color: '#f27a1a',
  },
  {
    name: 'LC Waikiki',
    url: 'https://www.lcwaikiki.com/',
    category: 'Одежда',
    country: COUNTRY.turkeyIstanbul,
    description: 'Недорогая одежда для всей семьи.',
    initials: 'LC',
    color: '#1b3f8f',
  },
  {
    name: 'Hepsiburada',
    url: 'https://www.hepsiburada.com/',
    category: 'Дом',
    country: COUNTRY.turkeyIstanbul,
    description: 'Турецкий маркетплейс: техника, товары для дома и кухни.',
    initials: 'HB',
    color: '#ff6000',
  },
];

/** Logos shown on the public site: a few of the shops above, linking to them. */
const LOGO_SHOPS = ['Amazon', 'eBay', 'iHerb', 'Trendyol', 'Hepsiburada'];

const PRODUCTS = [
  { title: 'Наушники Apple AirPods Pro', link: 'https://www.amazon.com/s?k=airpods+pro', initials: 'AP', color: '#495057' },
  { title: 'Витамин D3, 5000 МЕ', link: 'https://www.iherb.com/search?kw=vitamin+d3', initials: 'D3', color: '#2b8a3e' },
  { title: 'Детский комплект Carter’s', link: 'https://www.carters.com/baby', initials: 'CK', color: '#1c7ed6' },
  { title: 'Кроссовки Nike Air Max', link: 'https://www.6pm.com/nike', initials: 'NK', color: '#e8590c' },
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A square PNG with white initials on a coloured background. */
export async function placeholderPng(initials: string, color: string, size = 256): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" rx="${size / 8}" fill="${escapeXml(color)}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif"
    font-size="${Math.round(size * 0.38)}" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Seeds the demo catalogue once. Returns false when it was already applied (by this or another
 * process); the marker and the data are written in one transaction.
 */
export async function seedDemoCatalog({
  db,
  unitOfWork,
  files,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  files: FileService;
}): Promise<boolean> {
  const [applied] = await db.select().from(seedRuns).where(eq(seedRuns.name, SEED_NAME));
  if (applied) return false;

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
      const [marker] = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
      if (!marker) return false;

      // Categories an admin already created under the same name (any case) are reused.
      await tx
        .insert(categories)
        .values(CATEGORIES.map((name) => ({ name })))
        .onConflictDoNothing();
      const rows = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(
          inArray(
            sql`lower(${categories.name})`,
            CATEGORIES.map((name) => name.toLowerCase()),
          ),
        );
      const categoryId = (name: CategoryName) => {
        const row = rows.find((r) => r.name.toLowerCase() === name.toLowerCase());
        if (!row) throw new Error(`demo category ${name} missing`);
        return row.id;
      };

      for (const [i, site] of SITES.entries()) {
        const logo = await record(images.sites[i]);
        await tx.insert(shopSites).values({
          name: site.name,
          url: site.url,
          description: site.description,
          categoryId: categoryId(site.category),
          countryId: site.country,
          logoFileId: logo.id,
        });
      }
      for (const [i, site] of logoShops.entries()) {
        const logo = await record(images.logos[i]);
        await tx.insert(companyLogos).values({ link: site.url, logoFileId: logo.id });
      }
      for (const [i, product] of PRODUCTS.entries()) {
        const image = await record(images.products[i]);
        await tx.insert(promoProducts).values({ title: product.title, link: product.link, imageFileId: image.id });
      }
      return true;
    },
  );
}

// ---- The demo bulletin board: a few categories and announcements in three cities. Its own
// marker, so an installation seeded before the board existed gets it too.

const BOARD_SEED_NAME = 'demo-board';

const BOARD_CATEGORIES = [
  { name: 'Новости', color: BOARD_COLORS.blue },
  { name: 'Акции', color: BOARD_COLORS.orange },
  { name: 'График работы', color: BOARD_COLORS.teal },
] as const;
type BoardCategoryName = (typeof BOARD_CATEGORIES)[number]['name'];

/** `daysAgo` counts back from the day of seeding; a negative one schedules the announcement. */
const BOARD_ITEMS: { text: string; category: BoardCategoryName; city: string; daysAgo: number }[] = [
  {
    text: 'Новая партия из Чикаго прибыла на склад в Бишкеке: посылки можно забрать с завтрашнего дня.',
    category: 'Новости',
    city: 'Бишкек',
    daysAgo: 0,
  },
  {
    text: 'В субботу пункт выдачи работает до 15:00.',
    category: 'График работы',
    city: 'Бишкек',
    daysAgo: 1,
  },
  {
    text: 'Скидка 10% на доставку из Турции до конца месяца для всех посылок тяжелее 5 кг.',
    category: 'Акции',
    city: 'Ош',
    daysAgo: 2,
  },
  {
    text: 'Открыт новый пункт выдачи в Оше: ул. Ленина, 205.',
    category: 'Новости',
    city: 'Ош',
    daysAgo: 6,
  },
  {
    text: 'Доставка в Москву теперь занимает от 12 дней: отправки из США идут два раза в неделю.',
    category: 'Новости',
    city: 'Москва',
    daysAgo: 4,
  },
  {
    text: 'С понедельника пункт выдачи в Москве работает без выходных.',
    category: 'График работы',
    city: 'Москва',
    daysAgo: -3,
  },
];

/** The calendar day `days` before an ISO date (YYYY-MM-DD). */
const daysBefore = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Seeds the demo board once; returns false when it was already applied. */
export async function seedDemoBoard({ unitOfWork }: { unitOfWork: UnitOfWork }): Promise<boolean> {
  const today = boardToday();
  return unitOfWork(async ({ tx }) => {
    const [marker] = await tx.insert(seedRuns).values({ name: BOARD_SEED_NAME }).onConflictDoNothing().returning();
    if (!marker) return false;
    // Categories an admin already created under the same name (any case) are reused.
    await tx
      .insert(boardCategories)
      .values(BOARD_CATEGORIES.map((category) => ({ ...category })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: boardCategories.id, name: boardCategories.name })
      .from(boardCategories)
      .where(
        inArray(
          sql`lower(${boardCategories.name})`,
          BOARD_CATEGORIES.map((category) => category.name.toLowerCase()),
        ),
      );
    const categoryId = (name: BoardCategoryName) => {
      const row = rows.find((r) => r.name.toLowerCase() === name.toLowerCase());
      if (!row) throw new Error(`demo board category ${name} missing`);
      return row.id;
    };
    await tx.insert(boardItems).values(
      BOARD_ITEMS.map((item) => ({
        text: item.text,
        city: item.city,
        categoryId: categoryId(item.category),
        publicationDate: daysBefore(today, item.daysAgo),
      })),
    );
    return true;
  });
}
