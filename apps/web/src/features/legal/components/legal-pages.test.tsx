import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';

// The first render downloads (transforms) the lazy screen: allow for a busy machine.
const FIRST_RENDER = { timeout: 5000 };

async function openAsGuest(path: string, heading: string) {
  mockApi();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, FIRST_RENDER);
  return app;
}

/** Every entry of the table of contents points at a section of the page with that heading. */
function expectTableOfContentsToMatchSections() {
  const toc = screen.getAllByRole('navigation', { name: 'Contenido' })[0];
  if (!toc) throw new Error('Sin índice');
  const links = within(toc).getAllByRole('link');
  expect(links.length).toBeGreaterThan(8);
  for (const link of links) {
    const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
    const section = document.getElementById(id);
    expect(section, `sección #${id}`).not.toBeNull();
    expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
  }
}

describe('Terminos y condiciones (SPEC §2 Static pages)', () => {
  it('is open to guests, with the guest header, its date and the facts of the spec', async () => {
    await openAsGuest('/conditions', 'Terminos y condiciones');

    expect(screen.getByText('Última versión: septiembre de 2025')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/no incluyen el Impuesto al Valor Agregado \(IVA\)/)).toBeInTheDocument();
    expect(screen.getByText(/dentro de los 15 días hábiles/)).toBeInTheDocument();
    expect(screen.getAllByText(/entregan en la Ciudad de México \(CDMX\)/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Lunes a viernes de 8:00 a 18:00/).length).toBeGreaterThan(0);
    expectTableOfContentsToMatchSections();
  });
});

describe('Aviso de privacidad (SPEC §2 Static pages)', () => {
  it('is open to guests and explains the ARCO rights with their deadlines', async () => {
    await openAsGuest('/privacity', 'Aviso de privacidad');

    expect(screen.getByText('Última actualización: 15 de mayo de 2025')).toBeInTheDocument();
    expect(screen.getAllByText(/Ley Federal de Protección de Datos Personales en Posesión de los Particulares/)).not.toHaveLength(
      0,
    );
    for (const right of ['Acceso:', 'Rectificación:', 'Cancelación:', 'Oposición:']) {
      expect(screen.getByText(right)).toBeInTheDocument();
    }
    expect(screen.getByText('20 días hábiles')).toBeInTheDocument();
    expect(screen.getByText('15 días hábiles')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^privacidad@/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:privacidad@/),
    );
    expectTableOfContentsToMatchSections();
  });

  it('shows inside the normal navigation to a signed-in user', async () => {
    storeSession();
    mockApi();
    renderApp('/privacity');

    await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad' }, FIRST_RENDER);
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument();
  });
});
