import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header, type types } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DamagedBackupError, RestoreRefused, restoreBackup, verifyArchive } from '../../src/modules/backups';
import { backupKeyFromSecret, exportBackupKey, signManifest } from '../../src/modules/backups/signature';

// Backup files an attacker could put where backups are kept, restored by `npm run restore`: each is
// refused, with its reason, before anything is written, at both levels of the file (the .tar and
// the database.tar.gz inside it). The crafted files are signed with the right key (as if it had
// leaked), so it is the entry checks that refuse them; then files with a wrong or missing signature.

const KEY = backupKeyFromSecret('installation secret of the test, 32+ characters long');
const OTHER_KEY = backupKeyFromSecret('another installation, its own secret of 32+ chars');

interface Entry {
  path: string;
  type?: types.EntryTypeName;
  data?: string | Buffer;
  linkpath?: string;
}

/** A .tar with exactly these entries, whatever their names and types (tar's Header, no sanitising). */
function tarOf(entries: Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.from(entry.data ?? '');
    const header = Buffer.alloc(512);
    new Header({
      path: entry.path,
      type: entry.type ?? 'File',
      size: data.length,
      mode: 0o600,
      linkpath: entry.linkpath,
      mtime: new Date(0),
    }).encode(header, 0);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * A backup as `npm run backup` lays it out, with `database` added to its database.tar.gz and
 * `archive` to the .tar, its manifest naming every file (`files`: the stored files' keys) and
 * signed with `key`; `manifest` changes the manifest after it was signed.
 */
function craftBackup(
  options: {
    database?: Entry[];
    archive?: Entry[];
    files?: string[];
    key?: Buffer | null;
    manifest?: (manifest: Record<string, unknown>) => void;
  } = {},
): Buffer {
  const database = gzipSync(
    tarOf([{ path: 'pglite/', type: 'Directory' }, { path: 'pglite/PG_VERSION', data: '17\n' }, ...(options.database ?? [])]),
  );
  const files: Array<[string, Buffer]> = [['database.tar.gz', database]];
  for (const entry of options.archive ?? []) {
    if ((entry.type ?? 'File') === 'File') files.push([entry.path, Buffer.from(entry.data ?? '')]);
  }
  const manifest: Record<string, unknown> = {
    format: 'kerben-backup',
    version: 2,
    created_at: new Date(0).toISOString(),
    files: (options.files ?? []).map((key) => ({ key, content_type: 'image/png' })),
    missing_files: [],
    entries: Object.fromEntries(files.map(([name, data]) => [name, { size: data.length, sha256: sha256(data) }])),
  };
  const signed = Buffer.from(JSON.stringify(manifest));
  options.manifest?.(manifest);
  const key = options.key === undefined ? KEY : options.key;
  return tarOf([
    { path: 'database.tar.gz', data: database },
    ...(options.archive ?? []),
    { path: 'manifest.json', data: JSON.stringify(manifest) },
    ...(key ? [{ path: 'manifest.sig', data: JSON.stringify(signManifest(key, signed)) }] : []),
  ]);
}

let scratch: string;
let keyFile: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'kerben-crafted-'));
  keyFile = path.join(scratch, 'kerben-backup.key');
  await writeFile(keyFile, exportBackupKey(KEY), { mode: 0o600 });
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

interface KeySettings {
  /** The key file given (the test's own, signed with KEY, unless said). */
  keyFile?: string;
  jwtSecret?: string;
}

/** Writes `backup` into a new file of the scratch folder. */
async function backupFile(backup: Buffer): Promise<string> {
  const file = path.join(scratch, `${randomUUID()}.tar`);
  await writeFile(file, backup);
  return file;
}

/** Restores `backup` into a new DATA_DIR; answers the error and the directory. */
async function restore(backup: Buffer, settings: KeySettings = { keyFile }) {
  const file = await backupFile(backup);
  const dataDir = path.join(scratch, randomUUID());
  const error = await restoreBackup(
    file,
    { dataDir, databaseUrl: undefined, s3: undefined, jwtSecret: settings.jwtSecret },
    { keyFile: settings.keyFile },
  ).then(
    () => null,
    (caught: unknown) => caught,
  );
  return { error, dataDir };
}

/** Refused with `reason`, and nothing written: no DATA_DIR, nothing beside the scratch files. */
async function expectRefused(
  backup: Buffer,
  reason: RegExp,
  settings?: KeySettings,
  kind: new (message: string) => Error = DamagedBackupError,
) {
  const before = await readdir(scratch);
  const { error, dataDir } = await restore(backup, settings);
  expect(error, String(error)).toBeInstanceOf(kind);
  expect((error as Error).message).toMatch(reason);
  expect(existsSync(dataDir), 'DATA_DIR is not created').toBe(false);
  // Only the backup file itself was added.
  expect((await readdir(scratch)).length).toBe(before.length + 1);
}

// Where a path that escaped would land: none of them may exist after any restore.
const escapes = {
  parent: `kerben-escape-${randomUUID()}.txt`,
  absolute: path.join(os.tmpdir(), `kerben-escape-${randomUUID()}.txt`),
};

