import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes } from '../scripts/api-types';
import { useTestApp } from './helpers';

// The web app's types of the API are generated from the OpenAPI document the routes make; after a
// change of a route's schema, `npm run api:types` writes them again, and this fails until it has.

/** Where two texts first differ, as a line of each (a whole 200 kB diff says less). */
function firstDifference(committed: string, generated: string): string | undefined {
  const a = committed.split('\n');
  const b = generated.split('\n');
  for (let line = 0; line < Math.max(a.length, b.length); line++) {
    if (a[line] !== b[line])
      return `line ${line + 1}: committed ${JSON.stringify(a[line])}, generated ${JSON.stringify(b[line])}`;
  }
  return undefined;
}

describe('apps/web/src/api/schema.gen.ts', () => {
  const { t } = useTestApp();

  it('is what the OpenAPI document generates now (after a route change: npm run api:types)', async () => {
    const generated = await apiTypes(t.app.swagger());
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(firstDifference(committed, generated), 'the API types are stale: run npm run api:types').toBeUndefined();
  });
});
