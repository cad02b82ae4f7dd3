/**
 * A placeholder says what an empty field means ("as stored", "optional — …"), so it must
 * show whole: on every screen, at 1280 and at 1024. A new-operator pass found the Go live
 * overrides cut to "none: as sto" and the services filter to "equals or conta".
 * And it never looks like a value ("2026-11-01 00:00", "channel1", "cam_*" read as filled
 * in): it starts with "e.g." or is a hint in words.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigationScreens, openScreen } from './steps/screens';

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

/**
 * Placeholders that could pass for a typed value: not an "e.g." example, and not words only
 * (a digit, an underscore, a wildcard or an address in it: "channel1", "cam_*", "https://…").
 */
function valueLikePlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')]
      .filter((el) => el.placeholder !== '' && el.getClientRects().length > 0)
      .filter((el) => {
        const p = el.placeholder.trim();
        const words = /^[\p{L}][\p{L}\s,.:;—–()/…'’-]*$/u.test(p) && !p.includes('://');
        return !p.startsWith('e.g. ') && !words;
      })
      .map((el) => `${el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.id}: "${el.placeholder}"`),
  );
}

// Folded panels (Live's split options, channel playlist, direct connect…) are opened first:
// a placeholder is read when its panel is open, so it is held to the rule too.
test('no placeholder looks like a value: an "e.g." example or a hint in words', async ({ mc }) => {
  const { page } = mc;
  const found: string[] = [];
  for (const screen of await navigationScreens(page)) {
    await openScreen(page, screen);
    await page.locator('details:not([open]) > summary').evaluateAll((summaries) => summaries.forEach((s) => ((s.parentElement as HTMLDetailsElement).open = true)));
    for (const field of await valueLikePlaceholders(page)) found.push(`${screen}: ${field}`);
  }
  expect(found).toEqual([]);
});
