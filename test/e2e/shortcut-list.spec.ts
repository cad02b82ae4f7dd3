/**
 * The `?` list opens at its top at 1280×720: its heading and first shortcut in
 * view, not scrolled down to Close; Close still reachable at its foot.
 */
import { expect, test } from './fixtures';

test('the shortcut list opens at its top, Close in view at its foot', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.locator('body').press('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeInViewport({ ratio: 1 });
  await expect(list.getByRole('row').first()).toBeInViewport({ ratio: 1 });
  expect(await list.evaluate((d) => d.scrollTop)).toBe(0);
  await expect(list.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/shots-e2e/glance/shortcut-list-1280.png' });
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(list).toHaveCount(0);
});
