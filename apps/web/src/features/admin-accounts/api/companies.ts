import type {
  AdminCompaniesResponse,
  AdminCompany,
  CompanyCreateBody,
  CompanyUpdateBody,
} from '@cotizador/contracts/admin-accounts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AUDIT_KEY } from '@/components/admin-audit-history';
import { adminApi, adminRequest } from '@/lib/admin-api-client';
import { adminAccountsKeys, type PageParams, pageQuery } from './keys';

/** GET /admin/companies */
export function getCompanies(params: PageParams): Promise<AdminCompaniesResponse> {
  return adminApi.get<AdminCompaniesResponse>('admin/companies', { query: pageQuery(params) });
}

export function companiesQueryOptions(params: PageParams) {
  return queryOptions({
    queryKey: adminAccountsKeys.companyList(params),
    queryFn: () => getCompanies(params),
    placeholderData: keepPreviousData,
  });
}

export function useCompanies(params: PageParams) {
  return useQuery(companiesQueryOptions(params));
}

/** Every company, for the selects of the users screen (100 is the largest page). */
export function useCompanyOptions() {
  return useQuery(companiesQueryOptions({ page: 1, perPage: 100, search: '' }));
}

type CompanyAnswer = { company: AdminCompany };

export function createCompany(body: CompanyCreateBody): Promise<CompanyAnswer> {
  return adminApi.post<CompanyAnswer>('admin/companies', body);
}

export function updateCompany(id: number, body: CompanyUpdateBody): Promise<CompanyAnswer> {
  return adminRequest<CompanyAnswer>(`admin/companies/${id}`, { method: 'PATCH', body });
}

export function deleteCompany(id: number): Promise<{ message: string }> {
  return adminRequest<{ message: string }>(`admin/companies/${id}`, { method: 'DELETE' });
}

export function useCompanyMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminAccountsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY }),
    ]);
  return {
    create: useMutation({ mutationFn: createCompany, onSuccess: refresh, meta: { errorToast: false } }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: CompanyUpdateBody }) => updateCompany(id, body),
      onSuccess: refresh,
      meta: { errorToast: false },
    }),
    remove: useMutation({ mutationFn: deleteCompany, onSuccess: refresh }),
  };
}
