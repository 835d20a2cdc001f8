import { Button, Drawer, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { ActionButton } from '@/components/action-button';
import type { PageParams } from '../api/keys';

// The pieces every admin list screen is made of besides its table (admin-table.tsx): the page
// state, the row actions, the 'Mostrar eliminados' switch, the edit drawer and the confirmation of a
// removal. One implementation, so every screen behaves and reads the same.

/** Page, page size and search of a list screen; a new search or page size goes back to page 1. */
export function usePageParams<P extends PageParams = PageParams>(initial?: Omit<P, keyof PageParams>) {
  const [params, setParams] = useState<P>(() => ({ page: 1, perPage: 20, search: '', ...initial }) as P);
  const onSearch = useCallback((search: string) => setParams((p) => (p.search === search ? p : { ...p, search, page: 1 })), []);
  const toFirstPage = useCallback(() => setParams((p) => ({ ...p, page: 1 })), []);
  /** The paging props of AdminTable. */
  const paging = {
    perPage: params.perPage,
    onPage: (page: number) => setParams((p) => ({ ...p, page })),
    onPerPage: (perPage: number) => setParams((p) => ({ ...p, perPage, page: 1 })),
  };
  return { params, setParams, onSearch, toFirstPage, paging };
}

/** 'Editar' and, where the row may be removed, 'Eliminar'; both named after the row. */
export function RowActions({
  name,
  onEdit,
  onRemove,
}: {
  name: string;
  onEdit: () => void;
  onRemove?: (() => void) | undefined;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`Editar ${name}`}>
        Editar
      </Button>
      {onRemove && (
        <Button size="xs" variant="light" color="red" onClick={onRemove} aria-label={`Eliminar ${name}`}>
          Eliminar
        </Button>
      )}
    </Group>
  );
}

/** 'Restaurar' on a removed row. */
export function RestoreButton({ name, onRestore }: { name: string; onRestore: () => Promise<unknown> }) {
  return (
    <ActionButton size="xs" variant="light" onAction={onRestore} aria-label={`Restaurar ${name}`}>
      Restaurar
    </ActionButton>
  );
}

export function RemovedSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <Switch label="Mostrar eliminados" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

/** The right-hand drawer where a row is created or edited. */
export function EditDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={title}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {children}
    </Drawer>
  );
}

/** A confirmation ('Eliminar …', 'Desactivar …'): the consequence in words, 'Cancelar' and the action. */
export function ConfirmAction({
  opened,
  onClose,
  title,
  text,
  onConfirm,
  confirmLabel = 'Eliminar',
  confirmColor = 'red',
  confirmDisabled = false,
  zIndex,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: ReactNode;
  /** Resolves when done (the modal stays open and the button shows the failure otherwise). */
  onConfirm: () => Promise<unknown>;
  confirmLabel?: string;
  confirmColor?: string;
  /** When the removal is not possible (the text says why). */
  confirmDisabled?: boolean;
  /** Above an open drawer when it is confirmed from one. */
  zIndex?: number;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      centered
      {...(zIndex === undefined ? {} : { zIndex })}
    >
      {opened && (
        <Stack>
          <Text size="sm">{text}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <ActionButton color={confirmColor} disabled={confirmDisabled} onAction={onConfirm}>
              {confirmLabel}
            </ActionButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
