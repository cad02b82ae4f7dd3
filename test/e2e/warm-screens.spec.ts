/**
 * After start-up the page loads every screen's code while idle (app/warm-screens.ts), so
 * a first visit during a show fetches and parses nothing: opened after the warm-up,
 * Activity (AG Grid's first grid on a folded Live) and Reports (the charts) ask the
 * server for no script.
 */
import { expect, test } from './fixtures';
import { openScreen } from './steps/screens';

const scripts = (page: import('@playwright/test').Page): Promise<string[]> =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));

test('every screen’s code is loaded while idle after start-up, and a first visit loads no script', async ({ mc }) => {
  const { page } = mc; // the console, opened on Live
  const chunk = (name: string) => (names: string[]) => names.some((n) => new URL(n).pathname.split('/').pop()!.startsWith(`${name}-`));
  for (const name of ['ActivityScreen', 'DataGrid', 'ReportsScreen', 'SheetsScreen']) {
    await expect.poll(async () => chunk(name)(await scripts(page)), { message: `${name} loaded while idle`, timeout: 20_000 }).toBe(true);
  }
  const before = (await scripts(page)).length;
  await openScreen(page, 'Activity');
  await expect(page.getByRole('region', { name: 'Activity log' })).toContainText('rows');
  await openScreen(page, 'Reports');
  expect(await scripts(page)).toHaveLength(before);
});
