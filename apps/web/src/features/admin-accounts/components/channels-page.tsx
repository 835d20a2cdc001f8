import type { AdminChannel } from '@cotizador/contracts/admin-accounts';
import { Button, Divider, Drawer, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { AuditHistory } from '@/components/admin-audit-history';
import { notifySuccess } from '@/lib/notify';
import type { PageParams } from '../api/keys';
import { useChannels, useNamedMutations } from '../api/named';
import { AdminScreen, AdminTable, type Column, EmptyState, PageHeader, SearchBox } from './admin-table';
import { NamedForm } from './named-form';

type Editing = { mode: 'new' } | { mode: 'edit'; channel: AdminChannel } | null;

/** /admin/channels: the sales channels cpa operators choose from. */
export function ChannelsPage() {
  const [params, setParams] = useState<PageParams>({ page: 1, perPage: 20, search: '' });
  const [showRemoved, setShowRemoved] = useState(false);
  const channels = useChannels(params, showRemoved);
  const { remove, restore } = useNamedMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminChannel | null>(null);
  const onSearch = useCallback((search: string) => setParams((p) => (p.search === search ? p : { ...p, search, page: 1 })), []);

  const columns: Column<AdminChannel>[] = [
    {
      key: 'name',
      header: 'Canal',
      render: (c) => (
        <Text size="sm" fw={500}>
          {c.name}
        </Text>
      ),
    },
    { key: 'quotations', header: 'Cotizaciones', render: (c) => c.quotations_count },
    {
      key: 'actions',
      header: 'Acciones',
      render: (c) =>
        showRemoved ? (
          <ActionButton
            size="xs"
            variant="light"
            onAction={async () => {
              const answer = await restore.mutateAsync({ kind: 'channel', id: c.id });
              notifySuccess(answer.message);
            }}
            aria-label={`Restaurar ${c.name}`}
          >
            Restaurar
          </ActionButton>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing({ mode: 'edit', channel: c })}
              aria-label={`Editar ${c.name}`}
            >
              Editar
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setRemoving(c)} aria-label={`Eliminar ${c.name}`}>
              Eliminar
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <AdminScreen>
      <PageHeader
        title="Canales de venta"
        description="Los canales que elige la empresa cpa al guardar una cotización."
        action={<Button onClick={() => setEditing({ mode: 'new' })}>Nuevo canal</Button>}
      />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SearchBox label="Buscar" placeholder="Nombre del canal" onSearch={onSearch} />
        <Switch
          label="Mostrar eliminados"
          checked={showRemoved}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setShowRemoved(checked);
            setParams((p) => ({ ...p, page: 1 }));
          }}
        />
      </Group>
      <AdminTable
        caption={showRemoved ? 'Canales de venta eliminados' : 'Canales de venta'}
        columns={columns}
        rows={channels.data?.data}
        rowKey={(c) => c.id}
        meta={channels.data}
        loading={channels.isFetching}
        onPage={(page) => setParams((p) => ({ ...p, page }))}
        perPage={params.perPage}
        onPerPage={(perPage) => setParams((p) => ({ ...p, perPage, page: 1 }))}
        empty={
          showRemoved ? (
            <EmptyState
              title="Sin canales eliminados"
              text={
                params.search ? 'Ningún canal eliminado coincide con la búsqueda.' : 'No hay canales eliminados que restaurar.'
              }
            />
          ) : params.search ? (
            <EmptyState title="Sin resultados" text="Ningún canal coincide con la búsqueda." />
          ) : (
            <EmptyState title="Aún no hay canales" text="Crea el primer canal de venta para las cotizaciones de cpa." />
          )
        }
      />
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="md"
        title={editing?.mode === 'edit' ? 'Editar canal' : 'Nuevo canal'}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        {editing && (
          <Stack gap="md">
            <NamedForm
              key={editing.mode === 'edit' ? editing.channel.id : 'new'}
              target={{ kind: 'channel', id: editing.mode === 'edit' ? editing.channel.id : undefined }}
              label="Nombre del canal"
              initialName={editing.mode === 'edit' ? editing.channel.name : ''}
              submitLabel={editing.mode === 'edit' ? 'Guardar' : 'Crear'}
              successMessage={editing.mode === 'edit' ? 'Canal actualizado.' : 'Canal creado.'}
              onDone={() => setEditing(null)}
            />
            {editing.mode === 'edit' && (
              <>
                <Divider />
                <AuditHistory entityType="channel" entityId={editing.channel.id} />
              </>
            )}
          </Stack>
        )}
      </Drawer>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Eliminar canal"
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        centered
      >
        {removing && (
          <Stack>
            <Text size="sm">
              ¿Eliminar el canal {removing.name}? Ya no aparecerá en las cotizaciones nuevas; las {removing.quotations_count}{' '}
              cotizaciones que lo usan lo conservan.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancelar
              </Button>
              <ActionButton
                color="red"
                onAction={async () => {
                  const answer = await remove.mutateAsync({ kind: 'channel', id: removing.id });
                  notifySuccess(answer.message);
                  setRemoving(null);
                }}
              >
                Eliminar
              </ActionButton>
            </Group>
          </Stack>
        )}
      </Modal>
    </AdminScreen>
  );
}
