import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { list, Parser, ReadEntry, extract as unpack } from 'tar';
import { isPlainRelativePath, isStorageKey } from '../../file-storage/storage';
import {
  DATABASE_NAME,
  DamagedBackupError,
  FORMAT,
  MANIFEST_NAME,
  type Manifest,
  type ManifestEntry,
  SIGNATURE_NAME,
  VERSION,
} from './archive';
import { type ManifestSignature, signatureMatches, signManifest } from './signature';

// Reading a backup (archive.ts says its format): every entry checked and hashed against the signed
// manifest before anything is written, and checked again while it is unpacked.

const damaged = (file: string, why: string) =>
  new DamagedBackupError(`${file} is not a usable Kerben backup: ${why}. Nothing was restored.`);

/** The backup file itself, or the database's archive inside it. */
type Level = 'archive' | 'database';

interface TarEntryHead {
  path: string;
  type: string;
}

/**
 * Why an entry of the backup (`archive`) or of its database.tar.gz (`database`) must not be
 * unpacked, or null. Only plain files and folders (no link, device or pipe: a symbolic link
 * unpacked into uploads/public would let /media serve anything it points at), under plain relative
 * names (no absolute path, no `..`), at the places a backup writes: database.tar.gz, the manifest
 * and uploads/<storage key> in the archive, pglite/ in the database's.
 */
function entryProblem(level: Level, entry: TarEntryHead): string | null {
  if (entry.type !== 'File' && entry.type !== 'Directory') return `${entry.path} is not a plain file or folder (${entry.type})`;
  const name = entry.type === 'Directory' ? entry.path.replace(/\/$/, '') : entry.path;
  if (!isPlainRelativePath(name)) return `${entry.path} is not a plain relative path`;
  const [top] = name.split('/');
  const expected =
    level === 'database'
      ? top === 'pglite'
      : entry.type === 'File'
        ? name === DATABASE_NAME ||
          name === MANIFEST_NAME ||
          name === SIGNATURE_NAME ||
          (top === 'uploads' && isStorageKey(name.slice('uploads/'.length)))
        : name === 'uploads' || /^uploads\/(public|private)(\/|$)/.test(name);
  return expected ? null : `${entry.path} is not where a backup puts anything`;
}

/** Reads database.tar.gz as it streams by, noting each entry a restore must not unpack. */
function databaseEntryCheck(problems: string[]) {
  const seen = new Set<string>();
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry) => {
      const problem = entryProblem('database', entry);
      if (problem) problems.push(`${DATABASE_NAME}: ${problem}`);
      else if (seen.has(entry.path)) problems.push(`${DATABASE_NAME}: ${entry.path} is in it twice`);
      seen.add(entry.path);
      entry.resume();
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
  });
  // Awaited once the outer entry has ended; a rejection before that is not unhandled.
  done.catch(() => undefined);
  return {
    write: (chunk: Buffer) => parser.write(chunk),
    end: () => {
      parser.end();
      return done;
    },
  };
}

/**
 * Reads the whole archive once, hashing every entry and reading the database's archive inside it,
 * and compares it with its manifest and the manifest with its signature under `key`: a flipped
 * byte, a cut-off end, a missing entry, a file another installation (or anyone) wrote, and an
 * entry that is not a plain file at a backup's place are refused here, before anything is written.
 */
