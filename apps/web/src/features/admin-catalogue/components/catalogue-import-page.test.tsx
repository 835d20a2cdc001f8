import type { CatalogueImportErrorResponse, CatalogueImportResponse } from '@cotizador/contracts/admin-catalogue';
import { CATALOGUE_IMPORT_MESSAGES } from '@cotizador/contracts/admin-catalogue-file';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import { demoUser } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { CatalogueImportPage } from './catalogue-import-page';

function renderPage(options: { applyAccept?: boolean } = {}) {
  const router = createMemoryRouter(
    [{ path: '/admin/catalogue/import', handle: { title: 'Importar catálogo' }, element: <CatalogueImportPage /> }],
    { initialEntries: ['/admin/catalogue/import'] },
  );
  const user = userEvent.setup({ applyAccept: options.applyAccept ?? true });
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user };
}

const xlsx = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'catalogo.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const report = (created: number, updated: number, unchanged: number, dryRun: boolean): CatalogueImportResponse => ({
  message: dryRun
    ? `Revisión terminada, no se guardó nada: ${created} productos nuevos, ${updated} con cambios, ${unchanged} iguales.`
    : `Catálogo importado: ${created} productos nuevos, ${updated} con cambios, ${unchanged} iguales.`,
  report: { created, updated, unchanged, dry_run: dryRun },
});

describe('Importar catálogo (admin)', () => {
  beforeEach(() => {
    useAdminSessionStore.getState().signIn({ token: 'token-admin', user: demoUser });
  });
  afterEach(() => {
    useAdminSessionStore.getState().clear();
  });

  it('reviews the file first, shows the counts, and imports only on confirmation', async () => {
    const { requests } = mockApi({
      'POST /api/admin/catalogue/import': (request) =>
        jsonResponse(request.path.includes('dry_run=1') ? report(2, 1, 40, true) : report(2, 1, 40, false)),
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Importar catálogo' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Archivo del catálogo (XLSX o CSV)'), xlsx());
    expect(screen.getByText('catalogo.xlsx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));

    expect(await screen.findByText('Revisión del archivo')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Productos nuevos' })).toHaveTextContent(/Productos nuevos\s*2$/u);
    expect(screen.getByRole('group', { name: 'Con cambios' })).toHaveTextContent(/Con cambios\s*1$/u);
    expect(screen.getByRole('group', { name: 'Sin cambios' })).toHaveTextContent(/Sin cambios\s*40$/u);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/admin/catalogue/import?dry_run=1']);
    const sent = requests[0];
    if (!sent) throw new Error('no request');
    expect(sent.headers.get('Authorization')).toBe('Bearer token-admin');
    expect(sent.body).toBeInstanceOf(FormData);
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Catálogo importado')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/admin/catalogue/import?dry_run=1',
      '/api/admin/catalogue/import',
    ]);
    // The file was used: to import again, a new one is chosen.
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(screen.queryByText('catalogo.xlsx')).not.toBeInTheDocument();
  });

  it('lists every bad cell and offers no import', async () => {
    const rejected: CatalogueImportErrorResponse = {
      message: CATALOGUE_IMPORT_MESSAGES.rejected,
      code: 'VALIDATION_FAILED',
      errors: [
        { sheet: 'Precios', row: 5, column: 'precio base', message: 'Debe ser un número (con punto decimal).' },
        { sheet: 'Colores', row: 12, column: 'hex', message: 'Indica el hex: el color «Lila» es nuevo.' },
      ],
      more_errors: 3,
    };
    mockApi({ 'POST /api/admin/catalogue/import': () => jsonResponse(rejected, 422) });
    const { user } = renderPage();
    await user.upload(await screen.findByLabelText('Archivo del catálogo (XLSX o CSV)'), xlsx());
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOGUE_IMPORT_MESSAGES.rejected);
    const table = screen.getByRole('table', { name: 'Celdas con errores' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Precios', '5', 'precio base', 'Debe ser un número (con punto decimal).'],
      ['Colores', '12', 'hex', 'Indica el hex: el color «Lila» es nuevo.'],
    ]);
    expect(screen.getByText('Y 3 errores más.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
  });

  it('says when the file changes nothing', async () => {
    mockApi({ 'POST /api/admin/catalogue/import': () => jsonResponse(report(0, 0, 40, true)) });
    const { user } = renderPage();
    await user.upload(await screen.findByLabelText('Archivo del catálogo (XLSX o CSV)'), xlsx());
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByText('El archivo no trae cambios: no hay nada que importar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a spreadsheet before sending it', async () => {
    const { requests } = mockApi();
    const { user } = renderPage({ applyAccept: false });
    const image = new File([new Uint8Array([0x89, 0x50])], 'foto.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Archivo del catálogo (XLSX o CSV)'), image);
    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOGUE_IMPORT_MESSAGES.notSpreadsheet);
    expect(screen.queryByRole('button', { name: 'Revisar archivo' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/api/admin'))).toEqual([]);
  });

  it('downloads the export with its dated name', async () => {
    const createObjectURL = vi.fn(() => 'blob:catalogo');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { requests } = mockApi({
      'GET /api/admin/catalogue/export': () =>
        new Response('\uFEFFsku,nombre\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="cotizador-catalogo-2026-11-24.csv"',
          },
        }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
    await vi.waitFor(() => expect(clicks).toEqual(['cotizador-catalogo-2026-11-24.csv']));
    expect(requests.map((r) => r.path)).toContain('/api/admin/catalogue/export?format=csv');
    click.mockRestore();
  });
});
