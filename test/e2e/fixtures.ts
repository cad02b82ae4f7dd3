/**
 * The e2e fixture: `mc` starts `master-control web --sandbox` on a free port with a
 * fresh data folder for each test, opens the page and waits for the first screen to be
 * interactive. It gives the sandbox's admin controls (counts, faults), `restart()` (same
 * data folder, e.g. to find a secret still in the keychain), `stop()`, the process's
 * `logs()` and every WebSocket frame of the page (`frames`). The data folder stays until
 * the test body has returned, so a test can scan it after `stop()`.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebProcess, type WebProcess } from './web-process';

export type SandboxFault = Record<string, unknown> & { kind: string };

export interface SandboxAdmin {
  adminUrl: string;
  counts(): Promise<Record<string, number>>;
  setFault(command: string, fault: SandboxFault): Promise<void>;
  clearFaults(): Promise<void>;
  useTicket(input: Record<string, string>): Promise<unknown>;
  /** Makes running pushes fail (or vanish with remove) as if their destination dropped them; with ended, their key is refused from then on. */
  dropPushes(input?: { entry_name?: string; reason?: string; remove?: boolean; ended?: boolean }): Promise<number>;
  /** The next `tries` connects of this stored service settle to error with a passing reason, then it accepts again. */
  refuseTries(id: number, tries: number): Promise<void>;
  /** Deletes a stored service (as the account's portal can): a destination that no longer exists. */
  removeService(id: number): Promise<boolean>;
  /** Pushes to this stored service settle to error, "Destination refused the connection" (the server accepts the connect). */
  refuse(id: number): Promise<void>;
  /** The next mutating command is applied and its answer lost: the console reads UNKNOWN. */
  loseNextAnswer(): Promise<void>;
  /** This launch's credentials (fresh random ones on every start). */
  credentials(): Promise<{ cdn: number; apiKey: string; secret: string }>;
  /** Shuts the sandbox down (the account then answers "connection refused"). */
  close(): Promise<void>;
}

export interface Mc {
  page: Page;
  url: string;
  dataDir: string;
  sandbox: SandboxAdmin;
  restart(): Promise<void>;
  /** Stops the web-mode process (the page stays open: for connection-lost tests). */
  stop(): Promise<void>;
  logs(): string;
  /** Every WebSocket frame the page sent and received, in order, from the first page load on. */
  frames: { sent: string[]; received: string[] };
}

/** Records the page's WebSocket frames (the web-mode transport: results and events arrive here). */
function recordFrames(page: Page): Mc['frames'] {
  const frames: Mc['frames'] = { sent: [], received: [] };
  const text = (payload: string | Buffer): string => (typeof payload === 'string' ? payload : payload.toString('utf8'));
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => frames.sent.push(text(f.payload)));
    ws.on('framereceived', (f) => frames.received.push(text(f.payload)));
  });
  return frames;
}

function adminClient(get: () => WebProcess): SandboxAdmin {
  const admin = () => get().line.sandbox_admin ?? { url: '', token: '' };
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(new URL(path, admin().url), {
      method,
      headers: { authorization: `Bearer ${admin().token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox admin ${method} ${path}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  }
  return {
    get adminUrl() {
      return admin().url;
    },
    counts: async () => (await call('GET', 'counts')) as Record<string, number>,
    setFault: async (command, fault) => void (await call('POST', 'faults', { command, fault })),
    clearFaults: async () => void (await call('DELETE', 'faults')),
    useTicket: (input) => call('POST', 'use-ticket', input),
    dropPushes: async (input = {}) => ((await call('POST', 'push-drop', input)) as { changed: number }).changed,
    refuse: async (id) => void (await call('POST', 'refuse', { push_service_id: id, refused: true })),
    refuseTries: async (id, tries) => void (await call('POST', 'refuse-tries', { push_service_id: id, tries })),
    loseNextAnswer: async () => void (await call('POST', 'lose-next-answer', {})),
    removeService: async (id) => ((await call('POST', 'service-remove', { push_service_id: id })) as { removed: boolean }).removed,
    credentials: async () => {
      const c = (await call('GET', 'credentials')) as { cdn: number; api_key: string; secret: string };
      return { cdn: c.cdn, apiKey: c.api_key, secret: c.secret };
    },
    close: async () => void (await call('POST', 'close')),
  };
}

/** Opens the printed URL and waits until the first screen shows its heading. */
export async function openConsole(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
}

export const test = base.extend<{ mc: Mc; mcEnv: Record<string, string>; mcArgs: string[] }>({
  mcEnv: [{}, { option: true }],
  mcArgs: [[], { option: true }],
  mc: async ({ page, mcEnv, mcArgs }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-'));
    const args = ['--sandbox', '--port', '0', '--data-dir', dataDir, ...mcArgs];
    let proc = await startWebProcess(args, mcEnv);
    const earlier: string[] = [];
    const frames = recordFrames(page);
    const mc: Mc = {
      page,
      url: proc.line.url,
      dataDir,
      sandbox: adminClient(() => proc),
      async restart() {
        await proc.stop();
        earlier.push(...proc.output);
        proc = await startWebProcess(args, mcEnv);
        mc.url = proc.line.url;
        await openConsole(page, mc.url);
      },
      stop: () => proc.stop(),
      logs: () => [...earlier, ...proc.output].join(''),
      frames,
    };
    try {
      await openConsole(page, mc.url);
      await use(mc);
    } finally {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

export { expect };
