import type { AdminCompany } from '@cotizador/contracts/admin-accounts';
import { Badge, Button, Divider, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AuditHistory } from '@/components/admin-audit-history';

import { notifySuccess } from '@/lib/notify';
import { useFormAction } from '@/lib/use-form-action';
import { useCompanies, useCompanyMutations } from '../api/companies';
import { ConfirmAction, EditDrawer, RowActions, usePageParams } from './admin-screen-parts';
import { AdminScreen, AdminTable, type Column, EmptyState, PageHeader, SearchBox } from './admin-table';

/** The company whose operators save quotations directly (client, brand and channel). */
const CPA_CODE = 'cpa';

type Editing = { mode: 'new' } | { mode: 'edit'; company: AdminCompany } | null;

/** /admin/companies: distributor companies with their indirect-expenses percentage. */
export function CompaniesPage() {
  const { params, onSearch, paging } = usePageParams();
  const companies = useCompanies(params);
  const { remove } = useCompanyMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminCompany | null>(null);

  const columns: Column<AdminCompany>[] = [
    {
      key: 'name',
      header: 'Empresa',
      render: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {c.name}
          </Text>
          {c.code === CPA_CODE && (
            <Badge size="sm" variant="light">
              Cotización directa
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'code', header: 'Código', render: (c) => <code>{c.code}</code> },
    {
      key: 'pct',
      header: 'Gastos indirectos',
      render: (c) => (c.percentage_indirect_expenses === null ? '—' : `${c.percentage_indirect_expenses} %`),
    },
    { key: 'users', header: 'Usuarios', render: (c) => c.users_count },
    {
      key: 'actions',
      header: 'Acciones',
      render: (c) => (
        <RowActions
          name={c.name}
          onEdit={() => setEditing({ mode: 'edit', company: c })}
          onRemove={c.code === CPA_CODE ? undefined : () => setRemoving(c)}
        />
      ),
    },
  ];

  return (
    <AdminScreen>
      <PageHeader
        title="Empresas"
        description="Cada vendedor pertenece a una empresa; su porcentaje de gastos indirectos entra en los precios que ve."
        action={<Button onClick={() => setEditing({ mode: 'new' })}>Nueva empresa</Button>}
      />
      <SearchBox label="Buscar" placeholder="Nombre o código" onSearch={onSearch} />
      <AdminTable
        caption="Empresas"
        columns={columns}
        rows={companies.data?.data}
        rowKey={(c) => c.id}
        meta={companies.data}
        loading={companies.isFetching}
        {...paging}
        empty={
          params.search ? (
            <EmptyState title="Sin resultados" text="Ninguna empresa coincide con la búsqueda." />
          ) : (
            <EmptyState title="Aún no hay empresas" text="Crea la primera empresa para invitar a sus vendedores." />
          )
        }
      />
      <EditDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Editar empresa' : 'Nueva empresa'}
      >
        {editing && (
          <CompanyForm
            key={editing.mode === 'edit' ? editing.company.id : 'new'}
            company={editing.mode === 'edit' ? editing.company : null}
            onDone={() => setEditing(null)}
          />
        )}
      </EditDrawer>
      <ConfirmAction
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Eliminar empresa"
        text={
          removing &&
          (removing.users_count > 0
            ? `${removing.name} tiene ${removing.users_count} usuario(s). Cámbialos de empresa antes de eliminarla.`
            : `¿Eliminar ${removing.name}? Esta acción no se puede deshacer.`)
        }
        confirmDisabled={(removing?.users_count ?? 0) > 0}
        onConfirm={async () => {
          if (!removing) return;
          notifySuccess((await remove.mutateAsync(removing.id)).message);
          setRemoving(null);
        }}
      />
    </AdminScreen>
  );
}

function CompanyForm({ company, onDone }: { company: AdminCompany | null; onDone: () => void }) {
  const { create, update } = useCompanyMutations();
  const [name, setName] = useState(company?.name ?? '');
  const [code, setCode] = useState(company?.code ?? '');
  const [percentage, setPercentage] = useState<number | string>(company?.percentage_indirect_expenses ?? 0);
  const isCpa = company?.code === CPA_CODE;

  const { errors, pending, onSubmit } = useFormAction(
    async () => {
      const body = { name, code, percentage_indirect_expenses: typeof percentage === 'number' ? percentage : Number(percentage) };
      if (company) await update.mutateAsync({ id: company.id, body });
      else await create.mutateAsync(body);
      notifySuccess(company ? 'Empresa actualizada.' : 'Empresa creada.');
      onDone();
    },
    { closesOnSuccess: true },
  );

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label={company ? 'Editar empresa' : 'Nueva empresa'}>
        <Stack gap="sm">
          <TextInput label="Nombre" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
          <TextInput
            label="Código"
            required
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.toLowerCase())}
            error={errors.code}
            disabled={isCpa}
            description={
              isCpa
                ? 'El código cpa identifica a la empresa de cotización directa.'
                : 'Único, en minúsculas, sin espacios (p. ej. promo-norte).'
            }
          />
          <NumberInput
            label="Gastos indirectos (%)"
            required
            min={0}
            max={99.99}
            decimalScale={2}
            step={0.5}
            value={percentage}
            onChange={setPercentage}
            error={errors.percentage_indirect_expenses}
            description="Entre 0 y 99.99."
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onDone}>
              Cancelar
            </Button>
            <Button type="submit" loading={pending}>
              {company ? 'Guardar cambios' : 'Crear empresa'}
            </Button>
          </Group>
        </Stack>
      </form>
      {company && (
        <>
          <Divider />
          <AuditHistory entityType="company" entityId={company.id} />
        </>
      )}
    </Stack>
  );
}
