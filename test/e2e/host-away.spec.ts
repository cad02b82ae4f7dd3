/**
 * A web-mode page whose server goes away (the same as a guest whose host does): kill the
 * web server under an open Live page — it goes STALE, "Host unreachable since HH:MM:SS",
 * and a disconnect press is held in words with nothing sent — then start it again on the
 * same port: the page comes back on its own and reads a fresh board.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { bootServices, packageRoot, packageVersion } from '../../electron/cli/boot';
import { startWebServer, type WebServer } from '../../electron/web/server';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';

test('the page goes STALE while its server is away, acts on nothing, and is fresh when it is back', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'mc-e2e-away-'));
  const booted = await bootServices({ dataDir: dir, mode: 'web', version: packageVersion(), logSink: () => undefined });
  const token = 'host-away-e2e-token-0123456789abcdefghij';
  const serve = (port: number): Promise<WebServer> => startWebServer({ rendererDir: join(packageRoot, 'out', 'renderer'), router: booted.services.router, events: booted.services.events, port, token });
  let web = await serve(0);
  try {
    const { router } = booted.services;
    await router.dispatch('accounts.setActive', { id: SANDBOX_PROFILE_ID });
    await router.dispatch('live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: 60_000 });
    await router.dispatch('live.connect', { connects: [{ push_service_id: 502, inst: 'live' }] }, SANDBOX_PROFILE_ID);
    await page.goto(`${web.url.replace(/\?.*$/, '')}?token=${token}#/live`);
    // The page has read #502 LIVE (the read after its connect) before its server goes away.
    await expect(page.locator('tr[data-key="svc:502"]')).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
    const port = web.port;
    await web.close();
    const away = page.getByTestId('host-unreachable');
    await expect(away).toContainText('STALE');
    await expect(away).toContainText(/Host unreachable since \d\d:\d\d:\d\d/);
    // The last board stays on screen, and its disconnect is held in words.
    await expect(page.locator('tr[data-key="svc:502"]')).toBeVisible();
    const disconnects = booted.sandbox.counts()['pushpublish.disconnect'] ?? 0;
    // The row's own Disconnect, whatever the row is named by then (stored name or the server's session name).
    const disconnect = page.locator('tr[data-key="svc:502"]').getByRole('button', { name: /^Disconnect/ });
    await expect(disconnect).toHaveAttribute('aria-disabled', 'true');
    await disconnect.click({ force: true });
    expect(booted.sandbox.counts()['pushpublish.disconnect'] ?? 0).toBe(disconnects);
    await expect(page.locator('tr[data-key="svc:502"]')).toHaveAttribute('data-state', 'live');
    if (process.env.MC_SHOTS) for (const [w, h] of [[1280, 720], [1440, 900]] as const) for (const theme of ['dark', 'light']) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await page.screenshot({ path: `${process.env.MC_SHOTS}/away-${w}-${theme}.png` });
    }
    // While the page is away, the show moves on in main (the host's own press): events the page never hears.
    expect(await router.dispatch('live.disconnect', { app: 'demo-origin', inst: 'live', push_service_id: 502 }, SANDBOX_PROFILE_ID)).toMatchObject({ ok: true });
    await router.dispatch('live.checkStatus', {});
    web = await serve(port);
    await expect(away).toHaveCount(0, { timeout: 15_000 });
    // Fresh: on return the page took a new snapshot, so it shows what happened while it was away.
    await expect(page.locator('tr[data-key="svc:502"]')).not.toHaveAttribute('data-state', 'live');
    expect(booted.sandbox.counts()['pushpublish.disconnect'] ?? 0).toBe(disconnects + 1);
  } finally {
    await web.close();
    await booted.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
