import { CART_SENT_MESSAGE } from '@cotizador/domain/messages';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export type DeleteTarget = { kind: 'one'; quotationId: number } | { kind: 'all' };

const DELETE_QUESTIONS: Record<DeleteTarget['kind'], string> = {
  one: '¿Quieres eliminar este producto de tu carrito?',
  all: '¿Quieres eliminar todos los productos de tu carrito?',
};

type ConfirmDeleteModalProps = {
  target: DeleteTarget | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** After the closing transition (focus goes somewhere sensible). */
  onClosed?: () => void;
};

/** SPEC §2 Cart: the 'Aviso' confirmation before deleting one item or all of them. */
export function ConfirmDeleteModal({ target, deleting, onConfirm, onClose, onClosed }: ConfirmDeleteModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title="Aviso"
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="lg">
        <Text>{target ? DELETE_QUESTIONS[target.kind] : ''}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            Cancelar
          </Button>
          {/* red 9: white text at AA contrast (red 6 is 3.3:1). */}
          <Button color="red.9" onClick={onConfirm} loading={deleting}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type CartSentModalProps = { opened: boolean; onClose: () => void };

/** SPEC §2 Cart: shown after the cart was sent. */
export function CartSentModal({ opened, onClose }: CartSentModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered radius="lg" size="md" padding="xl">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.CloseButton aria-label="Cerrar" pos="absolute" top={12} right={12} />
        <Modal.Body>
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={64} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={40} stroke={1.6} aria-hidden />
            </ThemeIcon>
            {/* Modal.Title names the dialog (aria-labelledby). */}
            <Modal.Title fz="h3" fw={700} lh={1.3}>
              {CART_SENT_MESSAGE}
            </Modal.Title>
            <Text c="dimmed">
              Un operador se pondrá en contacto contigo por correo electrónico para dar respuesta a tus cotizaciones, incluidas
              las cotizaciones especiales.
            </Text>
            <Group justify="center" gap="sm" mt="xs" wrap="wrap">
              <Button component={Link} to={paths.catalogue.href()} variant="default" onClick={onClose}>
                Volver al catálogo
              </Button>
              <Button component={Link} to={paths.quotations.href()} onClick={onClose}>
                Ir a mis cotizaciones
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
