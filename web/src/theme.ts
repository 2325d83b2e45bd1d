import { createSystem, defaultBaseConfig, defineConfig, defineRecipe } from '@chakra-ui/react';
import { segmentListCss } from './features/transcript/segments/segment-styles.ts';
// The default theme's parts, not `defaultConfig` (importing that also builds Chakra's own default system at
// start-up, as long again as building ours) nor `defaultThemeConfig` (which brings every component's styles).
import * as chakraTheme from '@chakra-ui/react/theme';

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

const SOLID_HOVER = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 85%, black)';

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
        // White on green.600 (Chakra's) is 3.3:1, under the success toast's text; green.700 gives 5.0:1.
        green: { solid: { value: '{colors.green.700}' } },
      },
    },
    recipes: {
      // Chakra lightens a solid button under the pointer (its colour at 90 %), which takes white on brand.700 under
      // 4.5:1; darkening it keeps the contrast and still shows the hover.
      button: defineRecipe({
        variants: { variant: { solid: { _hover: { bg: SOLID_HOVER }, _expanded: { bg: SOLID_HOVER } } } },
      }),
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
const withoutUnusedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * The styles of the multi-part components the app uses, by their key in Chakra's theme (its component's
 * name in camelCase). Chakra's theme has some fifty; each one left out is a module the browser need not
 * evaluate and a recipe the system need not copy at start-up. theme.test.ts fails when a component in use
 * is missing here.
 */
export const USED_SLOT_RECIPES = {
  alert: chakraTheme.alertSlotRecipe,
  checkbox: chakraTheme.checkboxSlotRecipe,
  dialog: chakraTheme.dialogSlotRecipe,
  drawer: chakraTheme.drawerSlotRecipe,
  field: chakraTheme.fieldSlotRecipe,
  menu: chakraTheme.menuSlotRecipe,
  nativeSelect: chakraTheme.nativeSelectSlotRecipe,
  popover: chakraTheme.popoverSlotRecipe,
  progress: chakraTheme.progressSlotRecipe,
  radioGroup: chakraTheme.radioGroupSlotRecipe,
  slider: chakraTheme.sliderSlotRecipe,
  switch: chakraTheme.switchSlotRecipe,
  table: chakraTheme.tableSlotRecipe,
  toast: chakraTheme.toastSlotRecipe,
};

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: chakraTheme.cssVarsPrefix,
  cssVarsRoot: chakraTheme.cssVarsRoot,
  globalCss: chakraTheme.globalCss,
  theme: {
    breakpoints: chakraTheme.breakpoints,
    keyframes: chakraTheme.keyframes,
    tokens: { ...chakraTheme.tokens, colors: withoutUnusedPalettes(chakraTheme.tokens.colors) },
    semanticTokens: { ...chakraTheme.semanticTokens, colors: withoutUnusedPalettes(chakraTheme.semanticTokens.colors) },
    // The single-part components' styles are few and small: all of them.
    recipes: chakraTheme.recipes,
    slotRecipes: USED_SLOT_RECIPES,
    textStyles: chakraTheme.textStyles,
    layerStyles: chakraTheme.layerStyles,
    animationStyles: chakraTheme.animationStyles,
  },
});

/** The app's Chakra system; building it takes tens of milliseconds, so the caller chooses when. */
export const createAppSystem = () => createSystem(defaultBaseConfig, themeConfig, config);

export const HEADER_HEIGHT = '60px';
export const SIDEBAR_WIDTH = '300px';
