import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * A slice of Chakra's default theme: its tokens plus only the recipes this app renders. The full
 * default system carries every component's recipe (~50 KB gzip), which the initial-route budget
 * cannot afford. A component whose recipe is missing here renders unstyled, so add it when used.
 * Components that only lazy screens render (breadcrumb, separator, textarea, native select, toast)
 * take their recipe through the `recipe` prop instead, so it loads with the screen, not here.
 */
const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e7f5ee' },
          100: { value: '#c3e5d4' },
          200: { value: '#90cfb1' },
          300: { value: '#58b68b' },
          400: { value: '#2b9c6b' },
          500: { value: '#097950' },
          600: { value: '#076a46' },
          700: { value: '#06583a' },
          800: { value: '#04452e' },
          900: { value: '#033422' },
          950: { value: '#022216' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'gray.50' },
    // Below a laptop's width (lg) the pages' controls are at least 44 px, a finger's size (docs/decisions.md "Phone layout of the pages").
    'main :is(button, select, input:not([type=checkbox], [type=radio], [type=hidden]), [role=button], [role=tab], .chakra-button)': {
      minHeight: { lgDown: '44px' },
    },
    'main :is(button, [role=button], .chakra-button)': { minWidth: { lgDown: '44px' } },
    // A person who asked their system for less motion gets none: dialogs, menus and toasts appear at
    // once, spinners and skeletons stand still (docs/decisions.md "Phone layout of the pages"). Chromium in the
    // browser tests asks for it too, so a journey neither waits on animations nor paints them. No
    // animation at all rather than a very short one: the popups' presence looks for an exit animation a
    // frame after closing and waits for its end, which a 0.01 ms one may already have passed.
    '*, *::before, *::after': {
      _motionReduce: {
        animationName: 'none !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

export const system = createSystem(
  defaultBaseConfig,
  {
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        button: buttonRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        card: cardSlotRecipe,
        field: fieldSlotRecipe,
      },
    },
  },
  brand,
);