describe('a crafted backup is refused before anything is written', () => {
  it('the crafting is right: a backup of the same shape with nothing planted verifies', async () => {
    const file = await backupFile(
      craftBackup({ archive: [{ path: 'uploads/public/a.png', data: 'png' }], files: ['public/a.png'] }),
    );
    await expect(verifyArchive(file, KEY)).resolves.toMatchObject({ files: [{ key: 'public/a.png' }] });
  });

  const planted: Array<[string, Entry, RegExp]> = [
    [
      'a symbolic link into the public files, pointing up (the reported attack)',
      { path: 'uploads/public/leak', type: 'SymbolicLink', linkpath: '../..' },
      /uploads\/public\/leak is not a plain file or folder \(SymbolicLink\)/,
    ],
    ['a symbolic link to the system', { path: 'pglite/leak', type: 'SymbolicLink', linkpath: '/etc' }, /SymbolicLink/],
    ['a hard link', { path: 'pglite/base/1', type: 'Link', linkpath: '/etc/passwd' }, /not a plain file or folder \(Link\)/],
    ['a device', { path: 'pglite/zero', type: 'CharacterDevice' }, /\(CharacterDevice\)/],
    ['a pipe', { path: 'pglite/fifo', type: 'FIFO' }, /\(FIFO\)/],
    ['a path with ..', { path: `pglite/../../${escapes.parent}`, data: 'x' }, /is not a plain relative path/],
    ['an absolute path', { path: escapes.absolute, data: 'x' }, /is not a plain relative path/],
    [
      'a page planted where /media serves',
      { path: 'uploads/public/planted.html', data: '<script>alert(1)</script>' },
      /uploads\/public\/planted\.html is not where a backup puts anything/,
    ],
  ];

  it.each(planted)('in database.tar.gz: %s', async (_what, entry, reason) => {
    await expectRefused(craftBackup({ database: [entry] }), new RegExp(`database\\.tar\\.gz: .*${reason.source}`));
  });

  const archivePlants: Array<[string, Entry, RegExp]> = [
    ...planted.filter(([what]) => what !== 'a page planted where /media serves'),
    ['a file beside the backup’s own', { path: 'kerben.lock', data: 'x' }, /kerben\.lock is not where a backup puts anything/],
    ['the database outside its archive', { path: 'pglite/global/pg_control', data: 'x' }, /not where a backup puts anything/],
    ['a storage key outside uploads/', { path: 'planted/public/x.png', data: 'x' }, /not where a backup puts anything/],
  ];

  it.each(archivePlants)('in the .tar: %s', async (_what, entry, reason) => {
    await expectRefused(craftBackup({ archive: [entry] }), reason);
  });

  it('a manifest naming a stored file outside storage (read from disk, then put into S3 with S3_BUCKET)', async () => {
    for (const key of ['public/../../pglite/global/pg_control', '/etc/passwd', 'other/x.png']) {
      await expectRefused(craftBackup({ files: [key] }), /its manifest names a stored file that is not a plain key in it/);
    }
  });

  it('leaves nothing outside DATA_DIR either', () => {
    expect(existsSync(path.join(scratch, '..', escapes.parent))).toBe(false);
    expect(existsSync(path.join(os.tmpdir(), escapes.parent))).toBe(false);
    expect(existsSync(escapes.absolute)).toBe(false);
  });
});

describe('the signature', () => {
  it('refuses a backup signed with another installation’s key, naming both keys and --key-file', async () => {
    await expectRefused(craftBackup({ key: OTHER_KEY }), /signed with another installation's backup key .*--key-file/);
  });

  it('refuses a manifest changed after it was signed (a planted file added to it)', async () => {
    await expectRefused(
      craftBackup({
        archive: [{ path: 'uploads/public/x.png', data: 'png' }],
        manifest: (manifest) => {
          manifest.files = [{ key: 'public/x.png', content_type: 'image/png' }];
        },
      }),
      /its signature does not match its manifest: it was changed after it was written/,
    );
  });

  it('refuses an unsigned backup, and one of format 1 (written before backups were signed)', async () => {
    await expectRefused(craftBackup({ key: null }), /has no manifest\.sig/);
    await expectRefused(
      craftBackup({
        key: null,
        manifest: (manifest) => {
          manifest.version = 1;
        },
      }),
      /format version 1, written before backups were signed/,
    );
  });

  it('takes the key of JWT_SECRET when no key file is given, and says how to give one when there is neither', async () => {
    await expectRefused(craftBackup(), /another installation's backup key/, { jwtSecret: 'y'.repeat(40) });
    await expectRefused(craftBackup(), /--key-file .*or set JWT_SECRET/, {}, RestoreRefused);
    const notAKey = path.join(scratch, 'not-a-key');
    await writeFile(notAKey, 'JWT_SECRET=whatever');
    await expectRefused(craftBackup(), /not-a-key is not a backup key/, { keyFile: notAKey }, RestoreRefused);
  });
});
