/**
 * The Accounts screen's alert targets against `master-control web --sandbox`: add a Slack-
 * compatible target pointing at a loopback receiver and one at a port nothing listens on,
 * press Send a test alert on each and read each answer beside its button and as the last
 * answer; Activity lists both as Alert sent, one FAILED. A canary in both URLs is in no
 * file under the data folder, no line of the process's output and no page text.
 * Screenshots at 1280×720 and 1440×900, light and dark.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { filesUnder } from './secret-scan';
import { openScreen, setTheme } from './steps/screens';

const SHOTS = process.env.MC_SHOTS ?? 'test-results/shots-e2e/alert-targets';

test('alert targets: add, test with the answer beside it, a failing one shows its failure, no URL anywhere', async ({ mc, page }) => {
  test.setTimeout(90_000);
  const canary = `canary${randomUUID().replace(/-/g, '')}`;
  const got: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => (got.push(body), res.writeHead(200).end('ok')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const dead = createServer();
  await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
  const deadPort = (dead.address() as AddressInfo).port;
  await new Promise<void>((resolve) => dead.close(() => resolve()));
  try {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openScreen(page, 'Accounts');
    await page.getByRole('list', { name: 'Accounts' }).getByRole('button', { name: /^Sandbox/ }).click();
    const panel = page.getByRole('region', { name: 'Alert targets of Sandbox' });
    await expect(panel.getByText('No alert targets yet.')).toBeVisible();
    const form = panel.getByRole('form', { name: 'Add an alert target' });
    const add = async (kind: string, label: string, url: string) => {
      await form.getByLabel('Kind').selectOption({ label: kind });
      await form.getByLabel('Label').fill(label);
      await form.getByLabel('URL').fill(url);
      await form.getByRole('button', { name: 'Add target' }).click();
      await expect(form.getByText(`Added ${label}`)).toBeVisible();
      await expect(form.getByLabel('URL')).toHaveValue('');
    };
    await add('Slack-compatible webhook', 'Crew Slack', `http://127.0.0.1:${port}/services/${canary}`);
    await add('ntfy topic', 'Night pager', `http://127.0.0.1:${deadPort}/${canary}`);
    const slack = panel.getByRole('listitem', { name: 'Alert target Crew Slack' });
    const ntfy = panel.getByRole('listitem', { name: 'Alert target Night pager' });
    await expect(slack).toContainText(`Slack-compatible webhook · 127.0.0.1:${port}`);
    await slack.getByRole('button', { name: 'Send a test alert' }).click();
    await expect(slack.getByText('The target answered 200: ok')).toBeVisible();
    await expect(slack.getByTestId('alert-target-last')).toHaveText(/^Took the test alert at .*: answered 200: ok$/);
    expect(JSON.parse(got[0]!).text).toMatch(/^TEST · Sandbox: Test alert from Master Control/);
    await ntfy.getByRole('button', { name: 'Send a test alert' }).click();
    await expect(ntfy.getByText(/refused the connection \(3 tries\)/).first()).toBeVisible({ timeout: 20_000 });
    await expect(ntfy.getByText('FAILING')).toBeVisible();
    await expect(ntfy.getByTestId('alert-target-last')).toHaveText(/^Did not take the test alert at .*: refused the connection \(3 tries\)$/);
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      for (const [w, h] of [[1280, 720], [1440, 900]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await panel.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/alert-targets-${theme}-${w}x${h}.png` });
      }
    }
    const pageText = await page.locator('body').innerText();
    await openScreen(page, 'Activity');
    await expect(page.getByRole('gridcell', { name: 'Alert sent', exact: true })).toHaveCount(2);
    await expect(page.getByRole('gridcell', { name: 'Alerts', exact: true })).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/activity-alert-sent-dark-1440x900.png` });
    const places = new Map<string, string>([['page', pageText + (await page.locator('body').innerText())], ['process output', mc.logs()], ...filesUnder(mc.dataDir)]);
    expect([...places.keys()]).toContain('audit.jsonl');
    for (const [where, text] of places) expect({ where, found: text.includes(canary) }).toEqual({ where, found: false });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
