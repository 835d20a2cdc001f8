import {
  type ComboboxProps,
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  darken,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
} from '@mantine/core';

// Brand blue; shade 7 carries white text with AA contrast.
const brand: MantineColorsTuple = [
  '#edf2fd',
  '#dbe4f8',
  '#b3c6ef',
  '#88a6e6',
  '#658bde',
  '#4f7ad9',
  '#4271d7',
  '#2f5bb7',
  '#2a51a4',
  '#1f3f8f',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
  headings: { fontWeight: '700' },
  black: '#16233f',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Every modal and drawer has a close button named 'Cerrar' (decision 016).
    // Plain objects, not Modal.extend(): the theme is in the entry chunk, and .extend() would pull
    // the whole Modal/Drawer code (and floating-ui) into the sign-in screen's JavaScript.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } satisfies Partial<DrawerProps> },
    // A closed Select's list is not rendered. Mantine keeps it mounted (hidden) by default, and
    // floating-ui then measures each hidden list when the screen mounts, a forced layout of the whole
    // page inside the first render (issue 18: about 90 ms of a phone's CPU on a product page).
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
    // An open menu focuses its first entry, as the ARIA menu pattern asks. Mantine's default is a
    // hidden focus holder (role="presentation" with tabindex), which a menu may not contain: axe
    // reports it as a serious aria-required-children finding on every open menu.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
  },
});

/**
 * Text colours with AA contrast (4.5:1) for small text:
 * - 'dimmed' text (captions, notes) and input placeholders in gray 7: Mantine's gray 6 on white is
 *   3.3:1 and the placeholder's gray 5 is 2.1:1;
 * - the text of 'light' badges and buttons (status badges): Mantine's shade 9 on the colour's pale
 *   background is 3.6:1 for orange; shade 9 darkened by 30 % gives at least 5:1 for every colour;
 * - field error messages in red 9 (5.4:1): Mantine's error red is 3.9:1 on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    '--mantine-color-placeholder': current.colors.gray[7],
    '--mantine-color-error': current.colors.red[9],
    ...Object.fromEntries(
      Object.entries(current.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)]),
    ),
  },
  dark: {},
});
