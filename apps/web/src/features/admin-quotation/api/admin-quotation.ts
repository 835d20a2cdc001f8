import type { AdminListResponse, AdminQuotationDetail, PriceRevisionBody } from '@cotizador/contracts/admin-quotations';
import type { CreateMessageResponse } from '@cotizador/contracts/quotation-detail';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';

type DetailResponse = { quotation: AdminQuotationDetail };

export const adminQuotationKeys = {
  all: ['admin', 'quotations'] as const,
  detail: (id: number) => ['admin', 'quotations', 'detail', id] as const,
  admins: ['admin', 'admins'] as const,
};

/** GET /admin/quotations/{id}: the quotation, its operator and company; opening it marks it seen. */
export function getAdminQuotation(id: number): Promise<DetailResponse> {
  return adminApi.get<DetailResponse>(`admin/quotations/${id}`);
}

export function useAdminQuotation(id: number) {
  return useQuery(
    queryOptions({
      queryKey: adminQuotationKeys.detail(id),
      queryFn: () => getAdminQuotation(id),
      enabled: Number.isInteger(id) && id > 0,
      meta: { errorToast: false },
    }),
  );
}

/** GET /admin/admins: who a quotation can be assigned to. */
export function useAdmins() {
  return useQuery({
    queryKey: adminQuotationKeys.admins,
    queryFn: () => adminApi.get<AdminListResponse>('admin/admins'),
    staleTime: 5 * 60_000,
  });
}

/** Every admin action answers with the whole quotation: it replaces the cached one. */
function useQuotationAction<Args>(id: number, call: (args: Args) => Promise<DetailResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (response) => {
      queryClient.setQueryData(adminQuotationKeys.detail(id), response);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'quotations', 'inbox'] });
    },
  });
}

/** POST /admin/quotations/{id}/assign — 'Tomar' is assigning oneself. */
export function useAssign(id: number) {
  return useQuotationAction(id, (adminId: number) =>
    adminApi.post<DetailResponse>(`admin/quotations/${id}/assign`, { admin_id: adminId }),
  );
}

/** POST /admin/quotations/{id}/status { status: 'CLOSE' } */
export function useCloseQuotation(id: number) {
  return useQuotationAction(id, () => adminApi.post<DetailResponse>(`admin/quotations/${id}/status`, { status: 'CLOSE' }));
}

/** POST /admin/quotations/{id}/price (pesos) */
export function useRevisePrice(id: number) {
  return useQuotationAction(id, (body: PriceRevisionBody) => adminApi.post<DetailResponse>(`admin/quotations/${id}/price`, body));
}

/** POST /common/quotations/{id}/create-message-quotation as the admin. */
export function useSendAdminMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (html: string) =>
      adminApi.post<CreateMessageResponse>(`common/quotations/${id}/create-message-quotation`, { message: html }),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<DetailResponse>(adminQuotationKeys.detail(id), (previous) =>
        previous && !previous.quotation.messages.some((m) => m.id === message.id)
          ? { quotation: { ...previous.quotation, messages: [...previous.quotation.messages, message] } }
          : previous,
      );
      void queryClient.invalidateQueries({ queryKey: adminQuotationKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'quotations', 'inbox'] });
    },
  });
}
