import sharp from 'sharp';
import { expect } from 'vitest';

/** Real encoded images for upload tests. */
export const pngImage = (size = 16) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
export const jpegImage = (size = 16) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#f59f00' } })
    .jpeg()
    .toBuffer();
export const svgImage = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

/**
 * What the server stores is the picture re-encoded (metadata stripped), not the uploaded bytes:
 * the same format and size, and for lossless PNG the same pixels.
 */
export async function expectSamePicture(served: Buffer, original: Buffer): Promise<void> {
  const [a, b] = await Promise.all([sharp(served).metadata(), sharp(original).metadata()]);
  expect({ format: a.format, width: a.width, height: a.height }).toEqual({ format: b.format, width: b.width, height: b.height });
  if (a.format === 'png') {
    const [pixelsA, pixelsB] = await Promise.all([sharp(served).raw().toBuffer(), sharp(original).raw().toBuffer()]);
    expect(pixelsA.equals(pixelsB)).toBe(true);
  }
}
