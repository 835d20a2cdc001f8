import type { AdminUser, AdminUserRole, AdminUserState } from '@cotizador/contracts/admin-accounts';
import { Badge, Button, Divider, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ActionButton } from '@/components/action-button';
import { AuditHistory } from '@/components/admin-audit-history';

import { notifySuccess } from '@/lib/notify';
import { useFormAction } from '@/lib/use-form-action';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import { useCompanyOptions } from '../api/companies';
import type { UserListParams } from '../api/keys';
import { type UserVerb, useUserMutations, useUsers } from '../api/users';
import { ConfirmAction, EditDrawer, usePageParams } from './admin-screen-parts';
import { AdminScreen, AdminTable, type Column, EmptyState, PageHeader, SearchBox } from './admin-table';

export const ROLE_LABELS: Record<AdminUserRole, string> = { SALES_OPERATOR: 'Vendedor', ADMIN: 'Administrador' };
export const STATE_LABELS: Record<AdminUserState, string> = {
  active: 'Activo',
  pending: 'Pendiente',
  inactive: 'Desactivado',
};
const STATE_COLORS: Record<AdminUserState, string> = { active: 'green', pending: 'yellow', inactive: 'gray' };

const ROLE_OPTIONS = [
  { value: 'SALES_OPERATOR', label: 'Vendedor' },
  { value: 'ADMIN', label: 'Administrador' },
];

type Editing = { mode: 'new' } | { mode: 'edit'; user: AdminUser } | null;
type Confirming = { user: AdminUser; verb: Extract<UserVerb, 'deactivate' | 'activate'> } | null;

