/**
 * A PHP service's NULL column in an answer: usage rates and a Total figure sent as null.
 * Reports reads the month with no console error; each null rate is "—" with what the
 * server sent on hover, and the other figures are shown.
 */
import { expect, test } from './fixtures';
import { themedShots } from './themed-shots';

test('usage rates sent as null: a dash with what came, no console error', async ({ mc }) => {
  const { page } = mc;
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await mc.sandbox.setFault('usage.data', { kind: 'null_member', to: 'rate' });
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  const grid = page.getByRole('region', { name: /^Usage and charges/ });
  const rate = grid.locator('[role="row"][row-index="0"] [role="gridcell"][col-id="rate"]');
  await expect(rate).toHaveText('—');
  await expect(rate.locator('[title]')).toHaveAttribute('title', 'The server sent: null');
  await expect(grid.locator('[role="row"][row-index="0"] [role="gridcell"][col-id="cost"]')).toHaveText(/^\d[\d,]*\.\d\d$/);
  await expect(page.getByTestId('usage-subtotal')).toHaveText(/^\d[\d,]*\.\d\d$/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await themedShots(page, 'test-results/shots-e2e/null-rate', 'usage');
  expect(errors).toEqual([]);
});
