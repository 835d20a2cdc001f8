import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/config/theme';
import { PasswordChecklist } from './password-checklist';

function renderChecklist(password: string) {
  return render(
    <MantineProvider theme={theme} env="test">
      <PasswordChecklist password={password} />
    </MantineProvider>,
  );
}

/** Each rule reads as "<rule> (cumplido)" or "<rule> (pendiente)" to a screen reader too. */
function stateOf(rule: string): 'cumplido' | 'pendiente' {
  const list = screen.getByRole('list', { name: 'Requisitos de la contraseña' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.firstElementChild?.textContent?.startsWith(rule));
  if (!item?.firstElementChild) throw new Error(`no rule ${rule}`);
  return item.firstElementChild.textContent?.includes('(cumplido)') ? 'cumplido' : 'pendiente';
}

describe('PasswordChecklist (SPEC §5, rules from packages/domain)', () => {
  it('shows every rule pending for an empty password', () => {
    renderChecklist('');
    for (const rule of [
      'Al menos 8 caracteres',
      'Al menos 3 de estos 4 tipos:',
      'Una mayúscula (A-Z)',
      'Una minúscula (a-z)',
      'Un número (0-9)',
      'Un símbolo (!@#$…)',
    ]) {
      expect(stateOf(rule)).toBe('pendiente');
    }
  });

  it('ticks each class as it appears, and the 3-of-4 rule at the third', () => {
    const { rerender } = renderChecklist('abc');
    expect(stateOf('Una minúscula (a-z)')).toBe('cumplido');
    expect(stateOf('Al menos 3 de estos 4 tipos:')).toBe('pendiente');

    rerender(
      <MantineProvider theme={theme} env="test">
        <PasswordChecklist password="abc1" />
      </MantineProvider>,
    );
    expect(stateOf('Un número (0-9)')).toBe('cumplido');
    expect(stateOf('Al menos 3 de estos 4 tipos:')).toBe('pendiente');

    rerender(
      <MantineProvider theme={theme} env="test">
        <PasswordChecklist password="abc1!" />
      </MantineProvider>,
    );
    expect(stateOf('Un símbolo (!@#$…)')).toBe('cumplido');
    expect(stateOf('Al menos 3 de estos 4 tipos:')).toBe('cumplido');
    expect(stateOf('Una mayúscula (A-Z)')).toBe('pendiente');
    expect(stateOf('Al menos 8 caracteres')).toBe('pendiente');
  });

  it('marks the length rule from the 8th character', () => {
    const { rerender } = renderChecklist('Abcdef1');
    expect(stateOf('Al menos 8 caracteres')).toBe('pendiente');
    rerender(
      <MantineProvider theme={theme} env="test">
        <PasswordChecklist password="Abcdef12" />
      </MantineProvider>,
    );
    expect(stateOf('Al menos 8 caracteres')).toBe('cumplido');
  });
});
