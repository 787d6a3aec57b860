// The repository's duplicated code, as the `duplicates` command measures it, without two kinds of
// file that nobody could deduplicate without harming them:
// - the files .gitattributes marks `linguist-generated` (the OpenAPI types, the migrations): nobody
//   writes or edits those by hand;
// - the text catalogues, one file per language and part (the web app's `i18n/ru|ky|en/`, the
//   domain's `i18n/ky|en/` beside the Russian messages of its modules): each holds the same keys in
//   the same shape by design, so what pairs them is a translation, not a copy. They are data, not
//   code; their types (`Translation<typeof …>`) and the domain's `i18n/translations.test.ts` keep
//   them in step.
// The command has no exclude option; it reads every file below a folder that is not a git checkout
// (`--repo DIR`), so the files git lists, less those, are copied to a temporary folder and measured
// there. `npm run duplicates -- --most 200` passes its options on; `duplicates --change` (what a
// change wrote twice) stays the plain command.
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
// The catalogue folders only: the i18n code beside them (loading, language detection) is measured.
const TEXT_CATALOGUES = /^(apps\/web\/src\/i18n\/(ru|ky|en)|packages\/domain\/src\/i18n\/(ky|en))\//;
const catalogues = listed.filter((path) => TEXT_CATALOGUES.test(path));

const root = mkdtempSync(join(tmpdir(), 'kerben-duplicates-'));
try {
  let copied = 0;
  for (const path of listed) {
    if (generated.has(path) || TEXT_CATALOGUES.test(path)) continue;
    mkdirSync(join(root, dirname(path)), { recursive: true });
    try {
      copyFileSync(path, join(root, path));
      copied += 1;
    } catch {
      // Deleted in the working tree but still in the index: nothing to read.
    }
  }
  console.log(
    `${copied} files; left out: ${generated.size} generated (.gitattributes: linguist-generated), ${catalogues.length} text catalogues (i18n/ru|ky|en)`,
  );
  const run = spawnSync('duplicates', ['--repo', root, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.error) console.log('the `duplicates` command is not installed here');
} finally {
  rmSync(root, { recursive: true, force: true });
}
