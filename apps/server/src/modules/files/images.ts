import { MSG } from '@kerben/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import { fieldError } from '../../core/errors';
import { assertNoTransaction } from '../../db/transaction-scope';

/**
 * sharp (libvips) is loaded when a picture is first handled, not at start: a server that has not
 * seen a picture since it started does not need its memory and start-up time.
 */
let sharpLoading: Promise<typeof import('sharp')> | undefined;
export async function loadSharp(): Promise<typeof import('sharp').default> {
  sharpLoading ??= import('sharp');
  return (await sharpLoading).default;
}

/** The longest side an image is kept at: plenty for a photo of a parcel or a passport page. */
export const MAX_IMAGE_SIDE = 2560;
/**
 * Larger pictures are refused from their header, before any pixel is decoded: a small file can
 * declare a huge canvas (a decompression bomb), and 40 MP (120 MB decoded) is above the 12-24 MP
 * photos phones save by default.
 */
export const MAX_IMAGE_MEGAPIXELS = 40;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

const FORMATS = {
  'image/png': { extension: 'png', encode: (image: Sharp) => image.png({ compressionLevel: 8 }) },
  'image/jpeg': { extension: 'jpg', encode: (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }) },
  'image/webp': { extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 82 }) },
} as const;

export interface CleanImage {
  data: Buffer;
  mime: keyof typeof FORMATS;
  extension: string;
}

/**
 * Decodes an upload and encodes it again in its own format: what is stored is only pixels, never
 * what came with them (EXIF, the camera's GPS position, a script appended after the image data).
 * The camera's orientation is applied and the size capped. Judged by content, not name or header.
 */
export async function cleanImage(field: string, data: Buffer): Promise<CleanImage> {
  assertNoTransaction('Cleaning an image');
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime;
  if (!mime || !(mime in FORMATS)) throw fieldError(field, MSG.fileNotImage);
  const format = FORMATS[mime as keyof typeof FORMATS];
  const sharp = await loadSharp();
  const tooManyPixels = () => fieldError(field, MSG.imageTooManyPixels(MAX_IMAGE_MEGAPIXELS));
  // The header alone: its width and height, no pixel decoded yet.
  const header = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw fieldError(field, MSG.imageUnreadable);
    });
  if (!header.width || !header.height) throw fieldError(field, MSG.imageUnreadable);
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw tooManyPixels();
  try {
    // The limit again, for a decoder that would find more pixels than the header said.
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    return { data: await format.encode(image).toBuffer(), mime: mime as keyof typeof FORMATS, extension: format.extension };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message ?? '')) throw tooManyPixels();
    throw fieldError(field, MSG.imageUnreadable);
  }
}
