import 'mantine-datatable/styles.layer.css';
import type { AdminInboxItem, AdminInboxResponse } from '@cotizador/contracts/admin-quotations';
import { formatDate, formatDateTime, formatMoney, numberFormatter } from '@cotizador/domain/format';
import { Badge, Box, Container, Group, Image, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { adminTableDefaults } from '@/components/admin-table';
import { DateRangeInput } from '@/components/date-range-input';
import { PageTitle } from '@/components/page-title';
import { productImageUrl } from '@/components/product-card-placeholder';
import { QuotationStatusBadge } from '@/components/quotation-status-badge';
import { SegmentedChoice } from '@/components/segmented-choice';
import { adminPaths } from '@/config/admin-paths';
import { type PickerRange, rangeToApi } from '@/lib/date-range';
import { useAdminLiveStore } from '@/stores/admin-live-store';
import { useInbox } from '../api/get-inbox';
import {
  ADMIN_INBOX_PAGE_SIZES,
  ASSIGNED_OPTIONS,
  INBOX_TABS,
  type InboxView,
  inboxViewToParams,
  parseInboxView,
} from '../lib/inbox-params';
import classes from './inbox.module.css';

const SEARCH_DEBOUNCE_MS = 350;
/** How long a row changed live stays highlighted. */
export const HIGHLIGHT_MS = 4000;
const unitsFormatter = numberFormatter();

function personName(person: { name: string; last_name: string } | null): string {
  return person ? `${person.name} ${person.last_name}`.trim() : '';
}

/**
 * The date picker's range: what the admin is picking, replaced by the URL's range when that changes
 * from outside (back button, a link). Only a different range replaces it: on mount the URL's range
 * is already there, and a new array of the same days would render the whole page and its table a
 * second time right after the first (issue 18: blocking time on a phone).
 */
export function usePickerRange(dateStart: string | null, dateEnd: string | null) {
  const [range, setRange] = useState<PickerRange>([dateStart, dateEnd]);
  useEffect(
    () => setRange((current) => (current[0] === dateStart && current[1] === dateEnd ? current : [dateStart, dateEnd])),
    [dateStart, dateEnd],
  );
  return [range, setRange] as const;
}

/** The view of the URL, and a setter that writes a changed view back to it. */
export function useInboxView(): [InboxView, (change: Partial<InboxView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseInboxView(params), [params]);
  const update = (change: Partial<InboxView>) => {
    // Any filter change goes back to page 1; paging keeps the filters.
    const next = { ...view, page: 1, ...change };
    setParams(inboxViewToParams(next), { replace: !('page' in change) });
  };
  return [view, update];
}

function ProductCell({ row }: { row: AdminInboxItem }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Image
        src={productImageUrl(row.product)}
        alt=""
        w={40}
        h={40}
        fit="contain"
        radius="sm"
        bg="gray.0"
        style={{ flexShrink: 0 }}
      />
      <Box miw={0}>
        <Text size="sm" fw={600} lineClamp={2}>
          {row.product.name}
        </Text>
        <Text size="xs" c="dimmed">
          SKU: {row.product.sku}
          {row.special_quotation ? ' · Especial' : ''}
        </Text>
      </Box>
    </Group>
  );
}

function columns(): DataTableColumn<AdminInboxItem>[] {
  return [
    {
      accessor: 'id',
      title: 'Folio',
      noWrap: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          {row.unread ? (
            <span className={classes.unreadDot} role="img" aria-label="Mensajes sin leer" title="Mensajes sin leer" />
          ) : (
            <Box w={10} />
          )}
          <Link to={adminPaths.quotation.href(row.id)} className={classes.idLink} onClick={(event) => event.stopPropagation()}>
            {row.id}
          </Link>
        </Group>
      ),
    },
    { accessor: 'product', title: 'Producto', width: 220, render: (row) => <ProductCell row={row} /> },
    {
      accessor: 'sales_operator',
      title: 'Vendedor',
      render: (row) => (
        <Box miw={140}>
          <Text size="sm" fw={600}>
            {personName(row.sales_operator)}
          </Text>
          <Text size="xs" c="dimmed">
            {row.sales_operator.company.name}
          </Text>
        </Box>
      ),
    },
    {
      accessor: 'brand',
      title: 'Cliente / marca',
      render: (row) =>
        row.brand ? (
          <Box miw={120}>
            <Text size="sm">{row.brand.client.name}</Text>
            <Text size="xs" c="dimmed">
              {row.brand.name}
              {row.channel ? ` · ${row.channel.name}` : ''}
            </Text>
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    { accessor: 'units', title: 'Unidades', textAlign: 'right', render: (row) => unitsFormatter.format(row.units) },
    {
      accessor: 'final_price',
      title: 'Precio final (MXN)',
      textAlign: 'right',
      noWrap: true,
      render: (row) => (row.final_price === null ? '—' : formatMoney(row.final_price)),
    },
    { accessor: 'status', title: 'Estatus', noWrap: true, render: (row) => <QuotationStatusBadge status={row.status} /> },
    {
      accessor: 'admin',
      title: 'Responsable',
      render: (row) =>
        row.admin ? (
          personName(row.admin)
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            Sin asignar
          </Text>
        ),
    },
    {
      accessor: 'last_message',
      title: 'Último mensaje',
      width: 220,
      render: (row) =>
        row.last_message ? (
          <Box>
            <Text size="sm" className={classes.excerpt} fw={row.unread ? 700 : 400}>
              {row.last_message.from_operator ? '' : 'Admin: '}
              {row.last_message.excerpt}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(row.last_message.created_at)}
            </Text>
          </Box>
        ) : (
          <Text size="xs" c="dimmed">
            Enviada el {formatDate(row.created_at)}
          </Text>
        ),
    },
  ];
}

