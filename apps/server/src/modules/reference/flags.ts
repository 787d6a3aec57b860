import { COUNTRY } from '@kerben/domain';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type FileService, loadSharp } from '../files';
import { countriesWithoutIcon, setIconUnlessSet } from './queries';

// Every reference country has a flag (`icon` in the countries' answers), drawn here rather
// than shipped as binary files. 3:2, small enough for a chip or a card corner.

const WIDTH = 90;
const HEIGHT = 60;

/** A five-pointed star centred on (cx, cy) with outer radius r, as an SVG polygon. */
function star(cx: number, cy: number, r: number, fill: string, rotation = -90): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = ((rotation + i * 36) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

function usa(): string {
  const stripe = HEIGHT / 13;
  const stripes = Array.from(
    { length: 7 },
    (_, i) => `<rect y="${(i * 2 * stripe).toFixed(2)}" width="${WIDTH}" height="${stripe.toFixed(2)}" fill="#b22234"/>`,
  );
  const stars: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 6; col++) stars.push(star(4 + col * 6.4, 3.6 + row * 6.2, 1.6, '#fff'));
  }
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>${stripes.join('')}<rect width="38" height="${(stripe * 7).toFixed(2)}" fill="#3c3b6e"/>${stars.join('')}`;
}

function turkey(): string {
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#e30a17"/><circle cx="34" cy="30" r="15" fill="#fff"/><circle cx="38" cy="30" r="12" fill="#e30a17"/>${star(54, 30, 7.5, '#fff', 0)}`;
}

function kyrgyzstan(): string {
  const rays = Array.from({ length: 40 }, (_, i) => {
    const angle = (i * 9 * Math.PI) / 180;
    const x = (r: number) => (45 + r * Math.cos(angle)).toFixed(2);
    const y = (r: number) => (30 + r * Math.sin(angle)).toFixed(2);
    return `<line x1="${x(10)}" y1="${y(10)}" x2="${x(18)}" y2="${y(18)}" stroke="#ffef00" stroke-width="1.6"/>`;
  });
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#e8112d"/>${rays.join('')}<circle cx="45" cy="30" r="10" fill="#ffef00"/><circle cx="45" cy="30" r="7" fill="#e8112d"/><path d="M38.5 27 Q45 22 51.5 27 M38.5 33 Q45 38 51.5 33 M41 25 Q45 30 41 35 M49 25 Q45 30 49 35" stroke="#ffef00" stroke-width="1.2" fill="none"/>`;
}

function russia(): string {
  const third = HEIGHT / 3;
  return `<rect width="${WIDTH}" height="${third}" fill="#fff"/><rect y="${third}" width="${WIDTH}" height="${third}" fill="#0039a6"/><rect y="${third * 2}" width="${WIDTH}" height="${third}" fill="#d52b1e"/>`;
}

const FLAGS: Record<number, () => string> = {
  [COUNTRY.usaChicago]: usa,
  [COUNTRY.usaDelaware]: usa,
  [COUNTRY.turkeyIstanbul]: turkey,
  [COUNTRY.kyrgyzstan]: kyrgyzstan,
  [COUNTRY.russia]: russia,
};

export async function flagPng(countryId: number): Promise<Buffer> {
  const draw = FLAGS[countryId];
  if (!draw) throw new Error(`no flag for country ${countryId}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${draw()}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Gives every reference country without an icon its flag. Idempotent, and an icon an admin set
 * is kept; each flag is written with its row in one unit of work.
 */
export async function seedCountryFlags({ db, unitOfWork, files }: { db: Db; unitOfWork: UnitOfWork; files: FileService }) {
  const missing = await countriesWithoutIcon(db);
  for (const { id } of missing.filter((country) => FLAGS[country.id])) {
    const data = await flagPng(id);
    const upload = { filename: `flag-${id}.png`, mimetype: 'image/png', data };
    await unitOfWork(
      (before) => files.prepareImage(before, 'icon', upload, { isPublic: true, uploader: null }),
      async (work, prepared) => {
        const icon = await files.recordImage(work, prepared);
        // Another process gave it a flag meanwhile: this one is not needed.
        if (!(await setIconUnlessSet(work.tx, id, icon.id))) await files.discard(work, [icon.id]);
      },
    );
  }
}
