import type { AdminTaxonomy } from '@cotizador/contracts/admin-taxonomies';
import { describeUsage, TAXONOMY_LABELS, type TaxonomyKind } from '@cotizador/contracts/admin-taxonomies-file';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionButton } from '@/components/action-button';
import type { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { CentredModal } from './dialog-frames';
import { useTaxonomy, useTaxonomyMutations } from './taxonomies-api';

const usageOf = (entry: AdminTaxonomy) =>
  describeUsage({ products: entry.products_count, quotations: entry.quotations_count, banners: entry.banners_count });

const article = (kind: TaxonomyKind) => (TAXONOMY_LABELS[kind].feminine ? 'la' : 'el');

/** Confirms a delete; the server refuses one in use and its message stays in the dialog. */
export function DeleteTaxonomyDialog({
  kind,
  entry,
  onClose,
  onMerge,
}: {
  kind: TaxonomyKind;
  entry: AdminTaxonomy | null;
  onClose: () => void;
  onMerge: (entry: AdminTaxonomy) => void;
}) {
  const { remove } = useTaxonomyMutations();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const usage = entry ? usageOf(entry) : '';
  return (
    <CentredModal opened={entry !== null} onClose={close} title={`Eliminar ${TAXONOMY_LABELS[kind].singular}`}>
      {entry && (
        <Stack>
          <Text size="sm">
            ¿Eliminar {article(kind)} {TAXONOMY_LABELS[kind].singular} «{entry.name}»?
            {usage ? ` Ahora ${usage}: mientras se use no se puede eliminar; fusiónala con otra entrada.` : ' Nada la usa.'}
          </Text>
          {refusal && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" title="No se eliminó">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            {refusal && (
              <Button
                variant="light"
                onClick={() => {
                  setRefusal(null);
                  onMerge(entry);
                }}
              >
                Fusionar con…
              </Button>
            )}
            <ActionButton
              // Red 8: white text on Mantine's red 6 is 3.3:1.
              color="red.8"
              onAction={async () => {
                setRefusal(null);
                try {
                  const answer = await remove.mutateAsync({ kind, id: entry.id });
                  notifySuccess(answer.message);
                  close();
                } catch (failure) {
                  setRefusal((failure as ApiError).message);
                  throw failure;
                }
              }}
            >
              Eliminar
            </ActionButton>
          </Group>
        </Stack>
      )}
    </CentredModal>
  );
}

/** 'Fusionar con…': choose another entry of the same kind; every use moves there and this one goes. */
export function MergeTaxonomyDialog({
  kind,
  entry,
  onClose,
}: {
  kind: TaxonomyKind;
  entry: AdminTaxonomy | null;
  onClose: () => void;
}) {
  const { merge } = useTaxonomyMutations();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [intoId, setIntoId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const options = useTaxonomy(kind, { page: 1, perPage: 50, search: debounced }, entry !== null);
  const close = () => {
    setIntoId(null);
    setSearch('');
    setError(undefined);
    onClose();
  };
  const data = (options.data?.data ?? [])
    .filter((row) => row.id !== entry?.id)
    .map((row) => ({ value: String(row.id), label: row.name }));
  const usage = entry ? usageOf(entry) : '';
  return (
    <CentredModal opened={entry !== null} onClose={close} title={`Fusionar ${TAXONOMY_LABELS[kind].singular}`}>
      {entry && (
        <Stack>
          <Text size="sm">
            Todo lo que usa «{entry.name}»{usage ? ` (${usage.replace(/^la usan? /, '')})` : ''} pasará a la entrada que elijas, y
            «{entry.name}» se eliminará. Úsalo para juntar duplicados como «Gorra» y «gorras».
          </Text>
          <Select
            label="Fusionar con"
            placeholder="Busca y elige una entrada"
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={data}
            value={intoId}
            onChange={(value) => {
              setIntoId(value);
              setError(undefined);
            }}
            nothingFoundMessage={options.isFetching ? 'Buscando…' : 'Ninguna entrada coincide'}
            error={error}
            required
            // Inside the dialog: a list portalled to <body> would sit outside every landmark.
            comboboxProps={{ withinPortal: false }}
            // A short list that never scrolls (a scrolling list cannot take focus); typing narrows it.
            limit={7}
            maxDropdownHeight={340}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <ActionButton
              onAction={async () => {
                if (intoId === null) {
                  setError('Elige la entrada con la que se fusiona.');
                  throw new Error('missing');
                }
                try {
                  const answer = await merge.mutateAsync({ kind, id: entry.id, intoId: Number(intoId) });
                  notifySuccess(answer.message);
                  close();
                } catch (failure) {
                  const apiError = failure as ApiError;
                  setError(apiError.fieldErrors?.into_id?.[0] ?? apiError.message);
                  throw failure;
                }
              }}
            >
              Fusionar
            </ActionButton>
          </Group>
        </Stack>
      )}
    </CentredModal>
  );
}
