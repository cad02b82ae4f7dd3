/**
 * Live from the keyboard and words that go when no longer true:
 * one destination disconnected in 4 key presses (counted), no Retry after the operator's
 * own Disconnect, no disabled control as a Tab stop, focus never under the board's sticky
 * header, Alt+n lands on the screen's first control, and a refused Go live's words leave
 * its row when the row changes state.
 */
import type { Page } from '@playwright/test';
import { SHORTCUTS } from '../../renderer/src/components/shortcut';
import { expect, test } from './fixtures';
import { boardRow, goLive, watchDemo } from './steps/live';
import { armGap } from './steps/arm';

/** Go live on `ids`, each row LIVE, and the boxes cleared for the next selection. */
async function goLiveAndClear(page: Page, ids: number[]): Promise<void> {
  await goLive(page, ids);
  for (const id of ids) await expect(boardRow(page, id)).toContainText('LIVE');
  for (const id of ids) await page.getByRole('checkbox', { name: `Select service #${id} for Go live` }).uncheck();
}

test('one destination disconnects in 4 key presses, and its row offers no Retry after that (STOPPED → OFF)', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await goLiveAndClear(page, [501, 502]);
  let presses = 0;
  const press = async (key: string): Promise<void> => {
    presses++;
    await page.keyboard.press(key);
  };
  await press(SHORTCUTS.filter.keys); // focus the board (its filter)
  await expect(page.getByRole('searchbox', { name: 'Filter destinations' })).toBeFocused();
  await press('ArrowDown'); // to the row
  await expect(boardRow(page, 501)).toBeFocused();
  await press(SHORTCUTS.rowDisconnect.keys); // arm
  await expect(boardRow(page, 501).getByRole('button', { name: /Press again to disconnect/ })).toBeFocused();
  await armGap(page);
  await press(SHORTCUTS.rowDisconnect.keys); // fire
  await expect(boardRow(page, 501)).toContainText(/DISCONNECTING|STOPPED/);
  expect(presses).toBe(4);
  expect((await mc.sandbox.counts())['pushpublish.disconnect']).toBe(1);
  await expect(boardRow(page, 502)).toContainText('LIVE');
  // The operator's own Disconnect: STOPPED, then OFF — never a Retry.
  await expect(boardRow(page, 501)).toContainText('STOPPED');
  await expect(boardRow(page, 501).getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await expect(boardRow(page, 501)).toContainText('OFF', { timeout: 15_000 });
  await expect(boardRow(page, 501).getByRole('button', { name: /^Retry/ })).toHaveCount(0);
});

test('Tab never stops on a disabled control, and a focused board row or control is never under the sticky header', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 520 }); // the board scrolls under its header
  await watchDemo(page);
  await goLiveAndClear(page, [503]);
  await page.getByRole('searchbox', { name: 'Filter destinations' }).focus();
  const seen: string[] = [];
  const problems: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const f = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const head = el.closest('table')?.querySelector('thead th')?.getBoundingClientRect();
      const inBody = Boolean(el.closest('tbody'));
      return {
        name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName,
        disabled: el.matches(':disabled, [aria-disabled=true]'),
        under: inBody && head ? el.getBoundingClientRect().top < head.bottom - 1 : false,
      };
    });
    seen.push(f.name);
    if (f.disabled) problems.push(`Tab stop on a disabled control: ${f.name}`);
    if (f.under) problems.push(`focus under the sticky header: ${f.name}`);
  }
  // Moving up the rows with the arrows onto a row that sits under the stuck header brings it out from under it.
  await page.getByRole('searchbox', { name: 'Filter destinations' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(boardRow(page, 502)).toBeFocused();
  const header = page.getByRole('table', { name: 'Destinations' }).getByRole('columnheader', { name: 'State' });
  const gap = async () => (await boardRow(page, 501).boundingBox())!.y - (await header.boundingBox())!.y;
  await expect
    .poll(async () => {
      const by = await gap();
      await page.locator('main').evaluate((m, d) => m.scrollBy(0, d), by);
      return Math.abs(await gap());
    })
    .toBeLessThan(8);
  await page.keyboard.press('ArrowUp');
  await expect(boardRow(page, 501)).toBeFocused();
  const [row, head] = [(await boardRow(page, 501).boundingBox())!, (await header.boundingBox())!];
  if (row.y < head.y + head.height - 1) problems.push(`row #501 under the sticky header after ↑: row top ${row.y}, header bottom ${head.y + head.height}`);
  expect(seen).toContain('Disconnect #503 socialplatform → live-ingest.social.example');
  expect(seen).not.toContain('Disconnect #501 hlspartner → ingest.hlspartner.example'); // OFF: inactive, no Tab stop
  expect(problems, problems.join('\n')).toEqual([]);
});

test("Alt+1…0 open a screen with focus on its first control", async ({ mc }) => {
  const { page } = mc;
  await page.locator('body').click();
  await page.keyboard.press('Alt+2');
  await expect(page.getByRole('heading', { level: 1, name: 'Geo' })).toBeVisible();
  // The focus is on the screen's first control: the first one in the screen a Tab would reach.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const a = document.activeElement;
        const first = [...document.querySelector('main')!.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]')].find((e) => !e.matches(':disabled') && e.getClientRects().length > 0);
        return a !== null && a === first;
      }),
    )
    .toBe(true);
  await page.keyboard.press('Alt+1');
  await expect(page.getByLabel('Application', { exact: true })).toBeFocused();
});

test("a refused Go live's words stay on their row only while true: they go when the row changes state", async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('60000');
  await goLiveAndClear(page, [502]);
  await page.getByRole('checkbox', { name: 'Select service #502 for Go live' }).check();
  await page.getByRole('button', { name: /Go live \(1\)/ }).click();
  await expect(boardRow(page, 502)).toContainText(/Not sent: #502 .* is already LIVE — disconnect it first/);
  expect((await mc.sandbox.counts())['pushpublish.connect']).toBe(1);
  await boardRow(page, 502).getByRole('button', { name: /^Disconnect #502/ }).click();
  await armGap(page);
  await boardRow(page, 502).getByRole('button', { name: /Press again to disconnect/ }).click();
  await expect(boardRow(page, 502)).toContainText(/DISCONNECTING|STOPPED/);
  await expect(boardRow(page, 502)).not.toContainText('Not sent');
});
