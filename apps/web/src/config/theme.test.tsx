import { Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

describe('theme', () => {
  it('renders a closed Select without its hidden list (no layout measured at mount), and the list on opening', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <Select label="Canal" data={['Tienda', 'Distribuidor']} />
      </AppProvider>,
    );
    expect(document.querySelector('.mantine-Select-dropdown')).toBeNull();
    expect(screen.queryByRole('option', { hidden: true, name: 'Tienda' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Canal' }));
    await user.click(await screen.findByRole('option', { name: 'Distribuidor' }));
    expect(screen.getByRole('combobox', { name: 'Canal' })).toHaveValue('Distribuidor');
  });
});
