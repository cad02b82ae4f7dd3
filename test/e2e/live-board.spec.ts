/**
 * The Live board as a whole: it holds still under the pointer and the focus,
 * and the whole journey — watch, select two services, Go live, split, Disconnect all —
 * runs from the keyboard in fewer than 25 key presses; `?` lists every shortcut.
 */
import type { Page } from '@playwright/test';
import { SHORTCUTS } from '../../renderer/src/components/shortcut';
import { expect, test } from './fixtures';
import { boardRow, goLive, openLedger, watchDemo } from './steps/live';
import { armGap } from './steps/arm';

/** The control at a point and the focused control: accessible name and box. */
async function probe(page: Page, x: number, y: number) {
  return page.evaluate(([px, py]) => {
    const describe = (el: Element | null) => {
      const b = el?.closest('button') ?? null;
      if (!b) return null;
      const r = b.getBoundingClientRect();
      return { name: b.getAttribute('aria-label') ?? b.textContent, box: [r.x, r.y, r.width, r.height].map(Math.round) };
    };
    return { pointer: describe(document.elementFromPoint(px!, py!)), focus: describe(document.activeElement) };
  }, [x, y]);
}

test('after Disconnect, the control under the pointer and the focused control are the same as before the refresh', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await goLive(page, [502, 503]);
  for (const id of [502, 503]) await expect(boardRow(page, new RegExp(`#${id}`))).toContainText('LIVE');

  const button = boardRow(page, /#503/).getByRole('button', { name: /^Disconnect #503/ });
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' })); // clear of the sticky header
  const box = (await button.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y); // arms
  await armGap(page);
  await page.mouse.click(x, y); // fires
  await expect(boardRow(page, /#503/)).toContainText(/DISCONNECTING|STOPPED/);
  const before = await probe(page, x, y);
  expect(before.pointer?.name).toMatch(/^Disconnect #503/);
  expect(before.focus).toEqual(before.pointer);
  // The next refresh no longer lists it: STOPPED, held, then OFF; the others keep running.
  await expect(boardRow(page, /#503/)).toContainText('STOPPED');
  await expect(boardRow(page, /#503/)).toContainText('OFF', { timeout: 15_000 });
  await expect(boardRow(page, /#502/)).toContainText('LIVE');
  const after = await probe(page, x, y);
  expect(after).toEqual(before);
  expect((await mc.sandbox.counts())['pushpublish.disconnect']).toBe(1);
});

test('keyboard journey: watch, select two services, Go live, split, Disconnect all — fewer than 25 key presses, no mouse', async ({ mc }) => {
  const { page } = mc;
  let presses = 0;
  const press = async (key: string): Promise<void> => {
    presses++;
    await page.keyboard.press(key);
  };
  // The console opens on Live (the first screen); Alt+1 would bring it back from elsewhere.
  if (!(await page.getByRole('heading', { level: 1, name: 'Live' }).isVisible())) await press('Alt+1');
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  await press(SHORTCUTS.watch.keys); // the Application field is empty: the key goes there
  await expect(page.getByLabel('Application', { exact: true })).toBeFocused();
  for (const ch of 'demo-origin') await press(ch);
  await press('Enter');
  await expect(page.getByRole('table', { name: 'Live streams' })).toBeVisible();
  await press('Escape'); // leaves the field
  await expect(boardRow(page, /#502/)).toBeVisible();

  await press(SHORTCUTS.filter.keys); // the board's filter; ↓ goes to its rows
  await press('ArrowDown');
  await press('Space');
  await press('ArrowDown');
  await press('Space');
  await expect(page.getByRole('checkbox', { name: 'Select service #501 for Go live' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select service #502 for Go live' })).toBeChecked();
  await expect(boardRow(page, /#501/)).toBeInViewport();

  await press(SHORTCUTS.goLive.keys);
  await expect(boardRow(page, /#501/)).toContainText('LIVE');
  await expect(boardRow(page, /#502/)).toContainText('LIVE');

  await press(SHORTCUTS.split.keys);
  await expect(page.getByRole('status', { name: 'Last split of cam_1' })).toHaveAttribute('title', /recordings\/cam_1-/);

  await press(SHORTCUTS.disconnectAll.keys);
  await expect(page.getByRole('button', { name: /Press again to disconnect EVERY push/ })).toBeVisible();
  await armGap(page);
  await press(SHORTCUTS.disconnectAll.keys);
  await expect(boardRow(page, /#501/)).toContainText(/STOPPED|OFF/);
  await expect(boardRow(page, /#502/)).toContainText(/STOPPED|OFF/);

  const counts = await mc.sandbox.counts();
  expect([counts['pushpublish.connect'], counts['recording.split'], counts['pushpublish.disconnect']]).toEqual([2, 1, 1]);
  console.log(`[keyboard journey] ${presses} key presses`);
  expect(presses).toBeLessThan(25);
});

test('each grid is one Tab stop: Tab enters it once and the next Tab leaves it', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await page.keyboard.press('F9'); // a split: the ledger grid has a row
  const grid = await openLedger(page);
  await expect(grid.getByRole('gridcell', { name: 'cam_1', exact: true })).toBeVisible();
  await grid.getByRole('button', { name: 'Export CSV' }).focus();
  await page.keyboard.press('Tab');
  const inGrid = () => page.evaluate(() => Boolean(document.activeElement?.closest('.ag-root')));
  expect(await inGrid()).toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  expect(await inGrid()).toBe(true);
  await page.keyboard.press('Tab');
  expect(await inGrid()).toBe(false);
});

test('? lists every shortcut of the one registry, with the hints the buttons show', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await expect(page.getByRole('button', { name: /Go live/ })).toContainText(SHORTCUTS.goLive.keys);
  await expect(page.getByRole('button', { name: /^Disconnect all/ })).toContainText(SHORTCUTS.disconnectAll.keys);
  await expect(page.getByRole('button', { name: 'Check status', exact: true })).toContainText(SHORTCUTS.checkStatus.keys);
  await page.locator('body').press('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list).toBeVisible();
  for (const s of Object.values(SHORTCUTS)) {
    await expect(list.getByRole('row').filter({ hasText: s.what })).toContainText(s.keys);
  }
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
});
