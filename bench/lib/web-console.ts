/**
 * The console as the operator runs it, for a bench that measures its process: `master-control
 * web --sandbox` as a child (services, web server and its in-process sandbox), Chromium on
 * its page, the web-mode socket for set-up calls, and the sandbox's counts over its admin
 * routes. The child's pid is what to sample; the bench's own process and driver stay apart.
 */
import { type Browser, type Page, chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import type { GoLiveValue } from '../../shared/ipc/live';
import { chromiumLaunchOptions } from '../../test/e2e/chromium';
import { buildOutIfStale } from './built';
import { startWebProcess } from '../../test/e2e/web-process';
import { connectSocket } from './procs';

/** Stored destinations of the sandbox after its seven seeded ones (501–507), each pushing `main` from demo-origin. */
const FIRST_PLAIN = 508;

export interface WebConsole {
  pid: number;
  /** Everything the process wrote so far (its inspector's URL among it when started with one). */
  output: string[];
  /** The in-process sandbox's admin routes. */
  admin: { url: string; token: string };
  /** The web-mode socket the set-up calls go over; subscribed to main's events. */
  socket: Awaited<ReturnType<typeof connectSocket>>;
  page: Page;
  /** A contract call for the Sandbox account, over the web-mode socket. */
  call<T>(channel: string, input: unknown): Promise<T>;
  counts(): Promise<Record<string, number>>;
  /** Connects stored destinations 508… and waits until the page shows each LIVE. */
  connectPlain(n: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts web mode with `services` stored destinations and opens Live on it, watching
 * demo-origin/live; `nodeArgs` go to the console's Node (the soak's inspector flag).
 */
export async function startWebConsole(services: number, nodeArgs: string[] = []): Promise<WebConsole> {
  buildOutIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-console-'));
  const web = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, '--sandbox-services', String(services)], {}, [], nodeArgs);
  let browser: Browser | null = null;
  const socket = await connectSocket(web.line.url);
  const close = async (): Promise<void> => {
    socket.close();
    await browser?.close();
    await web.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const admin = web.line.sandbox_admin;
    if (admin === undefined) throw new Error('master-control web --sandbox printed no sandbox_admin');
    browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage();
    await page.goto(web.line.url);
    await page.getByLabel('Application', { exact: true }).fill('demo-origin');
    await page.getByRole('button', { name: /^Watch/ }).click();
    await page.getByRole('table', { name: 'Live streams' }).waitFor();
    const call = <T>(channel: string, input: unknown): Promise<T> => socket.call<T>(channel, input, SANDBOX_PROFILE_ID);
    return {
      pid: web.child.pid ?? 0,
      output: web.output,
      admin,
      socket,
      page,
      call,
      counts: async () => (await (await fetch(new URL('counts', admin.url), { headers: { authorization: `Bearer ${admin.token}` } })).json()) as Record<string, number>,
      async connectPlain(n) {
        const connects = Array.from({ length: n }, (_, i) => ({ push_service_id: FIRST_PLAIN + i, app: 'demo-origin', inst: 'live' }));
        const refused = (await call<GoLiveValue>('live.connect', { connects })).results.filter((r) => r.outcome !== 'accepted');
        if (refused.length > 0) throw new Error(`connect: ${refused.map((r) => `${r.label}: ${r.message}`).join('; ')}`);
        await page.waitForFunction((want) => document.querySelectorAll('table[aria-label="Destinations"] tr[data-state="live"]').length >= want, n, { timeout: 20_000 });
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
