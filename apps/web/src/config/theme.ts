import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type MantineColorsTuple,
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
  },
});

/**
 * 'dimmed' text (captions, notes) in gray 7: Mantine's gray 6 on white is 3.3:1, below the AA 4.5:1
 * that small text needs.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-dimmed': current.colors.gray[7] },
  dark: {},
});
