import type { ProductColor } from '@cotizador/contracts/catalogue';
import { Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
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

/** SPEC §2: the product's colour swatches; choosing one shows its images. */
export function ProductColorSwatches({ colors, selectedColorId, onSelect }: ProductColorSwatchesProps) {
  const selected = colors.find((item) => item.id === selectedColorId);
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
          {colors.map((item) => {
            const checked = item.id === selectedColorId;
            return (
              <Tooltip key={item.id} label={item.color.name} withArrow openDelay={200}>
                <UnstyledButton
                  role="radio"
                  aria-checked={checked}
                  aria-label={item.color.name}
                  className={classes.swatch}
                  data-checked={checked || undefined}
                  style={{ background: item.color.hex }}
                  onClick={() => onSelect(item.id)}
                >
                  {checked && (
                    <IconCheck size={16} stroke={3} color={isLight(item.color.hex) ? '#16233f' : '#ffffff'} aria-hidden />
                  )}
                </UnstyledButton>
              </Tooltip>
            );
          })}
        </Group>
      )}
    </div>
  );
}
