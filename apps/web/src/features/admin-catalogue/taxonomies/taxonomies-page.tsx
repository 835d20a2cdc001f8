import type { AuditEntityType } from '@cotizador/contracts/admin-accounts';
import type { AdminTaxonomy } from '@cotizador/contracts/admin-taxonomies';
import { TAXONOMY_KINDS, TAXONOMY_LABELS, type TaxonomyKind } from '@cotizador/contracts/admin-taxonomies-file';
import { Box, Button, ColorSwatch, Divider, Group, Image, Stack, Tabs, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuditHistory } from '@/components/admin-audit-history';
import { AdminScreen, AdminTable, type Column, EmptyState, PageHeader, SearchBox } from '@/components/admin-table';
import { SideDrawer } from './dialog-frames';
import { type TaxonomyListParams, useTaxonomy } from './taxonomies-api';
import { DeleteTaxonomyDialog, MergeTaxonomyDialog } from './taxonomy-dialogs';
import { newLabel, TaxonomyForm } from './taxonomy-form';

// /admin/catalogue/taxonomies?kind= (issue 14, decision 030): one tab per named list of the
// catalogue, each a table with how much uses every entry; rename, merge and delete (refused in use).

const AUDIT_TYPES: Record<TaxonomyKind, AuditEntityType> = {
  categories: 'category',
  'product-types': 'product_type',
  materials: 'material',
  colors: 'color',
  'print-types': 'print_type',
  versions: 'product_version',
};

const HINTS: Record<TaxonomyKind, string> = {
  categories: 'Las temporadas del filtro del catálogo (Navidad, Día de las Madres…); su imagen acompaña a los banners.',
  'product-types': 'Bolígrafos, termos, gorras…: las categorías del inicio y el filtro «Tipos de producto».',
  materials: 'El material de cada producto, en el filtro «Materiales».',
  colors: 'Los colores de los productos, con su muestra en el catálogo y en las cotizaciones.',
  'print-types': 'Las técnicas con que se personalizan los productos y que eligen las cotizaciones.',
  versions: 'Estándar, Ecológico…: el filtro «Versiones de producto».',
};

const isKind = (value: string | null): value is TaxonomyKind =>
  value !== null && (TAXONOMY_KINDS as readonly string[]).includes(value);

/** /admin/catalogue/taxonomies: categories, product types, materials, colours, print types and versions. */
export function TaxonomiesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('kind');
  const kind: TaxonomyKind = isKind(requested) ? requested : 'categories';

  return (
    <AdminScreen>
      <PageHeader
        title="Clasificaciones"
        description="Los nombres con que se agrupa el catálogo. Un cambio se ve al momento en el catálogo de los vendedores."
      />
      <Tabs
        value={kind}
        onChange={(value) => {
          if (isKind(value)) setSearchParams(value === 'categories' ? {} : { kind: value }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Clasificaciones del catálogo" style={{ flexWrap: 'wrap' }}>
          {TAXONOMY_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {TAXONOMY_LABELS[k].plural}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TAXONOMY_KINDS.map((k) => (
          <Tabs.Panel key={k} value={k} pt="md">
            <TaxonomyPanel kind={k} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminScreen>
  );
}

type Editing = { entry: AdminTaxonomy | null } | null;

function TaxonomyPanel({ kind }: { kind: TaxonomyKind }) {
  const label = TAXONOMY_LABELS[kind];
  const [params, setParams] = useState<TaxonomyListParams>({ page: 1, perPage: 20, search: '' });
  const list = useTaxonomy(kind, params);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminTaxonomy | null>(null);
  const [merging, setMerging] = useState<AdminTaxonomy | null>(null);
  const onSearch = useCallback((search: string) => setParams((p) => (p.search === search ? p : { ...p, search, page: 1 })), []);
  const withImage = kind === 'categories' || kind === 'product-types';
  const withQuotations = kind === 'colors' || kind === 'print-types';

  const columns: Column<AdminTaxonomy>[] = [
    {
      key: 'name',
      header: 'Nombre',
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          {kind === 'colors' && row.hex && <ColorSwatch color={row.hex} size={22} aria-hidden />}
          {withImage &&
            (row.image ? (
              <Image src={row.image} alt="" w={40} h={40} fit="cover" radius="sm" style={{ flexShrink: 0 }} />
            ) : (
              <Box w={40} h={40} style={{ display: 'grid', placeItems: 'center', flexShrink: 0 }} aria-hidden>
                <IconPhoto size={20} color="var(--mantine-color-gray-6)" />
              </Box>
            ))}
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.name}
            </Text>
            {kind === 'colors' && row.hex && (
              <Text size="xs" c="dimmed">
                {row.hex}
              </Text>
            )}
          </Stack>
        </Group>
      ),
    },
    { key: 'products', header: 'Productos', render: (row) => row.products_count },
    ...(withQuotations
      ? [{ key: 'quotations', header: 'Cotizaciones', render: (row: AdminTaxonomy) => row.quotations_count }]
      : []),
    ...(kind === 'categories' ? [{ key: 'banners', header: 'Banners', render: (row: AdminTaxonomy) => row.banners_count }] : []),
    {
      key: 'actions',
      header: 'Acciones',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setEditing({ entry: row })} aria-label={`Editar ${row.name}`}>
            Editar
          </Button>
          <Button size="xs" variant="light" onClick={() => setMerging(row)} aria-label={`Fusionar ${row.name} con otra entrada`}>
            Fusionar
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setRemoving(row)} aria-label={`Eliminar ${row.name}`}>
            Eliminar
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {HINTS[kind]}
      </Text>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SearchBox label="Buscar" placeholder="Buscar por nombre" onSearch={onSearch} />
        <Button onClick={() => setEditing({ entry: null })}>{newLabel(kind)}</Button>
      </Group>
      <AdminTable
        caption={label.plural}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        meta={list.data}
        loading={list.isFetching}
        onPage={(page) => setParams((p) => ({ ...p, page }))}
        perPage={params.perPage}
        onPerPage={(perPage) => setParams((p) => ({ ...p, perPage, page: 1 }))}
        empty={
          params.search ? (
            <EmptyState title="Sin resultados" text="Ninguna entrada coincide con la búsqueda." />
          ) : (
            <EmptyState title="Aún no hay entradas" text="Crea la primera o impórtalas con el catálogo." />
          )
        }
      />
      <SideDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.entry ? `Editar ${label.singular}` : newLabel(kind)}
      >
        {editing && (
          <Stack gap="md">
            <TaxonomyForm key={editing.entry?.id ?? 'new'} kind={kind} entry={editing.entry} onDone={() => setEditing(null)} />
            {editing.entry && (
              <>
                <Divider />
                <AuditHistory entityType={AUDIT_TYPES[kind]} entityId={editing.entry.id} />
              </>
            )}
          </Stack>
        )}
      </SideDrawer>
      <DeleteTaxonomyDialog
        kind={kind}
        entry={removing}
        onClose={() => setRemoving(null)}
        onMerge={(entry) => setMerging(entry)}
      />
      <MergeTaxonomyDialog kind={kind} entry={merging} onClose={() => setMerging(null)} />
    </Stack>
  );
}
