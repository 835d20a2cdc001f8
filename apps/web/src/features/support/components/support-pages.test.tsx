import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';

// The first render downloads (transforms) the lazy screen: allow for a busy machine.
const FIRST_RENDER = { timeout: 5000 };

function openSignedIn(path: string) {
  storeSession();
  mockApi();
  return renderApp(path);
}

describe('Contacto (SPEC §2 Static pages)', () => {
  it('lists two staff contacts with role, e-mail, phone and attention hours', async () => {
    openSignedIn('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contacto' }, FIRST_RENDER);

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      const email = within(card).getByRole('link', { name: /@/ });
      expect(email.getAttribute('href')).toMatch(/^mailto:[^@]+@[^@]+$/);
      expect(
        within(card)
          .getByRole('link', { name: /^\+52 55/ })
          .getAttribute('href'),
      ).toMatch(/^tel:\+52\d{10}$/);
      expect(within(card).getByText('Lunes a viernes de 8:00 a 18:00')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /^Copiar correo de / })).toBeInTheDocument();
    }
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 2, name: 'Mariana López Herrera' })).toBeInTheDocument();
    expect(screen.getByText('Coordinadora de atención a vendedores')).toBeInTheDocument();
  });
});

describe('Preguntas frecuentes (SPEC §2 Static pages)', () => {
  it('opens an answer of the accordion', async () => {
    const { user } = openSignedIn('/help');
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' }, FIRST_RENDER);

    const question = screen.getByRole('button', { name: '¿Los precios incluyen IVA y envío?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);

    expect(question).toHaveAttribute('aria-expanded', 'true');
    // The answer becomes visible once the panel's opening transition ends.
    await waitFor(() => expect(screen.getByText(/No incluyen IVA/)).toBeVisible());
  });

  it('covers the topics an operator asks about', async () => {
    openSignedIn('/help');
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' }, FIRST_RENDER);

    for (const question of [
      '¿Cómo cotizo un producto?',
      '¿Qué es una cotización especial y qué archivo debo adjuntar?',
      '¿Cómo envío mi carrito y qué pasa después?',
      '¿Qué significan los estados Enviada, En proceso y Finalizada?',
      '¿Cómo hablo con el asesor que atiende mi cotización?',
      '¿Qué avisos recibo y dónde los veo?',
      '¿Cómo guardo productos favoritos?',
      '¿Cómo activo mi cuenta?',
      'Olvidé mi contraseña, ¿cómo la recupero?',
    ]) {
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Ver contactos' })).toHaveAttribute('href', '/contact');
  });
});
