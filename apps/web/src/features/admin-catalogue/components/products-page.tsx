import type { AdminProductRow, PRODUCT_LIST_PAGE_SIZES } from '@cotizador/contracts/admin-products';
import { numberFormatter } from '@cotizador/domain/format';
import { Avatar, Badge, Button, Group, Select, Stack, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPhoto, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminScreen, AdminTable, type Column, EmptyState, PageHeader } from '@/components/admin-table';
import { adminPaths } from '@/config/admin-paths';
import { type ProductListParams, useCatalogueOptions, useProducts } from '../api/products';

/** The list's page sizes (the contract's PRODUCT_LIST_PAGE_SIZES; a value import would bundle zod). */
const PAGE_SIZES: typeof PRODUCT_LIST_PAGE_SIZES = [20, 50, 100];
const ACTIVE_OPTIONS = [
  { value: '1', label: 'Activos' },
  { value: '0', label: 'Inactivos' },
];
const unitsFormatter = numberFormatter(0);

/** The table's state lives in the URL (?q=&tipo=&activo=&pagina=&por_pagina=): shareable, back-button friendly. */
function useListParams(): [ProductListParams, (change: Partial<ProductListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const perPage = Number(searchParams.get('por_pagina'));
  const active = searchParams.get('activo');
  const type = Number(searchParams.get('tipo'));
  const params: ProductListParams = {
    page: Math.max(1, Number(searchParams.get('pagina')) || 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 20,
    search: searchParams.get('q') ?? '',
    type: Number.isInteger(type) && type > 0 ? type : null,
    active: active === '1' || active === '0' ? active : null,
  };
  const update = (change: Partial<ProductListParams>) => {
    const next = { ...params, ...change };
    const query = new URLSearchParams();
    if (next.search) query.set('q', next.search);
    if (next.type !== null) query.set('tipo', String(next.type));
    if (next.active !== null) query.set('activo', next.active);
    if (next.page > 1) query.set('pagina', String(next.page));
    if (next.perPage !== 20) query.set('por_pagina', String(next.perPage));
    setSearchParams(query, { replace: true });
  };
  return [params, update];
}

function ColorSwatches({ row }: { row: AdminProductRow }) {
  if (row.colors.length === 0) return <Text c="dimmed">Sin colores</Text>;
  return (
    <Group gap={6} wrap="wrap" maw={320}>
      {row.colors.map((color) => (
        <Tooltip key={color.name} label={color.name} withArrow>
          <Group gap={4} wrap="nowrap">
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 14,
                height: 14,
                borderRadius: '50%',
                background: color.hex,
                border: '1px solid var(--mantine-color-gray-5)',
              }}
            />
            <Text size="xs" c={color.stock === 0 ? 'red.8' : undefined}>
              <VisuallyHidden>{color.name}: </VisuallyHidden>
              {color.stock === null ? 's/d' : unitsFormatter.format(color.stock)}
            </Text>
          </Group>
        </Tooltip>
      ))}
    </Group>
  );
}

/** /admin/catalogue: every product with its picture, colours and stock at a glance. */
export function ProductsPage() {
  const navigate = useNavigate();
  const [params, update] = useListParams();
  const products = useProducts(params);
  const options = useCatalogueOptions();
  const [text, setText] = useState(params.search);
  const [debounced] = useDebouncedValue(text, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause of the search box moves the URL.
  useEffect(() => {
    if (debounced.trim() !== params.search) update({ search: debounced.trim(), page: 1 });
  }, [debounced]);

  const columns: Column<AdminProductRow>[] = [
    {
      key: 'image',
      header: 'Imagen',
      render: (p) => (
        <Avatar src={p.image} alt={p.image ? p.name : ''} radius="sm" size={48} color="gray">
          <IconPhoto size={20} aria-label="Sin imagen" />
        </Avatar>
      ),
    },
    {
      key: 'sku',
      header: 'SKU',
      render: (p) => (
        <Link to={adminPaths.product.href(p.id)} onClick={(event) => event.stopPropagation()} aria-label={`Editar ${p.sku}`}>
          <code>{p.sku}</code>
        </Link>
      ),
    },
    {
      key: 'name',
      header: 'Nombre',
      render: (p) => (
        <Text size="sm" fw={500} miw={160}>
          {p.name}
        </Text>
      ),
    },
    { key: 'colors', header: 'Colores y existencias', render: (p) => <ColorSwatches row={p} /> },
    { key: 'stock', header: 'Existencias', render: (p) => unitsFormatter.format(p.total_stock) },
    {
      key: 'active',
      header: 'Estado',
      render: (p) =>
        p.is_active ? (
          <Badge color="green" variant="light">
            Activo
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Inactivo
          </Badge>
        ),
    },
  ];

  const filtered = params.search !== '' || params.type !== null || params.active !== null;
  return (
    <AdminScreen>
      <PageHeader
        title="Productos"
        description="El catálogo que ven los vendedores. Un producto inactivo no se muestra, pero sus cotizaciones lo conservan."
        action={
          <Button component={Link} to={adminPaths.product.href('new')}>
            Nuevo producto
          </Button>
        }
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          size="sm"
          label="Buscar"
          placeholder="SKU o nombre"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label="Tipo"
          placeholder="Todos"
          clearable
          data={(options.data?.types ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={params.type === null ? null : String(params.type)}
          onChange={(value) => update({ type: value === null ? null : Number(value), page: 1 })}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label="Estado"
          placeholder="Todos"
          clearable
          data={ACTIVE_OPTIONS}
          value={params.active}
          onChange={(value) => update({ active: value === '1' || value === '0' ? value : null, page: 1 })}
          w={{ base: '100%', sm: 160 }}
        />
      </Group>
      <Stack gap={0} miw={0}>
        <AdminTable
          caption="Productos"
          columns={columns}
          rows={products.data?.data}
          rowKey={(p) => p.id}
          meta={products.data}
          loading={products.isFetching}
          onPage={(page) => update({ page })}
          perPage={params.perPage}
          pageSizes={PAGE_SIZES}
          onPerPage={(perPage) => update({ perPage, page: 1 })}
          onRowClick={(p) => navigate(adminPaths.product.href(p.id))}
          empty={
            filtered ? (
              <EmptyState title="Sin resultados" text="Ningún producto coincide con la búsqueda o los filtros." />
            ) : (
              <EmptyState title="Aún no hay productos" text="Crea el primero o importa el catálogo desde una hoja de cálculo." />
            )
          }
        />
      </Stack>
    </AdminScreen>
  );
}
