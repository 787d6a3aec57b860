import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, readableOn } from './contrast';
import { cssVariablesResolver, DIMMED, theme } from './theme';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Mantine's gray.6 on white, the old dimmed text.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens a colour only as far as it must', () => {
    expect(readableOn('#0a44c6', ['#ffffff'])).toBe('#0a44c6');
    const green = readableOn('#2b8a3e', ['#ffffff']);
    expect(contrastRatio(green, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // One step of 2% was enough: the colour itself has 4.37:1.
    expect(contrastRatio('#2b8a3e', '#ffffff')).toBeLessThan(4.5);
    expect(green).toBe(darken('#2b8a3e', 0.02));
    expect(darken('#ffffff', 0.5)).toBe('#808080');
  });
});

describe('the theme colours as text', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(resolved).light as Record<string, string>;
  const value = (name: string, fallback: string) => light[name] ?? fallback;

  it('reads at 4.5:1: dimmed text, placeholders, disabled buttons, errors', () => {
    expect(light['--mantine-color-dimmed']).toBe(DIMMED);
    for (const background of ['#ffffff', '#f5f7fb', '#f8f9fa', '#e8f0ff']) {
      expect(contrastRatio(DIMMED, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(value('--mantine-color-placeholder', ''), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(value('--mantine-color-disabled-color', ''), resolved.colors.gray[2])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(value('--mantine-color-error', ''), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every colour readable filled, outline and light variants', () => {
    for (const [name, shades] of Object.entries(resolved.colors)) {
      const filled = value(`--mantine-color-${name}-filled`, shades[7]);
      expect(contrastRatio(filled, '#ffffff'), `${name} filled`).toBeGreaterThanOrEqual(4.5);
      const hover = value(`--mantine-color-${name}-filled-hover`, shades[8]);
      expect(contrastRatio(hover, '#ffffff'), `${name} filled hover`).toBeGreaterThanOrEqual(4.5);
      const lightColor = value(`--mantine-color-${name}-light-color`, shades[9]);
      expect(contrastRatio(lightColor, shades[1]), `${name} light`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves the brand blue as it is', () => {
    expect(light['--mantine-color-kerben-filled']).toBeUndefined();
    expect(light['--mantine-color-kerben-light-color']).toBeUndefined();
  });
});
