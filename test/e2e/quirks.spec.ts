/**
 * Ready for a real account: web mode on `--sandbox --quirks`, where every answer may come
 * in a PHP service's variant forms (numbers as strings, nulls, "", [] for empty objects,
 * lists keyed by id, code and handle_time as strings, extra members, a BOM, a PHP notice
 * before the JSON). A walk of every screen and every read: no answer is unreadable
 * (bad_shape), no console error, and every "—" on screen carries the raw value on hover.
 * Also: the direct-connect form in both themes at 1280x720 (shots in test-results).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigationScreens, openScreen, rendererDirArgs, setTheme } from './steps/screens';
import { startWatch } from './steps/live';

test.use({ mcArgs: ['--quirks', ...rendererDirArgs()] });

/** The reads a screen makes beyond opening: targets, tabs and detail panels. */
async function visitReads(page: Page, name: string): Promise<void> {
  if (name === 'Live') {
    await startWatch(page);
    await expect(page.getByRole('table', { name: 'Live streams' })).toBeVisible();
  }
  if (name === 'Reports') {
    await page.getByRole('tab', { name: 'Database' }).click();
    await page.getByRole('combobox', { name: 'Database users' }).fill('reports_ro, app_rw');
    await page.getByRole('button', { name: 'Show database usage' }).click();
    await expect(page.getByRole('figure', { name: /^Database SELECT per day/ })).toHaveAttribute('data-drawn-key', /^reports:sql:/);
    for (const tab of ['CDN hits', 'Servers'] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('checkbox', { name: /demo-origin/ }).check();
      await page.getByRole('button', { name: `Show ${tab === 'CDN hits' ? 'CDN hits' : 'server usage'}` }).click();
    }
    await page.getByRole('tab', { name: 'Usage' }).click();
  }
  if (name === 'Tickets' || name === 'Attempts' || name === 'Stream users' || name === 'Uploads') {
    // The screen's read button, not a view switch (Attempts' List/Insights buttons are toggles: aria-pressed).
    const search = page.getByRole('button', { name: /^(Search|Show|List)\b/ }).and(page.locator(':not([aria-pressed])')).first();
    if (await search.isVisible()) await search.click();
    const cell = page.getByRole('gridcell').first();
    await expect(cell).toBeVisible();
    await cell.click();
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** Every visible "—" has a title naming what the server sent (on itself or its cell). */
async function dashesWithoutRaw(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
      if (own !== '—') continue;
      const box = (el as HTMLElement).getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const titled = el.closest('[title]');
      if (!titled || !/^The server sent/.test(titled.getAttribute('title') ?? '')) out.push(el.outerHTML.slice(0, 160));
    }
    return out;
  });
}

test('every screen and every read on --quirks: no bad_shape, no console error, every — carries its raw value', async ({ mc, page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const names = await navigationScreens(page);
  const unexplained: Record<string, string[]> = {};
  for (const name of names) {
    await openScreen(page, name);
    await visitReads(page, name);
    const bare = await dashesWithoutRaw(page);
    if (bare.length > 0) unexplained[name] = bare;
  }
  const badShapes = mc.frames.received.filter((f) => f.includes('bad_shape'));
  expect(badShapes.map((f) => f.slice(0, 300))).toEqual([]);
  expect(errors).toEqual([]);
  expect(unexplained).toEqual({});
  // The quirks were really on: PHP notices were skipped and kept for the diagnostics.
  expect(mc.logs()).toContain('printed a notice before its answer');
});

test('the direct-connect form, both themes (1280x720)', async ({ mc, page }) => {
  void mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await openScreen(page, 'Live');
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    const opener = page.getByText('Connect directly (no stored service)');
    const form = page.getByRole('form', { name: 'Connect directly' });
    if (!(await form.isVisible())) await opener.click();
    await page.getByLabel('Destination kind').fill('twitchlike');
    const advanced = form.getByText('Advanced', { exact: true });
    if ((await form.locator('details.lv-advanced').getAttribute('open')) === null) await advanced.click();
    await expect(page.getByLabel('Origin URL (optional)')).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await page.getByLabel('Destination kind').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shots-wire/direct-connect-${theme}-1280.png` });
  }
});
