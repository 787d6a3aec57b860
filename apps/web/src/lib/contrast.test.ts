import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_TEXT_COLORS, cssVariablesResolver, DIMMED, theme } from '../app/theme';
import { accessibleTextColors } from '../app/theme-contrast';
import { contrastRatio, darken, readableOn } from './contrast';

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

  it('finds by halving the same shade as trying every step, on light and dark backgrounds', () => {
    const everyStep = (hex: string, backgrounds: string[]) => {
      for (let amount = 0; amount < 1; amount += 0.02) {
        const shade = darken(hex, amount);
        if (backgrounds.every((background) => contrastRatio(shade, background) >= 4.5)) return shade;
      }
      return '#000000';
    };
    const colours = ['#fab005', '#40c057', '#15aabf', '#fd7e14', '#be4bdb', '#868e96', '#ffffff', '#e8f0ff'];
    const backgrounds = [['#ffffff'], ['#ffffff', '#f5f7fb', '#e8f0ff'], ['#fff3bf'], ['#333333'], ['#ffffff', '#555555']];
    for (const colour of colours) {
      for (const set of backgrounds) expect(readableOn(colour, set), `${colour} on ${set}`).toBe(everyStep(colour, set));
    }
  });
});

describe('the theme colours as text', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(resolved).light as Record<string, string>;
  const value = (name: string, fallback: string) => light[name] ?? fallback;

  it('is the table the contrast rule computes from the colours', () => {
    expect(ACCESSIBLE_TEXT_COLORS).toEqual(accessibleTextColors(resolved.colors));
  });

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
