import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerRoot(): string {
  // Works both from src/ (tests, tsx) and from the bundled dist/ file.
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server root (with drizzle/) not found');
    dir = parent;
  }
  return dir;
}

const serverRoot = findServerRoot();

/** A path inside apps/server, wherever the running code lives. */
export function serverPath(...segments: string[]): string {
  return path.join(serverRoot, ...segments);
}
