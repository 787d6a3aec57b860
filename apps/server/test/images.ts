import sharp from 'sharp';

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
