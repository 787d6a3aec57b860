import { describe, expect, it } from 'vitest';
import { watchSecrets } from './secrets';

// The watch every test app runs (createTestApp), proved on its own.
describe('the secret watch', () => {
  const PASSWORD = 'Secret-pass-1';
  const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.access.token';

  it('finds a secret the client sent, or a token it was answered, in a cached answer', () => {
    const watch = watchSecrets();
    watch.request({ email: 'a@example.kg', password: PASSWORD });
    watch.answer(JSON.stringify({ access: ACCESS }));
    watch.cached(Buffer.from(JSON.stringify({ results: [{ name: PASSWORD }] })));
    watch.cached(Buffer.from(JSON.stringify({ results: [{ name: ACCESS }] })));
    expect(watch.leaks('')).toEqual([
      'a cached answer contains a secret or token: Se…(13)',
      'a cached answer contains a secret or token: ey…(33)',
    ]);
  });

  it('finds them in a stored file, binary or not, and passes files and answers without them', () => {
    const watch = watchSecrets();
    watch.request({ password: PASSWORD });
    watch.answer(JSON.stringify({ access: ACCESS }));
    watch.stored(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff]), Buffer.from(`tEXt${PASSWORD}`)]));
    watch.stored(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]));
    watch.cached(Buffer.from('{"results":[]}'));
    expect(watch.leaks('')).toEqual(['a stored file contains a secret or token: Se…(13)']);
  });
});
