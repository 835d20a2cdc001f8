import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type ClipboardEvent, type DragEvent, useState } from 'react';

const block = (event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) => event.preventDefault();

/**
 * SPEC §2/§5: a password field where copy, cut and paste (and dropping text) are blocked, with an
 * accessible show/hide toggle.
 */
export function GuardedPasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      autoComplete="new-password"
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Ocultar contraseña' : 'Mostrar contraseña',
        'aria-pressed': visible,
      }}
      onCopy={block}
      onCut={block}
      onPaste={block}
      onDrop={block}
    />
  );
}
