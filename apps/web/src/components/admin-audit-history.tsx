import type { AdminAuditResponse, AuditEntityType, AuditEntry } from '@cotizador/contracts/admin-accounts';
import { formatDateTime } from '@cotizador/domain/format';
import { Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';

// The change history shown on each object's screen of the admin desk (decision 026).

/** Query key of the admin audit log; every admin mutation invalidates it. */
export const ADMIN_AUDIT_KEY = ['admin-audit'] as const;

/** GET /admin/audit for one object: its latest changes, newest first. */
export function getAudit(entityType: AuditEntityType, entityId: number): Promise<AdminAuditResponse> {
  return adminApi.get<AdminAuditResponse>('admin/audit', {
    query: { entity_type: entityType, entity_id: entityId, per_page: 20 },
  });
}

function useAudit(entityType: AuditEntityType, entityId: number) {
  return useQuery({ queryKey: [...ADMIN_AUDIT_KEY, entityType, entityId], queryFn: () => getAudit(entityType, entityId) });
}

const ACTION_LABELS: Record<string, string> = {
  create: 'Creación',
  update: 'Cambio',
  delete: 'Eliminación',
  deactivate: 'Desactivación',
  activate: 'Activación',
  invite: 'Invitación enviada',
  'resend-invitation': 'Invitación reenviada',
  reorder: 'Nuevo orden',
  restore: 'Restauración',
  merge: 'Fusión',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  last_name: 'Apellidos',
  email: 'Correo',
  role: 'Rol',
  state: 'Estado',
  company_id: 'Empresa',
  code: 'Código',
  title: 'Título',
  description: 'Descripción',
  status: 'Visible',
  section: 'Sección',
  sort_order: 'Orden',
  image: 'Imagen',
  image_mobile: 'Imagen para celular',
  product: 'Producto',
  category: 'Categoría',
  percentage_indirect_expenses: 'Gastos indirectos (%)',
  hex: 'Color',
  products_count: 'Productos',
  quotations_count: 'Cotizaciones',
  merged_from: 'Fusionada desde',
  merged_into: 'Fusionada con',
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields whose value changed, as "Campo: antes → después". */
export function describeChanges(entry: AuditEntry): string[] {
  if (!entry.before || !entry.after) return [];
  const keys = new Set([...Object.keys(entry.before), ...Object.keys(entry.after)]);
  const lines: string[] = [];
  for (const key of keys) {
    if (key === 'id') continue;
    const before = entry.before[key];
    const after = entry.after[key];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    lines.push(`${FIELD_LABELS[key] ?? key}: ${show(before)} → ${show(after)}`);
  }
  return lines;
}

/** "Historial de cambios" of one object (who, when, what, before → after). */
export function AuditHistory({ entityType, entityId }: { entityType: AuditEntityType; entityId: number }) {
  const audit = useAudit(entityType, entityId);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Historial de cambios
      </Title>
      {!audit.data ? (
        <Loader size="sm" aria-label="Cargando historial" />
      ) : audit.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin cambios registrados.
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {audit.data.data.map((entry) => (
            <Timeline.Item key={entry.id} title={ACTION_LABELS[entry.action] ?? entry.action}>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.created_at)} ·{' '}
                {entry.actor ? `${entry.actor.name} ${entry.actor.last_name}` : 'Usuario eliminado'}
              </Text>
              {describeChanges(entry).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