function StatusTabs({
  view,
  counts,
  onChange,
}: {
  view: InboxView;
  counts?: AdminInboxResponse['counts'];
  onChange: (status: InboxView['status']) => void;
}) {
  return (
    <Tabs value={view.status} onChange={(value) => value && onChange(value as InboxView['status'])} keepMounted={false}>
      <Tabs.List aria-label="Estatus">
        {INBOX_TABS.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            rightSection={
              // The badge is there from the first paint (a placeholder until the counts arrive) and
              // keeps a minimum width, so the tabs do not grow, wrap or push the table down (CLS).
              <Badge
                size="sm"
                miw={32}
                variant={view.status === tab.value ? 'filled' : 'light'}
                color="brand"
                aria-hidden={counts ? undefined : true}
              >
                {counts ? counts[tab.value] : '·'}
              </Badge>
            }
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** /admin: every quotation that needs an answer, newest activity first, filtered from the URL. */
export function InboxPage() {
  const [view, update] = useInboxView();
  const [search, setSearch] = useState(view.search);
  // What this box last wrote to the URL: only a different URL value (back button, a link) replaces
  // what is being typed.
  const writtenSearch = useRef(view.search);
  const debouncedSearch = useDebouncedCallback((value: string) => {
    writtenSearch.current = value.trim();
    update({ search: value });
  }, SEARCH_DEBOUNCE_MS);
  const [range, setRange] = usePickerRange(view.dateStart, view.dateEnd);
  const query = useInbox(view);
  const navigate = useNavigate();
  const changed = useAdminLiveStore((state) => state.changed);
  const [now, setNow] = useState(() => Date.now());

  // The URL wins when it changes from outside (back button, a link).
  useEffect(() => {
    if (view.search === writtenSearch.current) return;
    writtenSearch.current = view.search;
    setSearch(view.search);
  }, [view.search]);

  // Re-evaluate the highlight when something changed, and once more when it should fade.
  const latestChange = Math.max(0, ...Object.values(changed));
  useEffect(() => {
    if (latestChange === 0) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [latestChange]);

  const changeRange = (value: PickerRange) => {
    setRange(value);
    const complete = rangeToApi(value);
    // Apply a complete range, or the cleared one; a half-picked range waits for its second day.
    if (complete) update(complete);
    else if (!value[0] && !value[1]) update({ dateStart: null, dateEnd: null });
  };

  const data = query.data;
  const records = data?.data ?? [];
  const filtered = Boolean(view.search || view.dateStart || view.assigned !== 'all');

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <PageTitle fz={{ base: 24, sm: 28 }} />
        <StatusTabs view={view} counts={data?.counts} onChange={(status) => update({ status })} />
        <Paper withBorder radius="md" p="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="inbox-assigned-label">
                Responsable
              </Text>
              <SegmentedChoice
                labelledBy="inbox-assigned-label"
                data={ASSIGNED_OPTIONS}
                value={view.assigned}
                onChange={(assigned) => update({ assigned })}
              />
            </Stack>
            <TextInput
              label="Buscar"
              placeholder="Folio, producto, vendedor, empresa, cliente o marca"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                debouncedSearch(event.currentTarget.value);
              }}
              maxLength={200}
              w={{ base: '100%', sm: 320 }}
            />
            <DateRangeInput value={range} onChange={changeRange} width={280} iconSize={16} />
          </Group>
        </Paper>
        <DataTable<AdminInboxItem>
          {...adminTableDefaults}
          aria-label="Cotizaciones"
          minHeight={records.length === 0 ? 220 : undefined}
          verticalAlign="top"
          // Only the first load (no rows yet) shows the loader. `isLoading`, not `isFetching`: the
          // page re-renders for the flags it reads, and a background refresh with the same rows (the
          // real-time channel's catch-up on connecting) must not render the whole table again.
          fetching={query.isLoading}
          records={records}
          columns={columns()}
          idAccessor="id"
          noRecordsText={filtered ? 'No hay cotizaciones con estos filtros' : 'No hay cotizaciones'}
          onRowClick={({ record }) => void navigate(adminPaths.quotation.href(record.id))}
          rowClassName={(row) => {
            const at = changed[row.id];
            const flash = at !== undefined && now - at < HIGHLIGHT_MS;
            return [classes.row, row.unread ? classes.unreadRow : '', flash ? classes.flash : ''].filter(Boolean).join(' ');
          }}
          customRowAttributes={(row) => ({ 'data-quotation-id': row.id, 'data-unread': row.unread || undefined })}
          page={view.page}
          onPageChange={(page) => update({ page })}
          totalRecords={data?.total ?? 0}
          recordsPerPage={view.perPage}
          recordsPerPageOptions={[...ADMIN_INBOX_PAGE_SIZES]}
          onRecordsPerPageChange={(perPage) => update({ perPage })}
        />
      </Stack>
    </Container>
  );
}
