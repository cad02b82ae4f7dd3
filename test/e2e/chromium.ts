/**
 * How the tests (playwright.config.ts) and the bench find and start Chromium: the system
 * /usr/bin/chromium when present, else Playwright's own, with the same flags.
 */
import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  return { ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}), args: chromiumArgs };
}
