import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { i18n } from '../i18n';

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

export const theme = createTheme({
  primaryColor: 'kerben',
  primaryShade: 7,
  colors: { kerben },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A plain object, not PasswordInput.extend: importing the component would put it in the public bundle.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': i18n.t('components.password.toggle') } },
    },
    // Dialog titles read as headings.
    Modal: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});
