/** Short-lived states of the console the contrast check visits after a screen's state (a11y.spec). */
import { type Page, expect } from '@playwright/test';

/**
 * Short-lived states, checked in each theme as it is set up (an armed button disarms when
 * anything else is pressed, the theme button included; a modal covers the theme button).
 */
export const MOMENTS: { after: string; visit: string; include: string; open(page: Page): Promise<void>; close(page: Page): Promise<void> }[] = [
  {
    after: 'Live board LIVE and FAILED',
    visit: 'Live Disconnect all armed',
    include: '.mc-btn--armed',
    open: async (page) => {
      await page.getByRole('button', { name: /^Disconnect all/ }).click();
      await expect(page.getByRole('button', { name: /^Press again/ })).toBeVisible();
    },
    close: (page) => page.keyboard.press('Escape'),
  },
  {
    after: 'Run sheets rehearsal with a refused destination',
    visit: 'Command palette',
    include: 'dialog',
    open: async (page) => {
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
  {
    after: 'Run sheets rehearsal with a refused destination',
    visit: 'Keyboard shortcuts',
    include: 'dialog',
    open: async (page) => {
      await page.locator('body').press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
];
