import type { AdminChannel } from '@cotizador/contracts/admin-accounts';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AuditHistory } from '@/components/admin-audit-history';
import { notifySuccess } from '@/lib/notify';
import { useChannels, useNamedMutations } from '../api/named';
import { ConfirmAction, EditDrawer, RemovedSwitch, RestoreButton, RowActions, usePageParams } from './admin-screen-parts';
import { AdminScreen, AdminTable, type Column, EmptyState, PageHeader, SearchBox } from './admin-table';
import { NamedForm } from './named-form';

type Editing = { mode: 'new' } | { mode: 'edit'; channel: AdminChannel } | null;

/** /admin/channels: the sales channels cpa operators choose from. */
export function ChannelsPage() {
  const { params, onSearch, toFirstPage, paging } = usePageParams();
  const [showRemoved, setShowRemoved] = useState(false);
  const channels = useChannels(params, showRemoved);
  const { remove, restore } = useNamedMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminChannel | null>(null);

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
          <RestoreButton
            name={c.name}
            onRestore={async () => notifySuccess((await restore.mutateAsync({ kind: 'channel', id: c.id })).message)}
          />
        ) : (
          <RowActions name={c.name} onEdit={() => setEditing({ mode: 'edit', channel: c })} onRemove={() => setRemoving(c)} />
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
        <RemovedSwitch
          checked={showRemoved}
          onChange={(checked) => {
            setShowRemoved(checked);
            toFirstPage();
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
        {...paging}
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
      <EditDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Editar canal' : 'Nuevo canal'}
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
      </EditDrawer>
      <ConfirmAction
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Eliminar canal"
        text={
          removing &&
          `¿Eliminar el canal ${removing.name}? Ya no aparecerá en las cotizaciones nuevas; las ${removing.quotations_count} cotizaciones que lo usan lo conservan.`
        }
        onConfirm={async () => {
          if (!removing) return;
          notifySuccess((await remove.mutateAsync({ kind: 'channel', id: removing.id })).message);
          setRemoving(null);
        }}
      />
    </AdminScreen>
  );
}
