import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useEffect, useState } from 'react';

type SortableListProps<T> = {
  items: T[];
  getId: (item: T) => number;
  /** The item's name in the move buttons' labels ("Subir Temporada navideña"). */
  getLabel: (item: T) => string;
  render: (item: T) => ReactNode;
  /** The new order, every id once; the list shows it at once. */
  onReorder: (ids: number[]) => void;
  label: string;
};

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * An ordered list: drag a row by its handle (mouse) or use the Subir/Bajar buttons (keyboard,
 * touch). The first row is shown first to operators.
 */
export function SortableList<T>({ items, getId, getLabel, render, onReorder, label }: SortableListProps<T>) {
  const [order, setOrder] = useState(items);
  const [dragging, setDragging] = useState<number | null>(null);
  useEffect(() => setOrder(items), [items]);

  const commit = (next: T[]) => {
    setOrder(next);
    onReorder(next.map(getId));
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging === null) return;
    const next = moveItem(order, dragging, index);
    setDragging(null);
    if (next !== order) commit(next);
  };

  return (
    <Stack gap="xs" component="ol" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {order.map((item, index) => (
        <Paper
          key={getId(item)}
          component="li"
          withBorder
          p="sm"
          radius="md"
          draggable
          onDragStart={(event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            setDragging(index);
          }}
          onDragOver={(event: DragEvent) => event.preventDefault()}
          onDrop={(event: DragEvent) => onDrop(event, index)}
          onDragEnd={() => setDragging(null)}
          style={{ opacity: dragging === index ? 0.5 : 1, cursor: 'grab' }}
        >
          <Group wrap="nowrap" gap="sm" align="center">
            <IconGripVertical size={18} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
            <div style={{ flex: 1, minWidth: 0 }}>{render(item)}</div>
            <Stack gap={2}>
              <ActionIcon
                variant="subtle"
                size="sm"
                disabled={index === 0}
                onClick={() => commit(moveItem(order, index, index - 1))}
                aria-label={`Subir ${getLabel(item)}`}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                disabled={index === order.length - 1}
                onClick={() => commit(moveItem(order, index, index + 1))}
                aria-label={`Bajar ${getLabel(item)}`}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
