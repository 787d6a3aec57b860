import { loadSharp } from '../modules/files';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A square PNG with white initials on a coloured background: the demo's stand-in for a shop's picture. */
export async function placeholderPng(initials: string, color: string, size = 256): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" rx="${size / 8}" fill="${escapeXml(color)}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif"
    font-size="${Math.round(size * 0.38)}" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
