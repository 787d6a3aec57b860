import type { FastifyReply } from 'fastify';

/** A file a route answers with: its name, its type and its bytes. */
export interface DownloadFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

/**
 * Sends a file named in ASCII and in UTF-8 (RFC 6266): `inline` opens it in the browser (a PDF to
 * print), `attachment` downloads it (a spreadsheet). Never cached: it is someone's money.
 */
export function sendFile(reply: FastifyReply, file: DownloadFile, disposition: 'inline' | 'attachment' = 'attachment') {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'no-store')
    .send(file.body);
}
