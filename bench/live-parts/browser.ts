/** Chromium on web mode served from the bench process, watching demo-origin/live (the Live bench figures). */
import { type Browser, type Page, chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Booted, packageRoot } from '../../electron/cli/boot';
import { startWebServer } from '../../electron/web/server';

const rendererDir = join(packageRoot, 'out', 'renderer');
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export interface LivePage {
  page: Page;
  close(): Promise<void>;
}

/** Opens Live; `watch: false` leaves the Watch press to the caller (the scale bench times it). */
export async function openLive(booted: Booted, what: string, options: { watch?: boolean } = {}): Promise<LivePage> {
  if (!existsSync(join(rendererDir, 'index.html'))) throw new Error(`${what} not measured: the renderer has not been built (npm run build)`);
  const web = await startWebServer({ rendererDir, router: booted.services.router, events: booted.services.events, port: 0 });
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
    const page = await browser.newPage();
    await page.goto(web.url.replace(/#.*$/, '') + '#/live');
    await page.getByLabel('Application').first().fill('demo-origin');
    if (options.watch !== false) {
      await page.getByRole('button', { name: /^Watch/ }).click();
      await page.getByRole('table', { name: 'Live streams' }).waitFor();
    }
    const b = browser;
    return { page, close: async () => (await b.close(), await web.close()) };
  } catch (err) {
    await browser?.close();
    await web.close();
    throw err;
  }
}
