/**
 * A placeholder says what an empty field means ("as stored", "optional — …"), so it must
 * show whole: on every screen, at 1280 and at 1024. A new-operator pass found the Go live
 * overrides cut to "none: as sto" and the services filter to "equals or conta".
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigationScreens, openScreen } from './shell-steps';

/** The visible inputs whose placeholder is wider than the field: the placeholder typed in, measured, taken out. */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')]
      .filter((el) => el.placeholder !== '' && el.getClientRects().length > 0 && el.value === '')
      .flatMap((el) => {
        el.value = el.placeholder;
        const over = el.scrollWidth > el.clientWidth;
        el.value = '';
        return over ? [`${el.getAttribute('aria-label') ?? el.id}: "${el.placeholder}"`] : [];
      }),
  );
}

test('every placeholder shows whole, on every screen, at 1280 and 1024', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Live');
  await expect(page.getByRole('combobox', { name: 'Source app override' })).toHaveAttribute('placeholder', /stored/);
  const cut: string[] = [];
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 720 });
    for (const screen of await navigationScreens(page)) {
      await openScreen(page, screen);
      for (const field of await cutPlaceholders(page)) cut.push(`${screen} at ${width}: ${field}`);
    }
  }
  expect(cut).toEqual([]);
});
