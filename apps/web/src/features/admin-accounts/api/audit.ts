import type { AdminAuditResponse, AuditEntityType } from '@cotizador/contracts/admin-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { adminAccountsKeys } from './keys';

/** GET /admin/audit for one object: its latest changes, newest first. */
export function getAudit(entityType: AuditEntityType, entityId: number): Promise<AdminAuditResponse> {
  return adminApi.get<AdminAuditResponse>('admin/audit', {
    query: { entity_type: entityType, entity_id: entityId, per_page: 20 },
  });
}

export function useAudit(entityType: AuditEntityType, entityId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: adminAccountsKeys.audit(entityType, entityId ?? 0),
      queryFn: () => getAudit(entityType, entityId ?? 0),
    }),
    enabled: entityId !== null,
  });
}
