/**
 * A 1024 px wide window (found by a new-operator pass in web mode): the status bar's
 * clock, local and UTC, stays whole at the right edge — before, the bar's items pushed
 * it out and "· 04:12:52 UTC" was cut off. The less needed items give way first.
 */
import { expect, test } from './fixtures';
import { findLayoutProblems } from './layout-check';
import { startWatch } from './steps/live';

test('at 1024 px the status bar keeps the account and the whole clock in view', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1024, height: 768 });
  const bar = page.getByRole('contentinfo', { name: 'Status' });
  const clock = bar.getByText(/ UTC$/);
  await expect(clock).toBeVisible();
  await expect(bar).toContainText('CONNECTED');
  const whole = (el: Element) => {
    const r = el.getBoundingClientRect();
    const bar = el.closest('footer')!.getBoundingClientRect();
    return r.left >= bar.left && r.right <= bar.right && el.scrollWidth <= el.clientWidth + 1;
  };
  expect(await clock.evaluate(whole)).toBe(true);
  expect(await bar.getByText(/^Account:/).evaluate(whole)).toBe(true);
  // An item that does not fit is left out whole, never cut mid-word ("Checked 0" read like a time of 0).
  const cut = await bar.evaluate((footer) => {
    const b = footer.getBoundingClientRect();
    const clockLeft = footer.querySelector('.mc-statusbar__clock')!.getBoundingClientRect().left;
    return [...footer.querySelectorAll('.mc-statusbar__item:not(.mc-statusbar__clock)')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      const shown = r.top < b.bottom - 1;
      return shown && (r.right > clockLeft || r.bottom > b.bottom + 0.5) ? [el.textContent] : [];
    });
  });
  expect(cut).toEqual([]);
});

test('at 1024 px a failing connection keeps its state word in the status bar, its reason cut short, the clock whole', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1024, height: 768 });
  await mc.sandbox.setFault('*', { kind: 'html' });
  await page.getByRole('link', { name: 'Accounts', exact: true }).click();
  await page.getByRole('button', { name: /^Test connection/ }).click();
  const bar = page.getByRole('contentinfo', { name: 'Status' });
  const connection = bar.locator('.mc-statusbar__item', { hasText: 'Connection:' });
  await expect(connection).toContainText('FAILING');
  await expect(connection).toHaveAttribute('title', /is not JSON/);
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    const b = el.closest('footer')!.getBoundingClientRect();
    return r.top >= b.top && r.bottom <= b.bottom + 0.5 && r.left >= b.left && r.right <= b.right;
  };
  expect(await connection.getByText('FAILING', { exact: true }).evaluate(inView)).toBe(true);
  expect(await bar.getByText(/ UTC$/).evaluate(inView)).toBe(true);
});

test("at 1024 px the Live bar's refresh-failed reason ends in … inside the window, whole on hover", async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1024, height: 768 });
  await startWatch(page);
  await expect(page.getByText(/^Last refreshed/)).toBeVisible();
  // A long reason (the decoder naming the member it could not read) on every later poll.
  await mc.sandbox.setFault('stream.active', { kind: 'wrong_types' });
  const status = page.locator('.lv-status');
  const tag = status.locator('.mc-tag', { hasText: 'STALE' });
  await expect(tag).toContainText("refresh failed: The server's answer had an unexpected member");
  await expect(tag).toHaveAttribute('title', /refresh failed: The server's answer had an unexpected member .*\.$/);
  const [t, s] = [(await tag.boundingBox())!, (await page.locator('.lv-target').boundingBox())!];
  expect(t.x + t.width).toBeLessThanOrEqual(s.x + s.width);
  expect(await page.evaluate(findLayoutProblems)).toEqual([]);
});
