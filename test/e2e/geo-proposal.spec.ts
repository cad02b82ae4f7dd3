/**
 * A geo decision from the attempt insights stages exactly the countries it names, in both
 * directions, whatever was applied before: with DE, FR, NL applied, "Allow only the rest"
 * after picking China becomes every country except CN — the note, Was / Becomes and the
 * Apply button all say so, and that is what the sandbox receives.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allowOnlyOnDemo, proposeFromInsights } from './steps/geo';
import { themedShots } from './themed-shots';

const SHOTS = 'test-results/shots/geo-proposal';

async function armAndFire(page: Page, button: string, armedName: RegExp): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const armed = page.getByRole('button', { name: armedName });
  await expect(armed).toBeVisible();
  await page.waitForTimeout(400); // the arm machine ignores a second press that is part of a double-click
  await armed.click();
}

test('"Allow only the rest" stages every country but the picked one, not the last applied set minus it', async ({ mc }) => {
  const { page } = mc;
  const preview = page.getByRole('region', { name: 'Change preview' });
  const pane = page.getByRole('region', { name: 'Allowed countries' });

  // The account's last applied set on demo-origin: DE, FR, NL.
  await allowOnlyOnDemo(page, ['DE', 'FR', 'NL']);
  await expect(pane).toContainText('Last applied to application demo-origin: only DE, FR, NL allowed.');
  const before = (await mc.sandbox.counts())['geoblock.update'] ?? 0;

  await proposeFromInsights(page, 'Allow only the rest');
  await expect(pane).toContainText('Proposed from attempt insights: block CN and allow the rest.');
  await expect(preview).toContainText('Was: only DE, FR, NL allowed.');
  await expect(preview).toContainText('Becomes: every country except CN allowed; CN blocked.');
  await expect(page.getByRole('group', { name: 'Selected countries' })).toContainText('selected: every country except CN.');
  await themedShots(page, SHOTS, 'geo-allow-only-the-rest');
  expect((await mc.sandbox.counts())['geoblock.update'] ?? 0).toBe(before); // proposed, not sent
  await armAndFire(page, 'Apply: allow every country except CN', /Press again to allow every country except CN on application demo-origin — CN blocked/);
  await expect(pane).toContainText('Last applied to application demo-origin: every country except CN allowed.');
  expect((await mc.sandbox.counts())['geoblock.update']).toBe(before + 1);

  // The other direction, from that set: exactly the picked country.
  await proposeFromInsights(page, 'Allow only these');
  await expect(pane).toContainText('Proposed from attempt insights: allow only CN.');
  await expect(preview).toContainText('Was: every country except CN allowed.');
  await expect(preview).toContainText('Becomes: only CN allowed; every other country blocked.');
  await armAndFire(page, 'Apply 1 allowed country', /Press again to allow only 1 country on application demo-origin/);
  await expect(pane).toContainText('Last applied to application demo-origin: only CN allowed.');
});
