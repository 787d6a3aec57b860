import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { i18n } from '../i18n';
import { darken, readableOn, TEXT_CONTRAST } from './contrast';

// A deep, trustworthy blue; shade 7 (#0a44c6) is the brand colour.
const kerben: MantineColorsTuple = [
  '#e8f0ff',
  '#d0ddfb',
  '#a0b9f2',
  '#6d92ea',
  '#4372e3',
  '#285edf',
  '#1853de',
  '#0a44c6',
  '#003cb2',
  '#00339e',
];

const fontFamily =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const PRIMARY_SHADE = 7;

export const theme = createTheme({
  primaryColor: 'kerben',
  primaryShade: PRIMARY_SHADE,
  colors: { kerben },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Mantine's own transitions (menus, dialogs) stop for who asks for less motion, like our CSS.
  respectReducedMotion: true,
  components: {
    // A plain object, not PasswordInput.extend: importing the component would put it in the public bundle.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': i18n.t('components.password.toggle') } },
    },
    // Dialog titles read as headings.
    Modal: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});

const gray = DEFAULT_THEME.colors.gray;
const WHITE = '#ffffff';
/** The backgrounds text is drawn on: white cards, the page (--kb-surface), striped and hovered rows, pale blue panels. */
const SURFACES = [WHITE, '#f5f7fb', gray[0], gray[1], kerben[0]];

/**
 * The theme's colours as text needs them (WCAG AA, 4.5:1 for normal-size text), in one place. Mantine's
 * defaults are lighter: dimmed text gray.6 (3.3:1 on white), placeholders gray.5, disabled buttons
 * gray.5 on gray.2, errors red.6, light badges shade 9 on shade 1 (orange 3.6:1), filled badges and
 * coloured text shade 7 (orange, green, teal, yellow under 3.1:1 with or on white). Each keeps its hue
 * and is darkened only as far as needed; a shade that already reads stays as it is. The numbered
 * shades (--mantine-color-teal-6) are untouched: they are for backgrounds and decoration.
 */
export function accessibleColorVariables(colors: Record<string, readonly string[]>, primaryShade = PRIMARY_SHADE) {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const shade = (index: number) => shades[index] ?? '#000000';
    // Filled buttons and badges carry white text, and `c="teal"` draws text in this same colour.
    const filled = readableOn(shade(primaryShade), SURFACES);
    if (filled !== shade(primaryShade).toLowerCase()) {
      variables[`--mantine-color-${name}-filled`] = filled;
      variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
      variables[`--mantine-color-${name}-outline`] = filled;
    }
    // Light badges and buttons: this text on the colour's pale tint (shade 1); subtle ones on white.
    const lightColor = readableOn(shade(9), [shade(1), WHITE]);
    if (lightColor !== shade(9).toLowerCase()) variables[`--mantine-color-${name}-light-color`] = lightColor;
  }
  return variables;
}

/** Muted text: descriptions, captions, chart values, dates. */
export const DIMMED = readableOn(gray[6], SURFACES);

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  dark: {},
  light: {
    ...accessibleColorVariables(resolved.colors, PRIMARY_SHADE),
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': readableOn(gray[5], [WHITE, gray[0]]),
    // Disabled buttons stay readable: dimmed text on their gray.2 face.
    '--mantine-color-disabled-color': readableOn(gray[6], [gray[2]]),
    '--mantine-color-error': readableOn(resolved.colors.red[6], [WHITE, gray[0]], TEXT_CONTRAST),
  },
});
