import type {
  CatalogueExportFormat,
  CatalogueImportErrorResponse,
  CatalogueImportResponse,
} from '@cotizador/contracts/admin-catalogue';
import { GENERIC_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@cotizador/domain/messages';
import { API_BASE_URL, ApiError, toApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { getAdminToken, useAdminSessionStore } from '@/stores/admin-session-store';

// The catalogue spreadsheet (issue 14): a file download and an upload whose 422 lists every bad
// cell, so both talk to the API directly (the JSON client keeps field errors only), with the admin
// session's token and its 401 handling (lib/admin-api-client.ts).

async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getAdminToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/${path}`, { ...init, headers });
  } catch {
    throw new ApiError(0, GENERIC_ERROR_MESSAGE);
  }
  if (response.status === 401 && token && token === getAdminToken()) {
    useAdminSessionStore.getState().clear();
    notifyError(SESSION_EXPIRED_MESSAGE, { id: 'admin-session-expired' });
    const error = toApiError(401, await readJson(response));
    error.sessionExpired = true;
    throw error;
  }
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** `attachment; filename="cotizador-catalogo-2026-11-24.xlsx"` → the file name. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/u.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** GET /admin/catalogue/export: saves the file through the browser's download. */
export async function downloadCatalogue(format: CatalogueExportFormat): Promise<void> {
  const response = await adminFetch(`admin/catalogue/export?format=${format}`);
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), `cotizador-catalogo.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ImportOutcome =
  | { kind: 'done'; response: CatalogueImportResponse }
  | { kind: 'rejected'; response: CatalogueImportErrorResponse };

function isCellErrors(body: unknown): body is CatalogueImportErrorResponse {
  return typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors);
}

/** POST /admin/catalogue/import: the report, or every bad cell; other refusals throw. */
export async function importCatalogue(file: File, options: { dryRun: boolean }): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file);
  const response = await adminFetch(`admin/catalogue/import${options.dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const body = await readJson(response);
  if (response.ok) return { kind: 'done', response: body as CatalogueImportResponse };
  if (response.status === 422 && isCellErrors(body)) return { kind: 'rejected', response: body };
  throw toApiError(response.status, body);
}
