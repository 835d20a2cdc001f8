import type { PageSize } from '@cotizador/contracts/catalogue';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { isPageSize, PAGE_SIZES } from '../stores/catalogue-paging-store';

type CataloguePagerProps = {
  page: number;
  lastPage: number;
  perPage: PageSize;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: PageSize) => void;
};

/** SPEC §2: the page-size select (24, 36, 48) and the pager. */
export function CataloguePager({ page, lastPage, perPage, onPageChange, onPerPageChange }: CataloguePagerProps) {
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="label" htmlFor="catalogue-page-size">
          Productos por página
        </Text>
        <NativeSelect
          id="catalogue-page-size"
          size="sm"
          w={84}
          value={String(perPage)}
          onChange={(event) => {
            const size = Number(event.currentTarget.value);
            if (isPageSize(size)) onPerPageChange(size);
          }}
          data={PAGE_SIZES.map((size) => String(size))}
        />
      </Group>
      {lastPage > 1 && (
        <Pagination
          total={lastPage}
          value={Math.min(page, lastPage)}
          onChange={onPageChange}
          siblings={1}
          boundaries={1}
          size="sm"
          radius="md"
          getControlProps={(control) => {
            switch (control) {
              case 'first':
                return { 'aria-label': 'Primera página' };
              case 'last':
                return { 'aria-label': 'Última página' };
              case 'next':
                return { 'aria-label': 'Página siguiente' };
              case 'previous':
                return { 'aria-label': 'Página anterior' };
              default:
                return {};
            }
          }}
          getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
        />
      )}
    </Group>
  );
}
