// A calm clinical theme: deep teal primary (white text on the filled shade passes WCAG AA at
// 5.9:1), system fonts, and a darker "dimmed" grey than Mantine's default so secondary text
// keeps 4.5:1 contrast (axe).
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e7f5f6',
  '#cfeaed',
  '#a0d4da',
  '#6dbcc5',
  '#45a8b3',
  '#2b98a4',
  '#1b8290',
  '#0f6f7a',
  '#0b5a63',
  '#07454c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    Tooltip: { defaultProps: { openDelay: 400 } },
    // A dialog's header is not the page's banner: Mantine renders it as <header>, which axe
    // reports as a second banner landmark (landmark-no-duplicate-banner) beside the app's top bar.
    DrawerHeader: { defaultProps: { component: 'div' } },
    ModalHeader: { defaultProps: { component: 'div' } },
    // A light alert's title is drawn in its colour's mid shade: orange and yellow on their tint
    // fall below 4.5:1 (axe color-contrast). Titles read in the body's dark text instead.
    Alert: { styles: { title: { color: 'var(--mantine-color-dark-8)' } } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    // Mantine's default error red (red.6) is 3.2:1 on white; red.9 is 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-body': '#ffffff',
  },
  dark: {},
});
