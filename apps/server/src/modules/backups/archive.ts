import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header, Pack, ReadEntry } from 'tar';
import { signManifest } from './signature';

// One backup is one .tar (any tar reads it): database.tar.gz (the embedded database's directory,
// packed and compressed: tables compress well), uploads/<storage key> (every stored file its files
// table names, as stored: photos do not compress, and gzip would spend CPU on them for nothing),
// manifest.json, with the size and SHA-256 of every other entry, so a restore tells a whole file from
// a damaged one before it writes anything, and manifest.sig last, the manifest's MAC under the
// installation's backup key (signature.ts), so it tells a file this installation wrote from one
// assembled by anyone else.

export const MANIFEST_NAME = 'manifest.json';
export const SIGNATURE_NAME = 'manifest.sig';
export const DATABASE_NAME = 'database.tar.gz';
export const FORMAT = 'kerben-backup';
// 2: signed (version 1 had no manifest.sig, and is refused: its origin cannot be told).
export const VERSION = 2;
// Fastest gzip: a slightly larger file for far less CPU, which the compression shares with the
// server that keeps serving.
const GZIP_LEVEL = 1;
// The compressed bytes come back in pieces this large (zlib's default is 16 KB): each piece is a turn
// of the event loop, which the server's requests hold while it runs, so fewer pieces finish sooner.
const GZIP_CHUNK_BYTES = 1024 * 1024;

export interface ManifestEntry {
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  created_at: string;
  /** The files of the snapshot, with their content type (storage needs it to serve them). */
  files: Array<{ key: string; content_type: string }>;
  /** Keys the snapshot names that storage did not have when the backup was taken. */
  missing_files: string[];
  entries: Record<string, ManifestEntry>;
}

/** The backup file cannot be trusted: damaged, truncated, or not a backup at all. */
export class DamagedBackupError extends Error {}

const hashBytes = (data: Buffer): ManifestEntry => ({
  size: data.length,
  sha256: createHash('sha256').update(data).digest('hex'),
});

export interface ArchiveParts {
  /** A folder holding `pglite/` (the database copy); database.tar.gz is written beside it. */
  stagingDir: string;
  /** The stored files, in the order they are to be written; `data` null when storage lacks it. */
  files: AsyncIterable<{ key: string; contentType: string; data: Buffer | null }>;
  createdAt: Date;
  /** The installation's backup key (signature.ts), which signs the manifest. */
  key: Buffer;
}

/** Packs and compresses `pglite/` into database.tar.gz beside it, hashing what is written. */
async function packDatabase(stagingDir: string): Promise<ManifestEntry> {
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  // Node's gzip stream compresses on the thread pool; tar's own gzip would on this thread.
  await pipeline(
    new Pack({ cwd: stagingDir, portable: true, strict: true }).end('pglite'),
    createGzip({ level: GZIP_LEVEL, chunkSize: GZIP_CHUNK_BYTES }),
    measure,
    createWriteStream(path.join(stagingDir, DATABASE_NAME), { mode: 0o600 }),
  );
  return { size, sha256: hash.digest('hex') };
}

/** Writes the archive into `out` and answers its manifest. */
export async function writeArchive(out: Writable, parts: ArchiveParts): Promise<Manifest> {
  const entries: Record<string, ManifestEntry> = { [DATABASE_NAME]: await packDatabase(parts.stagingDir) };
  const pack = new Pack({ cwd: parts.stagingDir, portable: true, strict: true });
  const written = pipeline(pack, out);
  // Stops the stream if writing the entries fails, so the pipeline ends too.
  written.catch(() => undefined);
  // Each file is handed over once the one before it is in the archive: thousands of photos read
  // from storage never wait in memory all at once.
  const add = async (name: string, data: Buffer) => {
    const entry = new ReadEntry(new Header({ path: name, size: data.length, type: 'File', mode: 0o600, mtime: parts.createdAt }));
    const consumed = new Promise((resolve) => entry.once('end', resolve));
    pack.write(entry);
    entry.end(data);
    await Promise.race([consumed, written]);
  };
  try {
    pack.write(DATABASE_NAME);
    const files: Manifest['files'] = [];
    const missing: string[] = [];
    for await (const file of parts.files) {
      if (!file.data) {
        missing.push(file.key);
        continue;
      }
      files.push({ key: file.key, content_type: file.contentType });
      entries[`uploads/${file.key}`] = hashBytes(file.data);
      await add(`uploads/${file.key}`, file.data);
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      created_at: parts.createdAt.toISOString(),
      files,
      missing_files: missing,
      entries,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
    await add(MANIFEST_NAME, manifestBytes);
    await add(SIGNATURE_NAME, Buffer.from(JSON.stringify(signManifest(parts.key, manifestBytes))));
    pack.end();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    throw error;
  }
}
