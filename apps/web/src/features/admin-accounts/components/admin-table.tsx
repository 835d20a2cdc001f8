import { Group, Loader, Pagination, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';

export type Column<T> = { key: string; header: string; render: (row: T) => ReactNode };

export type PageMeta = { current_page: number; last_page: number; total: number; from: number | null; to: number | null };

type AdminTableProps<T> = {
  /** The table's accessible name. */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => number;
  meta: PageMeta | undefined;
  loading: boolean;
  /** Shown instead of the table when there is nothing (no rows at all or none matching). */
  empty: ReactNode;
  onPage: (page: number) => void;
};

/** A table with its page footer ("Mostrando 1–20 de 45") and an empty state. */
export function AdminTable<T>({ caption, columns, rows, rowKey, meta, loading, empty, onPage }: AdminTableProps<T>) {
  if (!rows) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Cargando" />
      </Group>
    );
  }
  if (rows.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm">
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" miw={720} aria-label={caption} aria-busy={loading || undefined}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {meta && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            Mostrando {meta.from ?? 0}–{meta.to ?? 0} de {meta.total}
          </Text>
          {meta.last_page > 1 && (
            <Pagination
              total={meta.last_page}
              value={meta.current_page}
              onChange={onPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Página anterior' : 'Página siguiente' })}
              getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}

/** Search box that reports its text after a short pause (one request per pause, not per key). */
export function SearchBox({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    onSearch(debounced);
  }, [debounced, onSearch]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

export function PageHeader({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}

export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Text fw={600}>{title}</Text>
      <Text c="dimmed" size="sm" maw={420}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}
