/**
 * A late answer belongs to its account, end to end in web mode with two sandboxes as two
 * accounts: Go live on the Sandbox (A) with 3 s of added latency, switch to Studio B mid-call. The late answer
 * belongs to A: B's board is unchanged (its #501 stays OFF, Go live on it is not refused
 * as "already CONNECTING"), and back on A the row shows the outcome.
 */
import { expect, test } from './fixtures';
import { rendererDirArgs, switchAccount } from './steps/screens';
import { addStudioB, tokenOf } from './socket-calls';
import { boardRow, watchDemo } from './steps/live';
import { secondSandbox } from './steps/accounts';

const B_SEED = 31;

test.use({ mcEnv: { MC_SECRET_BACKEND: 'vault' }, mcArgs: rendererDirArgs() });

// Studio B has a #501 of its own: the answer for A's #501 must not land on it.
const sandboxB = secondSandbox(B_SEED);

test('go live on A with 3 s latency, switch to B mid-call: B’s board unchanged; back on A the row shows the outcome', async ({ mc, page }) => {
  await addStudioB(page, tokenOf(mc.url), sandboxB());
  await watchDemo(page);
  await expect(boardRow(page, 501)).toContainText('OFF');
  await mc.sandbox.setFault('pushpublish.connect', { kind: 'latency', ms: 3000 });
  const answered = mc.frames.received.length;

  await page.getByRole('checkbox', { name: 'Select service #501 for Go live' }).check();
  await page.getByRole('button', { name: /Go live \(1\)/ }).click();
  await expect(boardRow(page, 501)).toContainText('CONNECTING');
  await switchAccount(page, 'Studio B');
  await watchDemo(page);
  await expect(boardRow(page, 501)).toContainText('OFF');

  // A's answer arrives while B is shown …
  await expect.poll(() => mc.frames.received.slice(answered).some((f) => f.includes('"results"') && f.includes('svc:501')), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  // … and B's board is as it was: #501 OFF, nothing was sent to B.
  await expect(boardRow(page, 501)).toContainText('OFF');
  await expect(boardRow(page, 501)).not.toContainText(/CONNECTING|Accepted/);
  expect(sandboxB().counts()['pushpublish.connect'] ?? 0).toBe(0);

  await switchAccount(page, 'Sandbox');
  await watchDemo(page);
  await expect(boardRow(page, 501)).toContainText(/CONNECTING|LIVE/);
  await expect(boardRow(page, 501)).toContainText('LIVE', { timeout: 15_000 });
});
