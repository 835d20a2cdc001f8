import type { QuotationListItem, QuotationOrder, QuotationPage } from '@cotizador/contracts/quotations';
import { formatDate, formatMoney, numberFormatter } from '@cotizador/domain/format';
import { QUOTATION_CREATED_MESSAGE } from '@cotizador/domain/messages';
import { isSpecialProduct } from '@cotizador/domain/pricing';
import {
  Box,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSearch } from '@tabler/icons-react';
import { type QueryKey, useIsFetching } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { DateRangeInput } from '@/components/date-range-input';
import { PageTitle } from '@/components/page-title';
import { productImageUrl } from '@/components/product-card-placeholder';
import { paths } from '@/config/paths';
import { type PickerRange, rangeToApi } from '@/lib/date-range';
import { notifySuccess } from '@/lib/notify';
import { WITHOUT_SHIPPING_LABEL } from '@/lib/price-labels';
import { isDirectQuoteCompany } from '@/lib/user';
import { useSessionStore } from '@/stores/session-store';
import { quotationKeys, useMyQuotations } from '../api/get-my-quotations';
import { isQuotationOrder, QUOTATION_ORDER_OPTIONS } from '../lib/quotation-labels';
import { takeQuotationCreated } from '../stores/quotation-created';
import { QuotationStatusLink } from './quotation-status-link';
import classes from './quotations-page.module.css';

const unitsFormatter = numberFormatter();

/** The newest historic final price; '-' while unknown (the special product is priced in the answer). */
function total(quotation: QuotationListItem): string {
  if (quotation.final_price === null) return '-';
  if (isSpecialProduct(quotation.product.sku) && quotation.final_price === 0) return '-';
  return formatMoney(quotation.final_price);
}

function ProductCell({ quotation }: { quotation: QuotationListItem }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Image
        src={productImageUrl(quotation.product)}
        alt=""
        w={44}
        h={44}
        fit="contain"
        radius="sm"
        bg="gray.0"
        style={{ flexShrink: 0 }}
      />
      <Box style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {quotation.product.name}
        </Text>
        <Text size="xs" c="dimmed">
          SKU: {quotation.product.sku}
          {quotation.special_quotation ? ' · Especial' : ''}
        </Text>
      </Box>
    </Group>
  );
}

function Folio({ id }: { id: number }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" fw={700}>
        #{id}
      </Text>
      <CopyButton value={String(id)} label={`Copiar número de cotización ${id}`} />
    </Group>
  );
}

