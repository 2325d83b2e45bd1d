import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { segmentListCss } from './features/transcript/segments/segment-styles.ts';
// The default config's parts, not `defaultConfig`: importing that also builds Chakra's own default
// system at start-up (as long again as building ours), which this app never uses.
import { defaultThemeConfig } from '@chakra-ui/react/theme';

/** The product's ten-step orange scale, usable as colorPalette="brand". */
const brand = {
  50: '#fff7ed',
  100: '#ffedd5',
  200: '#fed7aa',
  300: '#fdba74',
  400: '#fb923c',
  500: '#f97316',
  600: '#ea580c',
  700: '#c2410c',
  800: '#9a3412',
  900: '#7c2d12',
};

const config = defineConfig({
  theme: {
    tokens: {
      colors: { brand: Object.fromEntries(Object.entries(brand).map(([step, value]) => [step, { value }])) },
    },
    semanticTokens: {
      colors: {
        brand: {
          // White on brand.600 is 3.55:1; brand.700 gives 5.2:1 (WCAG AA needs 4.5).
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.800}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorScheme: 'light' },
    ...segmentListCss,
  },
});

/**
 * Chakra's colour scales the app never names (no component, status or speaker colour uses them): their
 * tokens and CSS variables are most of the work of building the system, which holds the page at start-up.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T | undefined) =>
  colors && (Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T);

const { theme: defaultTheme = {} } = defaultThemeConfig;
const themeConfig = defineConfig({
  ...defaultThemeConfig,
  theme: {
    ...defaultTheme,
    tokens: { ...defaultTheme.tokens, colors: withoutUnusedPalettes(defaultTheme.tokens?.colors) },
    semanticTokens: { ...defaultTheme.semanticTokens, colors: withoutUnusedPalettes(defaultTheme.semanticTokens?.colors) },
  },
});

/** The app's Chakra system; building it takes tens of milliseconds, so the caller chooses when. */
export const createAppSystem = () => createSystem(defaultBaseConfig, themeConfig, config);

export const HEADER_HEIGHT = '60px';
export const SIDEBAR_WIDTH = '300px';
