/**
 * The Go live overrides (Source app / Source stream) say in their placeholder that an
 * empty field keeps each service's stored source; the whole placeholder shows at 1280
 * and at 1024 (it was cut to "none: as sto").
 */
import { expect, test } from './fixtures';
import { openScreen } from './shell-steps';

test('the source override placeholders show whole at 1280 and 1024', async ({ mc }) => {
  const { page } = mc;
  await openScreen(page, 'Live');
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 720 });
    for (const name of ['Source app override', 'Source stream override']) {
      const input = page.getByRole('combobox', { name }).or(page.getByRole('textbox', { name }));
      await expect(input).toHaveAttribute('placeholder', /stored/);
      // The placeholder typed in as text (then taken out again): wider than the field's view means cut.
      const cut = await input.evaluate((el: HTMLInputElement) => {
        el.value = el.placeholder;
        const over = el.scrollWidth > el.clientWidth;
        el.value = '';
        return over;
      });
      expect(cut, `${name} placeholder cut at ${width}`).toBe(false);
    }
  }
});
