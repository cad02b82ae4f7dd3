/**
 * Open alerts on Live against `master-control web --sandbox`, with a loopback receiver as
 * the account's Slack-compatible target: a live push its destination drops (reconnect off)
 * sends one alert once the grace has passed and lists it under Open alerts; Acknowledge
 * there marks it acknowledged; Retry brings it back LIVE, sends one recovery and empties
 * the list. Screenshots at 1280×720 and 1440×900, light and dark.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { boardRow, goLiveUntilLive, watchDemoEvery2s } from './steps/live';
import { openScreen } from './steps/screens';
import { themedShots } from './themed-shots';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/open-alerts';

test('a drop alerts once, is acknowledged from Live, and Retry sends one recovery and clears it', async ({ mc, page }) => {
  test.setTimeout(120_000);
  const got: string[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => (got.push(JSON.parse(body).text as string), res.writeHead(200).end('ok')));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  try {
    await openScreen(page, 'Accounts');
    await page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name: /^Sandbox/ }).click();
    const form = page.getByRole('region', { name: 'Alert targets of Sandbox' }).getByRole('form', { name: 'Add an alert target' });
    await form.getByLabel('Kind').selectOption({ label: 'Slack-compatible webhook' });
    await form.getByLabel('Label').fill('Crew Slack');
    await form.getByLabel('URL').fill(`http://127.0.0.1:${port}/services/crew`);
    await form.getByRole('button', { name: 'Add target' }).click();
    await expect(form.getByText('Added Crew Slack')).toBeVisible();

    await watchDemoEvery2s(page);
    const alerts = page.getByRole('region', { name: /Open alerts/ });
    await expect(alerts).toContainText('No open alerts.');
    await goLiveUntilLive(page, [502]);
    expect(await mc.sandbox.dropPushes({ reason: 'Connection reset by the destination' })).toBe(1);
    await expect(boardRow(page, 502)).toContainText('FAILED', { timeout: 15_000 });
    // The grace (two polls) passes, then one alert reaches the receiver and the list.
    await expect.poll(() => got.length, { timeout: 30_000 }).toBe(1);
    expect(got[0]).toMatch(/FAILED on Sandbox: Connection reset by the destination/);
    const item = alerts.getByRole('listitem', { name: /^Alert: .*FAILED on Sandbox/ });
    await expect(item).toBeVisible();
    await themedShots(page, SHOTS, 'open');
    await item.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(item).toContainText('ACKNOWLEDGED');
    await expect(item.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    await themedShots(page, SHOTS, 'acknowledged');

    await boardRow(page, 502).getByRole('button', { name: /^Retry/ }).click();
    await expect(boardRow(page, 502)).toContainText('LIVE', { timeout: 15_000 });
    await expect.poll(() => got.length, { timeout: 30_000 }).toBe(2);
    expect(got[1]).toMatch(/back LIVE after .* off air \(Sandbox\)/);
    await expect(alerts).toContainText('No open alerts.');
    // One alert and one recovery: nothing more came while the list emptied.
    expect(got).toHaveLength(2);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
