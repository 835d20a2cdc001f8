import type { ProductDetail } from '@cotizador/contracts/catalogue';
import { formatNumber } from '@cotizador/domain/format';
import { isSpecialProduct } from '@cotizador/domain/pricing';
import { Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { dimensionsText, formatMeasure, printingRows } from '@/lib/product-measures';

/** SPEC §3: the selected info tab of the quotation form. */
export type InfoTab = 'BASIC' | 'PRINTING' | 'PACKAGING';

export const INFO_TAB_LABELS: Record<InfoTab, string> = {
  BASIC: 'Inf. básica',
  PRINTING: 'Inf. de impresión',
  PACKAGING: 'Inf. de empaque',
};

const NOT_AVAILABLE = '-';

type Row = { label: string; value: string };

function DefinitionTable({ rows }: { rows: Row[] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false} verticalSpacing="xs">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th w="48%" bg="transparent" fw={600} c="dimmed" fz="sm">
              {row.label}
            </Table.Th>
            <Table.Td fz="sm">{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function BasicInfo({ product }: { product: ProductDetail }) {
  return (
    <DefinitionTable
      rows={[
        { label: 'Material', value: product.material?.name ?? NOT_AVAILABLE },
        { label: 'Largo x ancho x alto', value: dimensionsText(product) ?? NOT_AVAILABLE },
        { label: 'Unidad de medida', value: product.unit_measure ?? NOT_AVAILABLE },
      ]}
    />
  );
}

function PrintingInfo({ product, units }: { product: ProductDetail; units: number | null }) {
  if (isSpecialProduct(product.sku)) {
    return (
      <Text size="sm" c="dimmed">
        La técnica de impresión se define en la cotización especial, según los requerimientos de tu cliente.
      </Text>
    );
  }
  const rows = printingRows(product.customizations, units);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {units === null
          ? 'Este producto no tiene técnicas de impresión registradas.'
          : 'No hay técnicas de impresión disponibles para la cantidad indicada.'}
      </Text>
    );
  }
  return (
    // Scrolls sideways on phones: focusable (and named) so the keyboard can scroll it too.
    <Table.ScrollContainer
      minWidth={420}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Técnicas de impresión' } }}
    >
      <Table verticalSpacing="xs" fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tipo de impresión</Table.Th>
            <Table.Th>Personalización</Table.Th>
            <Table.Th>Área de impresión</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.printType}</Table.Td>
              <Table.Td>{row.personalization}</Table.Td>
              <Table.Td>{row.printingArea ?? NOT_AVAILABLE}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PackagingInfo({ product }: { product: ProductDetail }) {
  const box = product.containerbox;
  const masterbox = box?.masterbox ?? null;
  return (
    <DefinitionTable
      rows={[
        { label: 'Medidas de la caja contenedora', value: (box && dimensionsText(box)) ?? NOT_AVAILABLE },
        { label: 'Tamaño de caja', value: masterbox?.box_type?.size ?? NOT_AVAILABLE },
        { label: 'Peso', value: box?.weight == null ? NOT_AVAILABLE : `${formatMeasure(box.weight)} g` },
        {
          label: 'Dimensiones de la caja contenedora conocidas',
          value: box ? (box.dimensions_known ? 'Sí' : 'No') : NOT_AVAILABLE,
        },
        {
          label: 'Piezas máximas por caja master',
          value: masterbox ? formatNumber(masterbox.max_total_containers) : NOT_AVAILABLE,
        },
      ]}
    />
  );
}

type ProductInfoTabsProps = {
  product: ProductDetail;
  /** The units being quoted: the printing tab shows what applies to them (all when null). */
  units: number | null;
};

/** SPEC §2 Product detail tabs: 'Inf. básica', 'Inf. de impresión', 'Inf. de empaque'. */
export function ProductInfoTabs({ product, units }: ProductInfoTabsProps) {
  const [tab, setTab] = useState<InfoTab>('BASIC');
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value === 'BASIC' || value === 'PRINTING' || value === 'PACKAGING') setTab(value);
      }}
      keepMounted={false}
    >
      <Tabs.List grow style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' }}>
        {(Object.keys(INFO_TAB_LABELS) as InfoTab[]).map((key) => (
          <Tabs.Tab
            key={key}
            value={key}
            fw={600}
            fz={{ base: 'xs', xs: 'sm' }}
            px={{ base: 8, xs: 'md' }}
            style={{ whiteSpace: 'nowrap' }}
          >
            {INFO_TAB_LABELS[key]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="BASIC" pt="sm">
        <BasicInfo product={product} />
      </Tabs.Panel>
      <Tabs.Panel value="PRINTING" pt="sm">
        <PrintingInfo product={product} units={units} />
      </Tabs.Panel>
      <Tabs.Panel value="PACKAGING" pt="sm">
        <PackagingInfo product={product} />
      </Tabs.Panel>
    </Tabs>
  );
}
