import type { ProductColor } from '@cotizador/contracts/catalogue';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type KeyboardEvent, useRef } from 'react';
import { Hint } from '@/components/hint';
import classes from './product-view.module.css';

type ProductColorSwatchesProps = {
  colors: readonly ProductColor[];
  selectedColorId: number | null;
  onSelect: (productColorId: number) => void;
};

/** Light colours get a dark check mark. */
function isLight(hex: string): boolean {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return false;
  const value = Number.parseInt(match[1], 16);
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * SPEC §2: the product's colour swatches; choosing one shows its images. A radio group (WAI-ARIA
 * pattern): one tab stop (the chosen swatch, or the first), arrow keys move and choose, wrapping.
 */
export function ProductColorSwatches({ colors, selectedColorId, onSelect }: ProductColorSwatchesProps) {
  const selected = colors.find((item) => item.id === selectedColorId);
  const buttons = useRef<Map<number, HTMLButtonElement>>(new Map());
  const tabStopId = selected?.id ?? colors[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    let target: ProductColor | undefined;
    if (step !== 0) target = colors[(index + step + colors.length) % colors.length];
    else if (event.key === 'Home') target = colors[0];
    else if (event.key === 'End') target = colors[colors.length - 1];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div>
      <Text size="sm" fw={600} mb={6} id="product-colors-label">
        Color:{' '}
        <Text span fw={400} c="dimmed">
          {selected?.color.name ?? 'Sin colores disponibles'}
        </Text>
      </Text>
      {colors.length > 0 && (
        <Group gap={10} role="radiogroup" aria-labelledby="product-colors-label">
          {colors.map((item, index) => {
            const checked = item.id === selectedColorId;
            return (
              <Hint key={item.id} label={item.color.name} align={index === 0 ? 'start' : 'center'}>
                <UnstyledButton
                  ref={(node: HTMLButtonElement | null) => {
                    if (node) buttons.current.set(item.id, node);
                    else buttons.current.delete(item.id);
                  }}
                  role="radio"
                  aria-checked={checked}
                  aria-label={item.color.name}
                  tabIndex={item.id === tabStopId ? 0 : -1}
                  className={classes.swatch}
                  data-checked={checked || undefined}
                  style={{ background: item.color.hex }}
                  onClick={() => onSelect(item.id)}
                  onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, index)}
                >
                  {checked && (
                    <IconCheck size={16} stroke={3} color={isLight(item.color.hex) ? '#16233f' : '#ffffff'} aria-hidden />
                  )}
                </UnstyledButton>
              </Hint>
            );
          })}
        </Group>
      )}
    </div>
  );
}
