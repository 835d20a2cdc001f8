import type { ModalProps } from '@mantine/core';

/** The four profile modals share one look: a bold title with room to breathe. */
export const MODAL_STYLES: ModalProps['styles'] = {
  title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
  header: { paddingBottom: 'var(--mantine-spacing-xs)' },
};
