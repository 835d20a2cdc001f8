import type { AdminBrand, AdminClient } from '@cotizador/contracts/admin-accounts';
import { ActionIcon, Badge, Button, Divider, Drawer, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { AuditHistory } from '@/components/admin-audit-history';
import { notifySuccess } from '@/lib/notify';
import type { PageParams } from '../api/keys';
import { type NamedTarget, useClients, useNamedMutations, useRemovedBrands } from '../api/named';
import { AdminScreen, AdminTable, type Column, EmptyState, PageHeader, SearchBox } from './admin-table';
import { NamedForm } from './named-form';

type Editing = { mode: 'new' } | { mode: 'edit'; clientId: number } | null;
type Removing = { target: NamedTarget; name: string; kind: 'cliente' | 'marca' } | null;

/** /admin/clients: clients with their brands, what cpa operators choose from. */
export function ClientsPage() {
  const [params, setParams] = useState<PageParams>({ page: 1, perPage: 20, search: '' });
  const [showRemoved, setShowRemoved] = useState(false);
  const clients = useClients(params, showRemoved);
  const { remove, restore } = useNamedMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const onSearch = useCallback((search: string) => setParams((p) => (p.search === search ? p : { ...p, search, page: 1 })), []);
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
          <ActionButton
            size="xs"
            variant="light"
            onAction={async () => {
              const answer = await restore.mutateAsync({ kind: 'client', id: c.id });
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
              onClick={() => setEditing({ mode: 'edit', clientId: c.id })}
              aria-label={`Editar ${c.name}`}
            >
              Editar
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => setRemoving({ target: { kind: 'client', id: c.id }, name: c.name, kind: 'cliente' })}
              aria-label={`Eliminar ${c.name}`}
            >
              Eliminar
            </Button>
          </Group>
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
        <Switch
          label="Mostrar eliminados"
          checked={showRemoved}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setShowRemoved(checked);
            setEditing(null);
            setParams((p) => ({ ...p, page: 1 }));
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
        onPage={(page) => setParams((p) => ({ ...p, page }))}
        perPage={params.perPage}
        onPerPage={(perPage) => setParams((p) => ({ ...p, perPage, page: 1 }))}
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
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="md"
        title={editing?.mode === 'edit' ? 'Editar cliente' : 'Nuevo cliente'}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
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
      </Drawer>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing?.kind === 'marca' ? 'Eliminar marca' : 'Eliminar cliente'}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        centered
        zIndex={400}
      >
        {removing && (
          <Stack>
            <Text size="sm">
              {removing.kind === 'marca'
                ? `¿Eliminar la marca ${removing.name}? Ya no aparecerá en las cotizaciones nuevas; las que la usan la conservan.`
                : `¿Eliminar el cliente ${removing.name} y sus marcas? Ya no aparecerán en las cotizaciones nuevas; las que los usan los conservan.`}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancelar
              </Button>
              <ActionButton
                color="red"
                onAction={async () => {
                  const answer = await remove.mutateAsync(removing.target);
                  notifySuccess(answer.message);
                  if (removing.target.kind === 'client') setEditing(null);
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
            <ActionButton
              size="xs"
              variant="light"
              onAction={async () => {
                const answer = await restore.mutateAsync({ kind: 'brand', clientId, id: brand.id });
                notifySuccess(answer.message);
              }}
              aria-label={`Restaurar la marca ${brand.name}`}
            >
              Restaurar
            </ActionButton>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
