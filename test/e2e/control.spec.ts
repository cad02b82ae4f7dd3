/**
 * Control surfaces end to end: `master-control web --control-port` with a fake
 * Companion (a loopback HTTP server recording the custom variables the console sets).
 * A go live through the API sets mc_dest_502 to connecting, then live; an arm made through
 * the API shows its countdown on Live and Esc cancels it (its fire then sends nothing).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { expect, openConsole } from './fixtures';
import { openScreen, rendererDirArgs } from './steps/screens';
import { themedShots } from './themed-shots';
import { type WebProcess, startWebProcess } from './web-process';
import { boardRow, watchDemo } from './steps/live';

const SHOTS = 'test-results/shots-e2e/control';

interface ControlWeb {
  proc: WebProcess;
  control: { url: string; token: string };
  admin: { url: string; token: string };
  /** Every variable Companion received, in order: [name, value]. */
  received: Array<[string, string]>;
}

function fakeCompanion(received: Array<[string, string]>): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const m = /^\/api\/custom-variable\/([^/]+)\/value$/.exec(url.pathname);
    if (req.method === 'POST' && m) received.push([decodeURIComponent(m[1]!), url.searchParams.get('value') ?? '']);
    res.writeHead(m ? 200 : 404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const test = base.extend<{ web: ControlWeb }>({
  web: async ({}, use) => {
    const received: Array<[string, string]> = [];
    const companion = await fakeCompanion(received);
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-control-'));
    const port = (companion.address() as AddressInfo).port;
    const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, '--control-port', '0', '--control-scopes', 'read,operate,destructive', '--control-companion', `127.0.0.1:${port}`, ...rendererDirArgs()]);
    const line = proc.line as WebProcess['line'] & { control: ControlWeb['control'] };
    try {
      await use({ proc, control: line.control, admin: line.sandbox_admin!, received });
    } finally {
      await proc.stop();
      companion.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

async function api(web: ControlWeb, method: string, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${web.control.url}${path}`, { method, headers: { Authorization: `Bearer ${web.control.token}`, 'X-Client-Name': 'Companion e2e' } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function counts(web: ControlWeb): Promise<Record<string, number>> {
  const res = await fetch(new URL('counts', web.admin.url), { headers: { authorization: `Bearer ${web.admin.token}` } });
  return (await res.json()) as Record<string, number>;
}

test('a go live through the API sets mc_dest_502 to connecting, then live; an API arm counts down on Live and Esc cancels it', async ({ page, web }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openConsole(page, web.proc.line.url);
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await expect(boardRow(page, 502)).toContainText('OFF');

  expect(await api(web, 'POST', '/v1/destinations/502/live')).toMatchObject({ status: 200, body: { outcome: 'accepted' } });
  const dest502 = () => web.received.filter(([name]) => name === 'mc_dest_502').map(([, v]) => v);
  await expect.poll(dest502, { timeout: 15_000 }).toContain('live');
  const values = dest502();
  expect(values.indexOf('connecting')).toBeGreaterThanOrEqual(0);
  expect(values.indexOf('connecting')).toBeLessThan(values.lastIndexOf('live'));
  expect(values.at(-1)).toBe('live');
  expect((await counts(web))['pushpublish.connect']).toBe(1);

  const armed = await api(web, 'POST', '/v1/destinations/502/disconnect');
  expect(armed.status).toBe(202);
  const region = page.getByRole('region', { name: 'Armed from a control surface' });
  await expect(region.getByRole('status')).toHaveAccessibleName(/^Disconnect #502 .*armed from Companion e2e, [1-5] s left$/);
  await expect.poll(() => web.received.filter(([n]) => n === 'mc_armed').at(-1)?.[1]).toBe('1');
  await page.screenshot({ path: `${SHOTS}/live-api-arm-dark-1280x720.png` });
  await page.keyboard.press('Escape');
  await expect(region).toHaveCount(0);
  const fire = await api(web, 'POST', `/v1/arm/${String(armed.body.armId)}/fire`);
  expect(fire).toMatchObject({ status: 409, body: { error: 'arm_spent' } });
  expect(String(fire.body.message)).toMatch(/cancelled/);
  expect((await counts(web))['pushpublish.disconnect'] ?? 0).toBe(0);
});

test('Accounts → Control surfaces shows the running API, its token and the Companion setup (screenshots)', async ({ page, web }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openConsole(page, web.proc.line.url);
  await openScreen(page, 'Accounts');
  const section = page.getByRole('region', { name: 'Control surfaces' });
  await expect(section).toContainText(`Listening on ${web.control.url}`);
  await expect(section).toContainText('Set on the command line');
  // The token is hidden until shown: not in the page at all (text, attributes, the Generic HTTP headers), Copy works regardless.
  await expect(section.getByLabel('The control API token, hidden')).toHaveText(/hidden/);
  expect(await page.content()).not.toContain(web.control.token);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(web.proc.line.url).origin });
  await section.getByRole('button', { name: 'Copy the control API token' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Copied the control API token' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(web.control.token);
  expect(await page.content()).not.toContain(web.control.token);
  await section.getByText('Set up Companion (Generic HTTP)').click();
  await expect(section.getByRole('table', { name: 'Generic HTTP settings' })).toContainText('Bearer <token>');
  expect(await page.content()).not.toContain(web.control.token);
  await section.getByRole('button', { name: 'Copy the header of Read the state' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`Bearer ${web.control.token}`);
  await section.getByText('Set up Companion (Generic HTTP)').click();
  await section.getByRole('button', { name: 'Show', exact: true }).scrollIntoViewIfNeeded();
  await themedShots(page, SHOTS, 'control-token-hidden');
  await section.getByRole('button', { name: 'Show', exact: true }).scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(section.getByText(web.control.token, { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Hide', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The module comes first, with the host and port its connection asks for; Generic HTTP second.
  const module = section.getByRole('group', { name: 'Companion module' });
  const port = new URL(web.control.url).port;
  await expect(module).toContainText('Host 127.0.0.1');
  await expect(module).toContainText(`Port ${port}`);
  const order = await section.evaluate((el) => el.textContent!.indexOf('Companion module (first choice)') < el.textContent!.indexOf('Set up Companion (Generic HTTP)'));
  expect(order).toBe(true);
  await section.getByText('Set up Companion (Generic HTTP)').click();
  await expect(section.getByRole('table', { name: 'Generic HTTP settings' })).toContainText(`${web.control.url}/v1/destinations/502/live`);
  await section.scrollIntoViewIfNeeded();
  await themedShots(page, SHOTS, 'control-surfaces', { sizes: [[1280, 720]] });
  await section.getByRole('table', { name: 'Generic HTTP settings' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/control-setup-dark-1280x720.png` });
});

test('in the desktop-like mode the section starts off, with the form to turn it on (screenshots)', async ({ page }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-control-off-'));
  const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, ...rendererDirArgs()]);
  try {
    expect((proc.line as { control?: unknown }).control).toBeUndefined();
    await page.setViewportSize({ width: 1280, height: 720 });
    await openConsole(page, proc.line.url);
    await openScreen(page, 'Accounts');
    const section = page.getByRole('region', { name: 'Control surfaces' });
    await expect(section).toContainText('The control API is off');
    await expect(section.getByRole('checkbox', { name: 'Turn on the control API' })).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: /Allow destructive actions/ })).not.toBeChecked();
    await section.scrollIntoViewIfNeeded();
    await themedShots(page, SHOTS, 'control-off', { sizes: [[1280, 720], [1440, 900]] });
  } finally {
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