/** /admin/users: search, filters, invitation, changes, deactivation and 'Reenviar invitación'. */
export function UsersPage() {
  const { params, setParams, onSearch, paging } = usePageParams<UserListParams>();
  const users = useUsers(params);
  const companies = useCompanyOptions();
  const mutations = useUserMutations();
  const me = useAdminSessionStore((state) => state.user?.id ?? null);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const companyOptions = (companies.data?.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` }));
  const filtered = Boolean(params.search || params.company_id || params.role || params.state);

  const runAction = async (user: AdminUser, verb: UserVerb) => {
    const answer = await mutations.action.mutateAsync({ id: user.id, verb });
    notifySuccess(answer.message);
    setConfirming(null);
  };

  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      header: 'Nombre',
      render: (u) => (
        <Text size="sm" fw={500}>
          {u.name} {u.last_name}
        </Text>
      ),
    },
    { key: 'email', header: 'Correo', render: (u) => u.email },
    { key: 'company', header: 'Empresa', render: (u) => u.company?.name ?? '—' },
    { key: 'role', header: 'Rol', render: (u) => ROLE_LABELS[u.role] },
    {
      key: 'state',
      header: 'Estado',
      render: (u) => (
        // A dot badge keeps the text dark (AA contrast); the dot carries the colour.
        <Badge color={STATE_COLORS[u.state]} variant="dot" tt="none">
          {STATE_LABELS[u.state]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (u) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing({ mode: 'edit', user: u })}
            aria-label={`Editar a ${u.name} ${u.last_name}`}
          >
            Editar
          </Button>
          {u.state === 'pending' && (
            <ActionButton
              size="xs"
              variant="light"
              onAction={() => runAction(u, 'resend-invitation')}
              aria-label={`Reenviar invitación a ${u.email}`}
            >
              Reenviar invitación
            </ActionButton>
          )}
          {u.state === 'active' && u.id !== me && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => setConfirming({ user: u, verb: 'deactivate' })}
              aria-label={`Desactivar a ${u.name} ${u.last_name}`}
            >
              Desactivar
            </Button>
          )}
          {u.state === 'inactive' && (
            <Button
              size="xs"
              variant="light"
              color="green"
              onClick={() => setConfirming({ user: u, verb: 'activate' })}
              aria-label={`Activar a ${u.name} ${u.last_name}`}
            >
              Activar
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <AdminScreen>
      <PageHeader
        title="Usuarios"
        description="Vendedores y administradores: invítalos, cambia su empresa o su rol y desactiva su acceso."
        action={<Button onClick={() => setEditing({ mode: 'new' })}>Invitar usuario</Button>}
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox label="Buscar" placeholder="Nombre o correo" onSearch={onSearch} />
        <Select
          label="Empresa"
          placeholder="Todas"
          data={companyOptions}
          value={params.company_id ? String(params.company_id) : null}
          onChange={(value) => setParams((p) => ({ ...p, company_id: value ? Number(value) : undefined, page: 1 }))}
          clearable
          searchable
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label="Rol"
          placeholder="Todos"
          data={ROLE_OPTIONS}
          value={params.role ?? null}
          onChange={(value) => setParams((p) => ({ ...p, role: (value as AdminUserRole | null) ?? undefined, page: 1 }))}
          clearable
          w={{ base: '100%', sm: 170 }}
        />
        <Select
          label="Estado"
          placeholder="Todos"
          data={Object.entries(STATE_LABELS).map(([value, label]) => ({ value, label }))}
          value={params.state ?? null}
          onChange={(value) => setParams((p) => ({ ...p, state: (value as AdminUserState | null) ?? undefined, page: 1 }))}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <AdminTable
        caption="Usuarios"
        columns={columns}
        rows={users.data?.data}
        rowKey={(u) => u.id}
        meta={users.data}
        loading={users.isFetching}
        {...paging}
        empty={
          filtered ? (
            <EmptyState title="Sin resultados" text="Ningún usuario coincide con la búsqueda o los filtros." />
          ) : (
            <EmptyState
              title="Aún no hay usuarios"
              text="Invita al primer vendedor: recibirá un correo con su código de activación."
              action={<Button onClick={() => setEditing({ mode: 'new' })}>Invitar usuario</Button>}
            />
          )
        }
      />

      <EditDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Editar usuario' : 'Invitar usuario'}
      >
        {editing && (
          <UserForm
            key={editing.mode === 'edit' ? editing.user.id : 'new'}
            user={editing.mode === 'edit' ? editing.user : null}
            isSelf={editing.mode === 'edit' && editing.user.id === me}
            companyOptions={companyOptions}
            onDone={() => setEditing(null)}
          />
        )}
      </EditDrawer>

      <ConfirmAction
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.verb === 'deactivate' ? 'Desactivar usuario' : 'Activar usuario'}
        text={
          confirming &&
          (confirming.verb === 'deactivate'
            ? `¿Desactivar a ${confirming.user.name} ${confirming.user.last_name}? Se cerrarán todas sus sesiones al instante y no podrá iniciar sesión hasta que lo actives de nuevo.`
            : `¿Activar de nuevo a ${confirming.user.name} ${confirming.user.last_name}? Podrá iniciar sesión con su contraseña.`)
        }
        confirmLabel={confirming?.verb === 'deactivate' ? 'Desactivar' : 'Activar'}
        confirmColor={confirming?.verb === 'deactivate' ? 'red' : 'green'}
        onConfirm={async () => {
          if (confirming) await runAction(confirming.user, confirming.verb);
        }}
      />
    </AdminScreen>
  );
}

type UserFormProps = {
  user: AdminUser | null;
  isSelf: boolean;
  companyOptions: { value: string; label: string }[];
  onDone: () => void;
};

function UserForm({ user, isSelf, companyOptions, onDone }: UserFormProps) {
  const { invite, update } = useUserMutations();
  const [name, setName] = useState(user?.name ?? '');
  const [lastName, setLastName] = useState(user?.last_name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [role, setRole] = useState<AdminUserRole>(user?.role ?? 'SALES_OPERATOR');
  const [companyId, setCompanyId] = useState<string | null>(user?.company ? String(user.company.id) : null);

  const { errors, pending, onSubmit } = useFormAction(
    async () => {
      const company_id = companyId ? Number(companyId) : null;
      if (user) {
        await update.mutateAsync({ id: user.id, body: { name, last_name: lastName, role, company_id } });
        notifySuccess('Usuario actualizado.');
      } else {
        await invite.mutateAsync({ name, last_name: lastName, email, role, company_id });
        notifySuccess(`Invitación enviada a ${email.trim().toLowerCase()}.`);
      }
      onDone();
    },
    { closesOnSuccess: true },
  );

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label={user ? 'Editar usuario' : 'Invitar usuario'}>
        <Stack gap="sm">
          <TextInput label="Nombre" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
          <TextInput
            label="Apellidos"
            required
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
            error={errors.last_name}
          />
          <TextInput
            label="Correo electrónico"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
            disabled={user !== null}
            description={user ? 'El usuario cambia su correo desde su perfil.' : 'Le enviaremos su código de activación.'}
          />
          <Select
            label="Rol"
            data={ROLE_OPTIONS}
            value={role}
            onChange={(value) => value && setRole(value as AdminUserRole)}
            allowDeselect={false}
            error={errors.role}
            disabled={isSelf}
            description={isSelf ? 'No puedes cambiar tu propio rol.' : undefined}
          />
          <Select
            label="Empresa"
            placeholder={role === 'ADMIN' ? 'Sin empresa' : 'Elige una empresa'}
            data={companyOptions}
            value={companyId}
            onChange={setCompanyId}
            searchable
            clearable={role === 'ADMIN'}
            required={role === 'SALES_OPERATOR'}
            error={errors.company_id}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onDone}>
              Cancelar
            </Button>
            <Button type="submit" loading={pending}>
              {user ? 'Guardar cambios' : 'Enviar invitación'}
            </Button>
          </Group>
        </Stack>
      </form>
      {user && (
        <>
          <Divider />
          <AuditHistory entityType="user" entityId={user.id} />
        </>
      )}
    </Stack>
  );
}
