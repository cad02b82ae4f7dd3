/**
 * Issue 23, Medium 1, end to end in web mode with two sandboxes as two accounts: Go live on
 * the Sandbox (A) with 3 s of added latency, switch to Studio B mid-call. The late answer
 * belongs to A: B's board is unchanged (its #501 stays OFF, Go live on it is not refused
 * as "already CONNECTING"), and back on A the row shows the outcome.
 */
import type { Page } from '@playwright/test';
import { type SandboxHandle, startSandbox } from '../../electron/sandbox/index';
import { expect, test } from './fixtures';
import { openScreen, rendererDirArgs } from './shell-steps';
import { addStudioB, tokenOf } from './socket-calls';

const B_SEED = 31;

test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' }, mcArgs: rendererDirArgs() });

let b: SandboxHandle;
test.beforeEach(async () => {
  // Studio B has a #501 of its own: the answer for A's #501 must not land on it.
  b = await startSandbox({ seed: B_SEED });
});
test.afterEach(async () => {
  await b.close();
});

/** Picks the account by its option's value (the built-in Sandbox reads "Sandbox (sandbox)"). */
async function switchTo(page: Page, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Active account' });
  const value = await select.locator('option').filter({ hasText: name }).first().getAttribute('value');
  await select.selectOption(value!);
  await expect(page.getByTestId('active-account')).toContainText(name);
}

async function watchDemo(page: Page): Promise<void> {
  await openScreen(page, 'Live');
  await page.getByLabel('Application', { exact: true }).fill('demo-origin');
  await page.getByLabel('Instance', { exact: true }).fill('live');
  await page.getByRole('button', { name: 'Watch' }).click();
  await expect(page.getByRole('button', { name: 'Disconnect all' })).toBeVisible();
}

const row501 = (page: Page) => page.getByRole('table', { name: 'Destinations' }).getByRole('row', { name: /#501/ });

test('go live on A with 3 s latency, switch to B mid-call: B’s board unchanged; back on A the row shows the outcome', async ({ mc, page }) => {
  await addStudioB(page, tokenOf(mc.url), b);
  await watchDemo(page);
  await expect(row501(page)).toContainText('OFF');
  await mc.sandbox.setFault('pushpublish.connect', { kind: 'latency', ms: 3000 });
  const answered = mc.frames.received.length;

  await page.getByRole('checkbox', { name: 'Select service #501 for Go live' }).check();
  await page.getByRole('button', { name: /Go live \(1\)/ }).click();
  await expect(row501(page)).toContainText('CONNECTING');
  await switchTo(page, 'Studio B');
  await watchDemo(page);
  await expect(row501(page)).toContainText('OFF');

  // A's answer arrives while B is shown …
  await expect.poll(() => mc.frames.received.slice(answered).some((f) => f.includes('"results"') && f.includes('svc:501')), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  // … and B's board is as it was: #501 OFF, nothing was sent to B.
  await expect(row501(page)).toContainText('OFF');
  await expect(row501(page)).not.toContainText(/CONNECTING|Accepted/);
  expect(b.counts()['pushpublish.connect'] ?? 0).toBe(0);

  await switchTo(page, 'Sandbox');
  await watchDemo(page);
  await expect(row501(page)).toContainText(/CONNECTING|LIVE/);
  await expect(row501(page)).toContainText('LIVE', { timeout: 15_000 });
});
