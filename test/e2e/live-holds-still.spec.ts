/**
 * The Live screen holds still and reads one way (UX.md principles 8 and 9), found by a
 * new-operator pass in web mode: the Destinations board's sticky header stays on top of
 * the rows scrolling under it, and a split moves no other stream's Split button.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function watchDemo(page: Page): Promise<void> {
  await page.getByLabel('Application', { exact: true }).fill('demo-origin');
  await page.getByLabel('Instance', { exact: true }).fill('live');
  await page.getByRole('button', { name: 'Watch' }).click();
  await expect(page.getByRole('table', { name: 'Live streams' })).toBeVisible();
}

test("the board's sticky header covers the rows scrolled under it, dimmed buttons included", async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 800 });
  await watchDemo(page);
  const board = page.getByRole('table', { name: 'Destinations' });
  const header = board.getByRole('columnheader', { name: 'Actions' });
  // Scroll the page until the first row's (dimmed: nothing to disconnect) button sits under the stuck header.
  const button = board.getByRole('row', { name: /#501/ }).getByRole('button', { name: 'Disconnect' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  // The header sticks once scrolled past, so close in on it: each step scrolls by the distance left.
  const gap = async () => (await button.boundingBox())!.y - (await header.boundingBox())!.y;
  await expect
    .poll(async () => {
      const by = await gap();
      await button.evaluate((el, d) => {
        let box: HTMLElement | null = el.parentElement;
        while (box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
        (box ?? document.scrollingElement!).scrollBy(0, d);
      }, by);
      return Math.abs(await gap());
    })
    .toBeLessThan(8);
  // What is painted where the button now is: the header cell, not the button.
  const onTop = await button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit?.closest('th,button')?.tagName ?? hit?.tagName ?? null;
  });
  expect(onTop).toBe('TH');
});
