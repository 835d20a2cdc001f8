import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAdmin } from './support';

// Issue 15: a removed sales channel is found behind 'Mostrar eliminados' and restored, at desktop
// and phone sizes.

for (const size of [
  { name: 'escritorio', width: 1366, height: 768 },
  { name: 'celular', width: 390, height: 844 },
]) {
  test(`a removed channel is restored from 'Mostrar eliminados' (${size.name})`, async ({ page }) => {
    test.slow();
    const name = `Licitaciones ${size.width}`;
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAdmin(page);
    await page.goto('/admin/channels');
    await expect(page.getByRole('heading', { name: 'Canales de venta', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo canal' }).click();
    await page.getByRole('textbox', { name: 'Nombre del canal' }).fill(name);
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Canal creado.')).toBeVisible();
    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page.getByRole('dialog', { name: 'Eliminar canal' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('button', { name: `Eliminar ${name}` })).toHaveCount(0);

    await expect(page.getByRole('dialog')).toHaveCount(0);
    const removedSwitch = page.getByRole('switch', { name: 'Mostrar eliminados' });
    await removedSwitch.click();
    await expect(removedSwitch).toBeChecked();
    const table = page.getByRole('table', { name: 'Canales de venta eliminados' });
    await expect(table.getByRole('button', { name: `Restaurar ${name}` })).toBeVisible();
    await page.screenshot({ path: `/tmp/admin-channels-removed-${size.width}x${size.height}.png` });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await table.getByRole('button', { name: `Restaurar ${name}` }).click();
    await expect(page.getByText('Canal restaurado: vuelve a aparecer en las cotizaciones nuevas.')).toBeVisible();
    await removedSwitch.click();
    await expect(removedSwitch).not.toBeChecked();
    await expect(page.getByRole('button', { name: `Eliminar ${name}` })).toBeVisible();
  });
}
