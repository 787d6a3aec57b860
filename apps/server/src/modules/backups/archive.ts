import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header, list, Pack, ReadEntry, extract as unpack } from 'tar';

// One backup is one .tar (any tar reads it): database.tar.gz (the embedded database's directory,
// packed and compressed: tables compress well), uploads/<storage key> (every stored file its files
// table names, as stored: photos do not compress, and gzip would spend CPU on them for nothing),
// and manifest.json last, with the size and SHA-256 of every other entry,
// so a restore tells a whole file from a damaged one before it writes anything.

export const MANIFEST_NAME = 'manifest.json';
const DATABASE_NAME = 'database.tar.gz';
const FORMAT = 'kerben-backup';
const VERSION = 1;
// Fastest gzip: a slightly larger file for far less CPU, which the compression shares with the
// server that keeps serving.
const GZIP_LEVEL = 1;

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
    createGzip({ level: GZIP_LEVEL }),
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
    await add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 1)));
    pack.end();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    throw error;
  }
}

const damaged = (file: string, why: string) =>
  new DamagedBackupError(`${file} is not a usable Kerben backup: ${why}. Nothing was restored.`);

/**
 * Reads the whole archive once, hashing every entry, and compares it with its manifest: a flipped
 * byte, a cut-off end or a missing entry is refused here, before anything is written.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, ManifestEntry>();
  const strange: string[] = [];
  let manifestText = '';
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type === 'Directory') return;
        if (entry.type !== 'File') strange.push(entry.path);
        const hash = createHash('sha256');
        let size = 0;
        const keep: Buffer[] | undefined = entry.path === MANIFEST_NAME ? [] : undefined;
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          size += chunk.length;
          keep?.push(chunk);
        });
        entry.on('end', () => {
          seen.set(entry.path, { size, sha256: hash.digest('hex') });
          if (keep) manifestText = Buffer.concat(keep).toString('utf8');
        });
      },
    });
  } catch (error) {
    throw damaged(file, `it is damaged or truncated (${(error as Error).message})`);
  }
  if (strange.length > 0) throw damaged(file, `it holds entries that are not files: ${strange.slice(0, 3).join(', ')}`);
  if (!manifestText) throw damaged(file, `it has no ${MANIFEST_NAME} (truncated, or not a backup)`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw damaged(file, `its ${MANIFEST_NAME} is not JSON`);
  }
  if (manifest.format !== FORMAT) throw damaged(file, 'it is not a Kerben backup');
  if (manifest.version !== VERSION)
    throw damaged(file, `it has format version ${manifest.version}, this Kerben reads ${VERSION}`);
  seen.delete(MANIFEST_NAME);
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const actual = seen.get(name);
    if (!actual) throw damaged(file, `${name} is missing`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw damaged(file, `${name} does not match its checksum`);
    seen.delete(name);
  }
  if (seen.size > 0) throw damaged(file, `${[...seen.keys()][0]} is not in the manifest`);
  return manifest;
}

/** Unpacks a verified archive into `dir`: pglite/ and uploads/ as the data directory lays them out. */
export async function extractArchive(file: string, dir: string): Promise<void> {
  await unpack({ file, cwd: dir, strict: true, filter: (name) => name !== MANIFEST_NAME });
  await unpack({ file: path.join(dir, DATABASE_NAME), cwd: dir, strict: true });
  await rm(path.join(dir, DATABASE_NAME));
}
