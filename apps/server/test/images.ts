import { crc32, deflateSync } from 'node:zlib';
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
/** A PNG of random noise, which does not compress: about `megabytes` MB, to try upload limits. */
export function noisyPng(megabytes: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt((megabytes * 1024 * 1024) / 3));
  const size = side * side * 3;
  const pixels = Buffer.alloc(Math.ceil(size / 4) * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  return sharp(pixels.subarray(0, size), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
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

/** A small PNG declaring a huge canvas of 1-bit pixels (a decompression bomb). */
export function pngBomb(width: number, height: number): Buffer {
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return pngOf(width, height, deflateSync(rows, { level: 9 }));
}

/** A PNG whose header declares width x height, followed by pixel data that is not even valid: only its header can be judged. */
export const pngDeclaring = (width: number, height: number) => pngOf(width, height, Buffer.from('not compressed pixels'));

function pngOf(width: number, height: number, pixels: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(8);
    frame.writeUInt32BE(data.length, 0);
    frame.writeUInt32BE(crc32(body), 4);
    return Buffer.concat([frame.subarray(0, 4), body, frame.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
