/**
 * Screenshots of the page at 1280x720 and 1440x900 (or the sizes given) in both themes, switched with the
 * console's own theme button (to be looked at by hand); ends where the console starts:
 * dark, 1280x720.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { setTheme } from './steps/screens';

type Size = readonly [number, number];
const SIZES: readonly Size[] = [[1280, 720], [1440, 900]];

export async function themedShots(page: Page, dir: string, name: string, options: { fullPage?: boolean; sizes?: readonly Size[] } = {}): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    for (const [width, height] of options.sizes ?? SIZES) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${dir}/${name}-${theme}-${width}x${height}.png`, fullPage: options.fullPage ?? false });
    }
  }
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
}