function QuotationsTable({ rows, showClient }: { rows: QuotationListItem[]; showClient: boolean }) {
  return (
    <Table.ScrollContainer minWidth={showClient ? 1100 : 820} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped="even" stripedColor="gray.0">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Folio</Table.Th>
            <Table.Th>Producto</Table.Th>
            <Table.Th>Fecha</Table.Th>
            <Table.Th ta="right">Unidades</Table.Th>
            <Table.Th ta="right">Total ({WITHOUT_SHIPPING_LABEL.toLowerCase()})</Table.Th>
            {showClient && <Table.Th>Cliente</Table.Th>}
            {showClient && <Table.Th>Marca</Table.Th>}
            {showClient && <Table.Th>Canal</Table.Th>}
            <Table.Th miw={170}>Estatus</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((quotation) => (
            <Table.Tr key={quotation.id}>
              <Table.Td>
                <Folio id={quotation.id} />
              </Table.Td>
              <Table.Td maw={showClient ? 260 : 320}>
                <ProductCell quotation={quotation} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(quotation.created_at)}</Table.Td>
              <Table.Td ta="right">{unitsFormatter.format(quotation.units)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {total(quotation)}
              </Table.Td>
              {showClient && <Table.Td>{quotation.brand?.client.name || '-'}</Table.Td>}
              {showClient && <Table.Td>{quotation.brand?.name ?? '-'}</Table.Td>}
              {showClient && <Table.Td>{quotation.channel?.name ?? '-'}</Table.Td>}
              <Table.Td p={0} miw={170} data-testid="status-cell">
                <QuotationStatusLink quotation={quotation} fill />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/** Phones: one card per quotation instead of a wide table. */
function QuotationCards({ rows, showClient }: { rows: QuotationListItem[]; showClient: boolean }) {
  return (
    <Stack gap="sm">
      {rows.map((quotation) => (
        <Paper
          key={quotation.id}
          withBorder
          radius="lg"
          p="md"
          component="article"
          aria-label={`Cotización ${quotation.id}`}
          className={classes.card}
        >
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Folio id={quotation.id} />
              <QuotationStatusLink quotation={quotation} />
            </Group>
            <ProductCell quotation={quotation} />
            <SimpleGrid cols={showClient ? 2 : 3} spacing="xs" verticalSpacing="sm">
              <CardField label="Fecha">{formatDate(quotation.created_at)}</CardField>
              <CardField label="Unidades">{unitsFormatter.format(quotation.units)}</CardField>
              <CardField label={`Total (${WITHOUT_SHIPPING_LABEL.toLowerCase()})`}>{total(quotation)}</CardField>
              {showClient && <CardField label="Cliente">{quotation.brand?.client.name || '-'}</CardField>}
              {showClient && <CardField label="Marca">{quotation.brand?.name ?? '-'}</CardField>}
              {showClient && <CardField label="Canal">{quotation.channel?.name ?? '-'}</CardField>}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Stack align="center" gap="sm" py={48} px="md">
      <IconFileSearch size={48} stroke={1.3} color="var(--mantine-color-brand-4)" aria-hidden />
      <Text fw={700} ta="center">
        {filtered ? 'No hay cotizaciones en las fechas seleccionadas' : 'Aún no tienes cotizaciones'}
      </Text>
      <Text c="dimmed" size="sm" ta="center" maw={420}>
        {filtered
          ? 'Prueba con otro rango de fechas.'
          : 'Las cotizaciones que envíes aparecerán aquí para que puedas darles seguimiento.'}
      </Text>
      {!filtered && (
        <Button component={Link} to={paths.catalogue.href()} variant="light" mt="xs">
          Ir al catálogo
        </Button>
      )}
    </Stack>
  );
}

function PageRange({ page }: { page: QuotationPage }) {
  if (!page.from || !page.to) return null;
  return (
    <Text size="sm" c="dimmed">
      Mostrando {page.from} - {page.to} de {page.total} {page.total === 1 ? 'cotización' : 'cotizaciones'}
    </Text>
  );
}

/**
 * The list's frame, busy while the list is fetched again: the fetch status is read here, not by the
 * page, so a refresh that brings the same rows re-renders nothing else (issue 18).
 */
function ListPaper({ queryKey, children }: { queryKey: QueryKey; children: ReactNode }) {
  const fetching = useIsFetching({ queryKey, exact: true }) > 0;
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} pos="relative" aria-busy={fetching}>
      {children}
    </Paper>
  );
}

/** SPEC §2 'Mis cotizaciones': the operator's quotations, filtered by dates, ordered, 10 a page. */
export function QuotationsPage() {
  const company = useSessionStore((state) => state.company);
  const showClient = isDirectQuoteCompany(company);
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [range, setRange] = useState<PickerRange>([null, null]);
  const [appliedRange, setAppliedRange] = useState<{ dateStart: string; dateEnd: string } | null>(null);
  const [order, setOrder] = useState<QuotationOrder>('default');
  const [page, setPage] = useState(1);

  const params = { page, order, dateStart: appliedRange?.dateStart ?? null, dateEnd: appliedRange?.dateEnd ?? null };
  const query = useMyQuotations(params);

  // SPEC §2: a quotation saved directly (company cpa) is announced once on arrival.
  useEffect(() => {
    if (takeQuotationCreated()) notifySuccess(QUOTATION_CREATED_MESSAGE);
  }, []);

  const changeRange = (value: PickerRange) => {
    setRange(value);
    const complete = rangeToApi(value);
    // Apply a complete range, or the cleared one; a half-picked range waits for its second day.
    if (complete || (!value[0] && !value[1])) {
      setAppliedRange(complete);
      setPage(1);
    }
  };

  const changeOrder = (value: string | null) => {
    if (!isQuotationOrder(value)) return;
    setOrder(value);
    setPage(1);
  };

  // The rows render in the background (interruptible) when the page arrives: no long task on a
  // phone's main thread (issue 18); the loader stays until then.
  const data = useDeferredValue(query.data);
  const rows = data?.data ?? [];
  const waiting = query.isPending || (query.data !== undefined && data === undefined);

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageTitle />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group align="flex-end" gap="md" wrap="wrap">
            <DateRangeInput value={range} onChange={changeRange} width={300} />
            <NativeSelect
              label="Ordenar por"
              data={QUOTATION_ORDER_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
              value={order}
              onChange={(event) => changeOrder(event.currentTarget.value)}
              w={{ base: '100%', sm: 240 }}
            />
          </Group>
        </Paper>

        <ListPaper queryKey={quotationKeys.list(params)}>
          {waiting ? (
            <Center py={64}>
              <Loader aria-label="Cargando cotizaciones" />
            </Center>
          ) : rows.length === 0 ? (
            <EmptyState filtered={appliedRange !== null} />
          ) : isPhone ? (
            <Box p="sm" bg="gray.0">
              <QuotationCards rows={rows} showClient={showClient} />
            </Box>
          ) : (
            <QuotationsTable rows={rows} showClient={showClient} />
          )}
        </ListPaper>

        {data && data.total > 0 && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <PageRange page={data} />
            {data.last_page > 1 && (
              <Pagination
                total={data.last_page}
                value={data.current_page}
                onChange={setPage}
                siblings={isPhone ? 0 : 1}
                getControlProps={(control) => {
                  if (control === 'next') return { 'aria-label': 'Página siguiente' };
                  if (control === 'previous') return { 'aria-label': 'Página anterior' };
                  if (control === 'first') return { 'aria-label': 'Primera página' };
                  if (control === 'last') return { 'aria-label': 'Última página' };
                  return {};
                }}
                getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
              />
            )}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
