import type { ProductFilters } from '@cotizador/contracts/catalogue';
import { Button, Drawer } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type CatalogueFilters, clearedFilters } from '../stores/catalogue-filters-store';
import classes from './catalogue.module.css';
import { FilterPanel } from './filter-panel';

type FiltersDrawerProps = {
  opened: boolean;
  onClose: () => void;
  filters: CatalogueFilters;
  options: ProductFilters;
  /** 'Aceptar': the draft becomes the filters and the search runs. */
  onAccept: (filters: CatalogueFilters) => void;
};

/**
 * SPEC §2/§4: the phone filter drawer with 'Cerrar', 'Limpiar filtros' and 'Aceptar'. Changes stay
 * in a draft and apply only on 'Aceptar'; 'Cerrar' drops them.
 */
export function FiltersDrawer({ opened, onClose, filters, options, onAccept }: FiltersDrawerProps) {
  const [draft, setDraft] = useState(filters);
  // Each opening starts from the filters in force.
  useEffect(() => {
    if (opened) setDraft(filters);
  }, [opened, filters]);

  return (
    <Drawer.Root opened={opened} onClose={onClose} position="left" size="min(100%, 420px)">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Drawer.Title fw={700} fz="lg">
            Filtros
          </Drawer.Title>
          <Button variant="subtle" color="gray" onClick={onClose}>
            Cerrar
          </Button>
        </Drawer.Header>
        <Drawer.Body pt="md">
          <FilterPanel
            value={draft}
            onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            options={options}
            idPrefix="drawer-filter"
          />
        </Drawer.Body>
        <div className={classes.drawerFooter}>
          <Button variant="default" onClick={() => setDraft((current) => clearedFilters(current))}>
            Limpiar filtros
          </Button>
          <Button onClick={() => onAccept(draft)}>Aceptar</Button>
        </div>
      </Drawer.Content>
    </Drawer.Root>
  );
}
