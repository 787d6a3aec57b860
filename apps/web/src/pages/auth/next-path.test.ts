import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

const origin = 'https://kerben.kg';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/user/my-parcels?page=2', origin)).toBe('/user/my-parcels?page=2');
  });

  it('refuses other hosts, protocol-relative and backslash tricks', () => {
    expect(safeNextPath('https://evil.example/user', origin)).toBeNull();
    expect(safeNextPath('//evil.example/user', origin)).toBeNull();
    expect(safeNextPath('/\\evil.example', origin)).toBeNull();
    expect(safeNextPath('javascript:alert(1)', origin)).toBeNull();
  });

  it('refuses a way back into the auth pages and an empty value', () => {
    expect(safeNextPath('/auth/login', origin)).toBeNull();
    expect(safeNextPath(null, origin)).toBeNull();
  });
});
