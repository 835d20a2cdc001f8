import { Drawer, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

// Mantine's modal header is a <header>: inside a dialog axe counts it as a second banner landmark
// beside the desk's own header. These frames are the same Drawer and Modal with a plain <div> header.

type FrameProps = { opened: boolean; onClose: () => void; title: string; children: ReactNode };

/** A right-hand drawer (editing forms). */
export function SideDrawer({ opened, onClose, title, children }: FrameProps) {
  // The whole width on a phone: 'md' (440 px) is wider than a 390 px screen.
  const phone = useMediaQuery('(max-width: 30em)');
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={phone ? '100%' : 'md'}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label="Cerrar" />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** A centred dialog (confirmations). */
export function CentredModal({ opened, onClose, title, children }: FrameProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Cerrar" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
