import type { AdminInboxAssigned, AdminInboxQuery, AdminInboxStatus } from '@cotizador/contracts/admin-quotations';

// The contract's values (packages/contracts/src/admin-quotations.ts), repeated here so the bundle
// carries no zod: the types below keep both in step.
const ADMIN_INBOX_STATUSES = ['SENT', 'IN_PROCESS', 'CLOSE', 'ALL'] as const satisfies readonly AdminInboxStatus[];
const ADMIN_INBOX_ASSIGNED = ['me', 'unassigned', 'all'] as const satisfies readonly AdminInboxAssigned[];
export const ADMIN_INBOX_PAGE_SIZES = [20, 50, 100] as const;
const ADMIN_INBOX_DEFAULT_PAGE_SIZE = 20;

// The inbox's whole view lives in the URL (issue 13): a link or a reload restores it. Defaults are
// left out of the URL so the plain /admin stays plain.

export type InboxView = {
  status: AdminInboxStatus;
  assigned: AdminInboxAssigned;
  search: string;
  dateStart: string | null;
  dateEnd: string | null;
  page: number;
  perPage: number;
};

export const DEFAULT_INBOX_VIEW: InboxView = {
  status: 'ALL',
  assigned: 'all',
  search: '',
  dateStart: null,
  dateEnd: null,
  page: 1,
  perPage: ADMIN_INBOX_DEFAULT_PAGE_SIZE,
};

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : fallback;
}

export function parseInboxView(params: URLSearchParams): InboxView {
  const perPage = Number(params.get('per_page'));
  const dateStart = params.get('desde');
  const dateEnd = params.get('hasta');
  const bothDates = dateStart !== null && dateEnd !== null && API_DATE.test(dateStart) && API_DATE.test(dateEnd);
  return {
    status: oneOf(ADMIN_INBOX_STATUSES, params.get('estatus'), DEFAULT_INBOX_VIEW.status),
    assigned: oneOf(ADMIN_INBOX_ASSIGNED, params.get('asignadas'), DEFAULT_INBOX_VIEW.assigned),
    search: (params.get('buscar') ?? '').slice(0, 200),
    dateStart: bothDates ? dateStart : null,
    dateEnd: bothDates ? dateEnd : null,
    page: positiveInt(params.get('pagina'), 1),
    perPage: (ADMIN_INBOX_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_INBOX_VIEW.perPage,
  };
}

export function inboxViewToParams(view: InboxView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== DEFAULT_INBOX_VIEW.status) params.set('estatus', view.status);
  if (view.assigned !== DEFAULT_INBOX_VIEW.assigned) params.set('asignadas', view.assigned);
  if (view.search.trim()) params.set('buscar', view.search.trim());
  if (view.dateStart && view.dateEnd) {
    params.set('desde', view.dateStart);
    params.set('hasta', view.dateEnd);
  }
  if (view.page > 1) params.set('pagina', String(view.page));
  if (view.perPage !== DEFAULT_INBOX_VIEW.perPage) params.set('per_page', String(view.perPage));
  return params;
}

/** The query of GET /admin/quotations for a view. */
export function inboxViewToQuery(view: InboxView) {
  const query = {
    page: view.page,
    per_page: view.perPage,
    status: view.status,
    assigned: view.assigned,
    search: view.search.trim() || undefined,
    date_start: view.dateStart ?? undefined,
    date_end: view.dateEnd ?? undefined,
  } satisfies AdminInboxQuery;
  return query;
}

export const INBOX_TABS: readonly { value: AdminInboxStatus; label: string }[] = [
  { value: 'SENT', label: 'Enviadas' },
  { value: 'IN_PROCESS', label: 'En proceso' },
  { value: 'CLOSE', label: 'Finalizadas' },
  { value: 'ALL', label: 'Todas' },
];

export const ASSIGNED_OPTIONS: readonly { value: AdminInboxAssigned; label: string }[] = [
  { value: 'me', label: 'Asignadas a mí' },
  { value: 'unassigned', label: 'Sin asignar' },
  { value: 'all', label: 'Todas' },
];
