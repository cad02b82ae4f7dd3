/**
 * The Live screen holds still and reads one way (operator principles 8 and 9), found by a
 * new-operator pass in web mode: the Destinations board's sticky header stays on top of
 * the rows scrolling under it, and a split moves no other stream's Split button.
 */
import { expect, test } from './fixtures';
import { watchDemo } from './steps/live';

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

test("a split answers on its stream's row without moving another stream's button, and a later split replaces it there", async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 800 });
  await watchDemo(page);
  const streams = page.getByRole('table', { name: 'Live streams' });
  const row = (name: string) => streams.getByRole('row').filter({ has: page.getByRole('radio', { name: `Select ${name} for the split key` }) });
  // Where cam_2's button and cam_1's row sit inside the table (page scrolling aside).
  const place = async () => {
    const t = (await streams.boundingBox())!;
    const b = (await row('cam_2').getByRole('button', { name: /^Split recording/ }).boundingBox())!;
    const r = (await row('cam_1').boundingBox())!;
    return { x: Math.round(b.x - t.x), y: Math.round(b.y - t.y), rowHeight: Math.round(r.height) };
  };
  const before = await place();
  await row('cam_1').getByRole('button', { name: /^Split recording/ }).click();
  const cam1 = page.getByRole('status', { name: 'Last split of cam_1' });
  await expect(cam1).toContainText('DONE');
  const first = await cam1.getAttribute('title');
  expect(first).toMatch(/recordings\/cam_1-.*\.mp4/);
  expect(await place()).toEqual(before);

  // The wildcard split's answer for cam_1 replaces the row's: one answer per stream on screen.
  await page.getByLabel('Stream pattern').fill('cam_*');
  await page.getByRole('button', { name: /Split 4 matching/ }).click();
  await expect(page.getByRole('status', { name: 'Last split of cam_4' })).toContainText('DONE');
  // Its answer for cam_1 (a new file, or — within the sandbox's 1.5 s — "already in progress") is the row's now.
  await expect(cam1).not.toHaveAttribute('title', first!);
  await expect(cam1).toHaveAttribute('title', /^\d+:\d\d · recordings\/cam_1-.*\.mp4$|already in progress for cam_1/);
  await expect(page.getByRole('list', { name: 'Last split results' })).toHaveCount(0);
  expect(await place()).toEqual(before);
});
