import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { Hint } from './hint';

/** SPEC §8: the toast shown after copying to the clipboard, verbatim. */
export const COPIED_MESSAGE = 'Copied!';
/** SPEC §8: how long the 'Copied!' toast stays on screen. */
export const COPIED_TOAST_MS = 3000;
const COPY_FAILED_MESSAGE = 'No se pudo copiar al portapapeles';

type CopyButtonProps = Omit<ActionIconProps, 'children' | 'onClick'> & {
  /** The text placed on the clipboard. */
  value: string;
  /** Accessible name, for example 'Copiar SKU' or 'Copiar número de cotización'. */
  label?: string;
};

/**
 * A small icon button that copies `value` with the Clipboard API and confirms it with the
 * 'Copied!' toast (3000 ms) through the app's one toast path.
 */
export function CopyButton({ value, label = 'Copiar', size = 'sm', variant = 'subtle', ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
    } catch {
      notifyError(COPY_FAILED_MESSAGE);
      return;
    }
    notifySuccess(COPIED_MESSAGE, { autoClose: COPIED_TOAST_MS });
    setCopied(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setCopied(false), COPIED_TOAST_MS);
  }

  return (
    <Hint label={copied ? 'Copiado' : label} align="start">
      <ActionIcon
        type="button"
        aria-label={label}
        color={copied ? 'teal' : 'gray'}
        size={size}
        variant={variant}
        onClick={copy}
        {...props}
      >
        {copied ? <IconCheck size="70%" stroke={2} /> : <IconCopy size="70%" stroke={1.75} />}
      </ActionIcon>
    </Hint>
  );
}
