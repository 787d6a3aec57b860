import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { i18n } from '../i18n';

// A deep, trustworthy blue; shade 7 (#0a44c6) is the brand colour.
export const kerben: MantineColorsTuple = [
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

export const PRIMARY_SHADE = 7;

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
    // A function, read at each render: the label follows the language (and the texts load after this module).
    PasswordInput: {
      defaultProps: () => ({ visibilityToggleButtonProps: { 'aria-label': i18n.t('components.password.toggle') } }),
    },
    // Dialog titles read as headings.
    Modal: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});

/** Muted text: descriptions, captions, chart values, dates (contrast.test.ts: 4.5:1 on every surface). */
export const DIMMED = '#666c72';

/**
 * The theme's colours as text needs them (WCAG AA, 4.5:1 for normal-size text), in one place. Mantine's
 * defaults are lighter: dimmed text gray.6 (3.3:1 on white), placeholders gray.5, disabled buttons
 * gray.5 on gray.2, errors red.6, light badges shade 9 on shade 1 (orange 3.6:1), filled badges and
 * coloured text shade 7 (orange, green, teal, yellow under 3.1:1 with or on white). Each keeps its hue
 * and is darkened only as far as needed; a shade that already reads stays as it is (kerben, gray, dark).
 * The numbered shades (--mantine-color-teal-6) are untouched: they are for backgrounds and decoration.
 *
 * Written out rather than computed in the browser, where the computation held a slow phone's page for
 * 20 to 40 ms while it hydrated: theme-contrast.ts computes the same table from the colours, and
 * contrast.test.ts fails when the two differ.
 */
export const ACCESSIBLE_TEXT_COLORS: Record<string, string> = {
  '--mantine-color-red-filled': '#ca3434',
  '--mantine-color-red-filled-hover': '#b22e2e',
  '--mantine-color-red-outline': '#ca3434',
  '--mantine-color-pink-filled': '#c52f63',
  '--mantine-color-pink-filled-hover': '#ad2957',
  '--mantine-color-pink-outline': '#c52f63',
  '--mantine-color-grape-filled': '#a73cc1',
  '--mantine-color-grape-filled-hover': '#9335aa',
  '--mantine-color-grape-outline': '#a73cc1',
  '--mantine-color-indigo-filled': '#3f5fe2',
  '--mantine-color-indigo-filled-hover': '#3754c7',
  '--mantine-color-indigo-outline': '#3f5fe2',
  '--mantine-color-blue-filled': '#196fbc',
  '--mantine-color-blue-filled-hover': '#1662a5',
  '--mantine-color-blue-outline': '#196fbc',
  '--mantine-color-cyan-filled': '#0c7787',
  '--mantine-color-cyan-filled-hover': '#0b6977',
  '--mantine-color-cyan-outline': '#0c7787',
  '--mantine-color-teal-filled': '#097b59',
  '--mantine-color-teal-filled-hover': '#086c4e',
  '--mantine-color-teal-outline': '#097b59',
  '--mantine-color-teal-light-color': '#087a57',
  '--mantine-color-green-filled': '#277d36',
  '--mantine-color-green-filled-hover': '#226e30',
  '--mantine-color-green-outline': '#277d36',
  '--mantine-color-green-light-color': '#277c38',
  '--mantine-color-lime-filled': '#4d790f',
  '--mantine-color-lime-filled-hover': '#446a0d',
  '--mantine-color-lime-outline': '#4d790f',
  '--mantine-color-lime-light-color': '#4d7c0b',
  '--mantine-color-yellow-filled': '#935f00',
  '--mantine-color-yellow-filled-hover': '#815400',
  '--mantine-color-yellow-outline': '#935f00',
  '--mantine-color-yellow-light-color': '#aa5800',
  '--mantine-color-orange-filled': '#b74c05',
  '--mantine-color-orange-filled-hover': '#a14304',
  '--mantine-color-orange-outline': '#b74c05',
  '--mantine-color-orange-light-color': '#bb3e0d',
  '--mantine-color-dimmed': DIMMED,
  '--mantine-color-placeholder': '#6b7075',
  // Disabled buttons stay readable: dimmed text on their gray.2 face.
  '--mantine-color-disabled-color': '#63696f',
  '--mantine-color-error': '#c84242',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  dark: {},
  light: ACCESSIBLE_TEXT_COLORS,
});
