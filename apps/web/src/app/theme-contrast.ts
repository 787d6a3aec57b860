import { DEFAULT_THEME } from '@mantine/core';
import { darken, readableOn, TEXT_CONTRAST } from '../lib/contrast';
import { kerben, PRIMARY_SHADE } from './theme';

// How theme.ts's ACCESSIBLE_TEXT_COLORS are chosen; contrast.test.ts checks the table against it.
// Not imported by the app: the browser gets the table.

const gray = DEFAULT_THEME.colors.gray;
const WHITE = '#ffffff';
/** The backgrounds text is drawn on: white cards, the page (--kb-surface), striped and hovered rows, pale blue panels. */
export const SURFACES = [WHITE, '#f5f7fb', gray[0], gray[1], kerben[0]];

/** Each colour's filled, outline and light text, darkened as far as 4.5:1 needs, and the greys of text. */
export function accessibleTextColors(colors: Record<string, readonly string[]>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const shade = (index: number) => shades[index] ?? '#000000';
    // Filled buttons and badges carry white text, and `c="teal"` draws text in this same colour.
    const filled = readableOn(shade(PRIMARY_SHADE), SURFACES);
    if (filled !== shade(PRIMARY_SHADE).toLowerCase()) {
      variables[`--mantine-color-${name}-filled`] = filled;
      variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
      variables[`--mantine-color-${name}-outline`] = filled;
    }
    // Light badges and buttons: this text on the colour's pale tint (shade 1); subtle ones on white.
    const lightColor = readableOn(shade(9), [shade(1), WHITE]);
    if (lightColor !== shade(9).toLowerCase()) variables[`--mantine-color-${name}-light-color`] = lightColor;
  }
  variables['--mantine-color-dimmed'] = readableOn(gray[6], SURFACES);
  variables['--mantine-color-placeholder'] = readableOn(gray[5], [WHITE, gray[0]]);
  variables['--mantine-color-disabled-color'] = readableOn(gray[6], [gray[2]]);
  variables['--mantine-color-error'] = readableOn(colors.red?.[6] ?? '#fa5252', [WHITE, gray[0]], TEXT_CONTRAST);
  return variables;
}
