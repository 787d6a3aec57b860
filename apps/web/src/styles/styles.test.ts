import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Mantine's styles come in two parts (mantine-public.css with the entry, mantine-areas.css with the
// signed-in areas) instead of @mantine/core/styles.css whole: this checks that together they are
// that file, each file once, in its order, and that the components others are built on load first.

const core = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const styles = path.join(core, 'styles');
const whole = readFileSync(path.join(core, 'styles.css'), 'utf8');
const listed = (file: string) =>
  [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/@import ["']@mantine\/core\/styles\/(.+)\.css["'];/g)].map(
    (match) => match[1] ?? '',
  );
const publicPart = listed('./mantine-public.css');
const areasPart = listed('./mantine-areas.css');

/** Where a component's rules start in styles.css. */
const positionOf = (name: string) => {
  const text = readFileSync(path.join(styles, `${name}.css`), 'utf8').replace(/^\/\*.*\*\/\n/, '');
  return whole.indexOf(text.trim().slice(0, 200));
};

describe("Mantine's styles, split", () => {
  it('are every file of @mantine/core/styles once, in one part or the other', () => {
    const files = readdirSync(styles)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.slice(0, -'.css'.length));
    expect([...publicPart, ...areasPart].sort()).toEqual(files.sort());
  });

  it("keep styles.css's order in each part", () => {
    for (const part of [publicPart, areasPart]) {
      const positions = part.map(positionOf);
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('load the baseline and the components others are built on with the public site', () => {
    // Mantine's list of the components other components reuse (mantine.dev/styles/css-files-list).
    const shared = ['ScrollArea', 'UnstyledButton', 'VisuallyHidden', 'Paper', 'Popover', 'CloseButton', 'Group', 'Loader'];
    const alsoShared = ['Overlay', 'ModalBase', 'Input', 'InlineInput', 'Flex', 'FloatingIndicator', 'ActionIcon'];
    expect(publicPart.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    for (const name of [...shared, ...alsoShared]) expect(publicPart).toContain(name);
  });
});