export async function verifyArchive(file: string, key: Buffer): Promise<Manifest> {
  const seen = new Map<string, ManifestEntry>();
  const problems: string[] = [];
  const texts = new Map<string, Buffer>();
  let databaseChecked: Promise<void> = Promise.resolve();
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const problem = entryProblem('archive', entry);
        if (problem) problems.push(problem);
        if (problem || entry.type === 'Directory') return;
        if (seen.has(entry.path)) problems.push(`${entry.path} is in it twice`);
        const hash = createHash('sha256');
        let size = 0;
        const keep: Buffer[] | undefined = entry.path === MANIFEST_NAME || entry.path === SIGNATURE_NAME ? [] : undefined;
        const database = entry.path === DATABASE_NAME ? databaseEntryCheck(problems) : undefined;
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          size += chunk.length;
          keep?.push(chunk);
          database?.write(chunk);
        });
        entry.on('end', () => {
          seen.set(entry.path, { size, sha256: hash.digest('hex') });
          if (keep) texts.set(entry.path, Buffer.concat(keep));
          if (database) databaseChecked = database.end();
        });
      },
    });
    await databaseChecked;
  } catch (error) {
    throw damaged(file, `it is damaged or truncated (${(error as Error).message})`);
  }
  if (problems.length > 0) {
    throw damaged(file, `it holds what a backup never does: ${problems.slice(0, 3).join('; ')}`);
  }
  const manifestBytes = texts.get(MANIFEST_NAME);
  if (!manifestBytes) throw damaged(file, `it has no ${MANIFEST_NAME} (truncated, or not a backup)`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  } catch {
    throw damaged(file, `its ${MANIFEST_NAME} is not JSON`);
  }
  if (manifest.format !== FORMAT) throw damaged(file, 'it is not a Kerben backup');
  const version: unknown = manifest.version;
  if (version === 1) {
    throw damaged(
      file,
      'it has format version 1, written before backups were signed, so where it comes from cannot be told; restore it with the Kerben version that wrote it, then take a new backup',
    );
  }
  if (version !== VERSION) throw damaged(file, `it has format version ${String(version)}, this Kerben reads ${VERSION}`);
  assertSigned(file, manifestBytes, texts.get(SIGNATURE_NAME), key);
  seen.delete(MANIFEST_NAME);
  seen.delete(SIGNATURE_NAME);
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const actual = seen.get(name);
    if (!actual) throw damaged(file, `${name} is missing`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw damaged(file, `${name} does not match its checksum`);
    seen.delete(name);
  }
  if (seen.size > 0) throw damaged(file, `${[...seen.keys()][0]} is not in the manifest`);
  // The keys a restore reads back from the archive and writes into storage (S3 too).
  for (const stored of manifest.files) {
    if (!isStorageKey(stored.key) || !manifest.entries[`uploads/${stored.key}`])
      throw damaged(file, `its manifest names a stored file that is not a plain key in it: ${JSON.stringify(stored.key)}`);
  }
  return manifest;
}

function assertSigned(file: string, manifest: Buffer, signatureBytes: Buffer | undefined, key: Buffer): void {
  if (!signatureBytes) throw damaged(file, `it has no ${SIGNATURE_NAME}, so it cannot be told from a forged one`);
  let signature: ManifestSignature;
  try {
    signature = JSON.parse(signatureBytes.toString('utf8')) as ManifestSignature;
  } catch {
    throw damaged(file, `its ${SIGNATURE_NAME} is not JSON`);
  }
  if (signatureMatches(key, manifest, signature)) return;
  const ours = signManifest(key, manifest).key_id;
  if (signature.key_id !== ours) {
    throw damaged(
      file,
      `it is signed with another installation's backup key (key ${String(signature.key_id)}, this key is ${ours}). Restore it with the key of the installation that wrote it: --key-file with the file its \`npm run backup -- --export-key\` wrote`,
    );
  }
  throw damaged(file, 'its signature does not match its manifest: it was changed after it was written');
}

/** Unpacks a verified archive into `dir`: pglite/ and uploads/ as the data directory lays them out. */
export async function extractArchive(file: string, dir: string): Promise<void> {
  // Checked again as it is written (the file could have changed since it was verified). Owners and
  // modes are the restoring process's own, whatever the entries say.
  const refused: string[] = [];
  const admit = (level: Level) => (name: string, entry: ReadEntry | Stats) => {
    if (!(entry instanceof ReadEntry)) return false;
    const problem = entryProblem(level, entry);
    if (problem) refused.push(problem);
    if (problem || name === MANIFEST_NAME || name === SIGNATURE_NAME) return false;
    entry.mode = entry.type === 'Directory' ? 0o700 : 0o600;
    return true;
  };
  const options = { cwd: dir, strict: true, preserveOwner: false };
  await unpack({ ...options, file, filter: admit('archive') });
  if (refused.length === 0) await unpack({ ...options, file: path.join(dir, DATABASE_NAME), filter: admit('database') });
  await rm(path.join(dir, DATABASE_NAME));
  if (refused.length > 0) throw damaged(file, `it changed while it was restored: ${refused.slice(0, 3).join('; ')}`);
}
