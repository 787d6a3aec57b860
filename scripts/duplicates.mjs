// The repository's duplicated code, as the `duplicates` command measures it, without the files
// .gitattributes marks `linguist-generated` (the OpenAPI types, the migrations): nobody writes or
// edits those by hand, so their repeats are nothing to refactor. The command has no exclude option;
// it reads every file below a folder that is not a git checkout (`--repo DIR`), so the files git
// lists, less the generated ones, are copied to a temporary folder and measured there.
// `npm run duplicates -- --most 200` passes its options on; `duplicates --change` (what a change
// wrote twice) stays the plain command.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const git = (args, input) => execFileSync('git', args, { input, maxBuffer: 64 << 20 }).toString();
const listed = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard']).split('\0').filter(Boolean);
// check-attr -z answers path NUL attribute NUL value NUL, per path.
const attrs = git(['check-attr', '-z', '--stdin', 'linguist-generated'], listed.join('\0')).split('\0');
const generated = new Set();
for (let i = 0; i + 2 < attrs.length; i += 3) if (attrs[i + 2] === 'true') generated.add(attrs[i]);

const root = mkdtempSync(join(tmpdir(), 'kerben-duplicates-'));
try {
  let copied = 0;
  for (const path of listed) {
    if (generated.has(path)) continue;
    mkdirSync(join(root, dirname(path)), { recursive: true });
    try {
      copyFileSync(path, join(root, path));
      copied += 1;
    } catch {
      // Deleted in the working tree but still in the index: nothing to read.
    }
  }
  console.log(`${copied} files, ${generated.size} generated ones left out (.gitattributes: linguist-generated)`);
  const run = spawnSync('duplicates', ['--repo', root, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.error) console.log('the `duplicates` command is not installed here');
} finally {
  rmSync(root, { recursive: true, force: true });
}
