import 'mantine-datatable/styles.layer.css';
import type { ADMIN_PAGE_SIZES } from '@cotizador/contracts/admin-accounts';
import { Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useEffect, useState } from 'react';
import classes from './admin-table.module.css';

/**
 * What every admin table passes to mantine-datatable: its frame, the pager's Spanish texts and names,
 * and the browser's own sideways scrollbar instead of Mantine's drawn one (admin-table.module.css).
 */
export const adminTableDefaults = {
  withTableBorder: true,
  borderRadius: 'md',
  highlightOnHover: true,
  loaderSize: 'md',
  recordsPerPageLabel: 'Por página',
  paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    `${from}–${to} de ${totalRecords}`,
  loadingText: 'Cargando…',
  getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') => {
    if (control === 'next') return { 'aria-label': 'Página siguiente' };
    if (control === 'previous') return { 'aria-label': 'Página anterior' };
    if (control === 'first') return { 'aria-label': 'Primera página' };
    return { 'aria-label': 'Última página' };
  },
  getPaginationItemProps: (page: number) => ({ 'aria-label': `Página ${page}` }),
  className: classes.nativeScroll,
  // No drawn scrollbar: Mantine then hides the viewport's overflow in its inline style, which the
  // viewport's own style (applied after it) gives back.
  scrollAreaProps: { scrollbars: false as const, viewportProps: { style: { overflowX: 'auto' as const } } },
} as const;

/** The page sizes the API accepts (the contract's ADMIN_PAGE_SIZES; a value import would bundle zod). */
const PAGE_SIZES: typeof ADMIN_PAGE_SIZES = [10, 20, 50, 100];

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
  perPage: number;
  onPerPage: (perPage: number) => void;
  /** Page sizes offered (default: every size the admin lists accept). */
  pageSizes?: readonly number[];
  /** Opens a row (each row also needs a link or button of its own: a click is not for keyboards). */
  onRowClick?: (row: T) => void;
};

/** A mantine-datatable with its page footer ("1–20 de 45") and an empty state of its own. */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  meta,
  loading,
  empty,
  onPage,
  perPage,
  onPerPage,
  pageSizes = PAGE_SIZES,
  onRowClick,
}: AdminTableProps<T>) {
  if (!rows) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Cargando" />
      </Group>
    );
  }
  if (rows.length === 0) return <>{empty}</>;
  const tableColumns: DataTableColumn<T>[] = columns.map((column) => ({
    accessor: column.key,
    title: column.header,
    render: column.render,
  }));
  return (
    <DataTable<T>
      {...adminTableDefaults}
      aria-label={caption}
      verticalAlign="center"
      fetching={loading}
      records={rows}
      columns={tableColumns}
      idAccessor={rowKey}
      page={meta?.current_page ?? 1}
      onPageChange={onPage}
      totalRecords={meta?.total ?? rows.length}
      recordsPerPage={perPage}
      recordsPerPageOptions={[...pageSizes]}
      onRecordsPerPageChange={onPerPage}
      noRecordsText="Sin resultados"
      {...(onRowClick ? { onRowClick: ({ record }: { record: T }) => onRowClick(record) } : {})}
    />
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
      size="sm"
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

/** The frame of an admin screen inside the desk layout. */
export function AdminScreen({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="lg">{children}</Stack>
    </Container>
  );
}
