import type { AdminBrand, AdminClient } from '@cotizador/contracts/admin-accounts';
import { ActionIcon, Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AuditHistory } from '@/components/admin-audit-history';
import { notifySuccess } from '@/lib/notify';
import { type NamedTarget, useClients, useNamedMutations, useRemovedBrands } from '../api/named';
import { ConfirmAction, EditDrawer, RemovedSwitch, RestoreButton, RowActions, usePageParams } from './admin-screen-parts';
import { AdminScreen, AdminTable, type Column, EmptyState, PageHeader, SearchBox } from './admin-table';
import { NamedForm } from './named-form';

type Editing = { mode: 'new' } | { mode: 'edit'; clientId: number } | null;
type Removing = { target: NamedTarget; name: string; kind: 'cliente' | 'marca' } | null;

/** /admin/clients: clients with their brands, what cpa operators choose from. */
export function ClientsPage() {
  const { params, onSearch, toFirstPage, paging } = usePageParams();
  const [showRemoved, setShowRemoved] = useState(false);
  const clients = useClients(params, showRemoved);
  const { remove, restore } = useNamedMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  // The drawer follows the list, so a brand added there shows at once.
  const editedClient = editing?.mode === 'edit' ? clients.data?.data.find((c) => c.id === editing.clientId) : undefined;

  const columns: Column<AdminClient>[] = [
    {
      key: 'name',
      header: 'Cliente',
      render: (c) => (
        <Text size="sm" fw={500}>
          {c.name}
        </Text>
      ),
    },
    {
      key: 'brands',
      header: 'Marcas',
      render: (c) =>
        c.brands.length === 0 ? (
          <Text size="sm" c="dimmed">
            Sin marcas
          </Text>
        ) : (
          <Group gap={4}>
            {c.brands.map((b) => (
              <Badge key={b.id} variant="light" tt="none">
                {b.name}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (c) =>
        showRemoved ? (
          <RestoreButton
            name={c.name}
            onRestore={async () => notifySuccess((await restore.mutateAsync({ kind: 'client', id: c.id })).message)}
          />
        ) : (
          <RowActions
            name={c.name}
            onEdit={() => setEditing({ mode: 'edit', clientId: c.id })}
            onRemove={() => setRemoving({ target: { kind: 'client', id: c.id }, name: c.name, kind: 'cliente' })}
          />
        ),
    },
  ];

  return (
    <AdminScreen>
      <PageHeader
        title="Clientes y marcas"
        description="Los clientes y marcas que elige la empresa cpa al guardar una cotización."
        action={<Button onClick={() => setEditing({ mode: 'new' })}>Nuevo cliente</Button>}
      />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SearchBox label="Buscar" placeholder="Nombre del cliente" onSearch={onSearch} />
        <RemovedSwitch
          checked={showRemoved}
          onChange={(checked) => {
            setShowRemoved(checked);
            setEditing(null);
            toFirstPage();
          }}
        />
      </Group>
      <AdminTable
        caption={showRemoved ? 'Clientes eliminados' : 'Clientes'}
        columns={columns}
        rows={clients.data?.data}
        rowKey={(c) => c.id}
        meta={clients.data}
        loading={clients.isFetching}
        {...paging}
        empty={
          showRemoved ? (
            <EmptyState
              title="Sin clientes eliminados"
              text={
                params.search ? 'Ningún cliente eliminado coincide con la búsqueda.' : 'No hay clientes eliminados que restaurar.'
              }
            />
          ) : params.search ? (
            <EmptyState title="Sin resultados" text="Ningún cliente coincide con la búsqueda." />
          ) : (
            <EmptyState title="Aún no hay clientes" text="Crea el primer cliente y agrega sus marcas." />
          )
        }
      />
      <EditDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Editar cliente' : 'Nuevo cliente'}
      >
        {editing?.mode === 'new' && (
          <NamedForm
            target={{ kind: 'client' }}
            label="Nombre del cliente"
            submitLabel="Crear"
            successMessage="Cliente creado."
            onDone={() => setEditing(null)}
          />
        )}
        {editedClient && (
          <ClientEditor
            client={editedClient}
            onRemoveBrand={(brand) =>
              setRemoving({ target: { kind: 'brand', clientId: editedClient.id, id: brand.id }, name: brand.name, kind: 'marca' })
            }
          />
        )}
      </EditDrawer>
      <ConfirmAction
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing?.kind === 'marca' ? 'Eliminar marca' : 'Eliminar cliente'}
        zIndex={400}
        text={
          removing &&
          (removing.kind === 'marca'
            ? `¿Eliminar la marca ${removing.name}? Ya no aparecerá en las cotizaciones nuevas; las que la usan la conservan.`
            : `¿Eliminar el cliente ${removing.name} y sus marcas? Ya no aparecerán en las cotizaciones nuevas; las que los usan los conservan.`)
        }
        onConfirm={async () => {
          if (!removing) return;
          notifySuccess((await remove.mutateAsync(removing.target)).message);
          if (removing.target.kind === 'client') setEditing(null);
          setRemoving(null);
        }}
      />
    </AdminScreen>
  );
}

function ClientEditor({ client, onRemoveBrand }: { client: AdminClient; onRemoveBrand: (brand: AdminBrand) => void }) {
  return (
    <Stack gap="md">
      <NamedForm
        key={client.id}
        target={{ kind: 'client', id: client.id }}
        label="Nombre del cliente"
        initialName={client.name}
        submitLabel="Guardar"
        successMessage="Cliente actualizado."
      />
      <Divider />
      <Title order={3} size="h5">
        Marcas
      </Title>
      {client.brands.length === 0 ? (
        <Text size="sm" c="dimmed">
          Este cliente aún no tiene marcas.
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {client.brands.map((brand) => (
            <Group key={brand.id} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">{brand.name}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onRemoveBrand(brand)}
                aria-label={`Eliminar la marca ${brand.name}`}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <NamedForm
        target={{ kind: 'brand', clientId: client.id }}
        label="Nueva marca"
        submitLabel="Agregar"
        successMessage="Marca agregada."
        resetOnSave
      />
      <RemovedBrands clientId={client.id} />
      <Divider />
      <AuditHistory entityType="client" entityId={client.id} />
    </Stack>
  );
}

/** Brands of this client removed on their own, each with 'Restaurar' (nothing when there are none). */
function RemovedBrands({ clientId }: { clientId: number }) {
  const removed = useRemovedBrands(clientId);
  const { restore } = useNamedMutations();
  const brands = removed.data?.brands ?? [];
  if (brands.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        Marcas eliminadas
      </Title>
      <Stack gap={4} component="ul" aria-label="Marcas eliminadas" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {brands.map((brand) => (
          <Group key={brand.id} component="li" justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {brand.name}
            </Text>
            <RestoreButton
              name={`la marca ${brand.name}`}
              onRestore={async () =>
                notifySuccess((await restore.mutateAsync({ kind: 'brand', clientId, id: brand.id })).message)
              }
            />
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
