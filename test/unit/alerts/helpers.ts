/** Loopback alert receivers (Node) and a core with one account, for the alerts' delivery tests. */
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Alert } from '../../../shared/domain/alerts/alert';
import type { CoreOptions } from '../../../electron/core/core-options';
import { createCoreServices, type CoreServices } from '../../../electron/core/services';
import { memoryStore } from '../gateway/helpers';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Answer = { status: number; body?: string } | 'hang';

export interface Receiver {
  url: (path: string) => string;
  got: Received[];
  close(): Promise<void>;
}

/** Answers each request as `answer` says; 'hang' never answers (until closed). */
export async function startReceiver(answer: (r: Received) => Answer = () => ({ status: 200, body: 'ok' })): Promise<Receiver> {
  const got: Received[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      got.push(r);
      const a = answer(r);
      if (a === 'hang') return void hanging.add(res);
      res.writeHead(a.status, { 'Content-Type': 'text/plain' }).end(a.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    got,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then closed). */
export async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Rig {
  core: CoreServices;
  dataDir: string;
  account: string;
  lines: string[];
}

export async function rig(options: Partial<CoreOptions> = {}): Promise<Rig> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mc-alerts-'));
  const lines: string[] = [];
  const core = createCoreServices({ dataDir, mode: 'web', version: '9.9.9', sandbox: null, secretStore: memoryStore(), logSink: (_level, line) => void lines.push(line), ...options });
  const created = await core.router.dispatch('accounts.create', { name: 'Main', baseUrl: 'https://api.example.com/stable/', cdn: 1 });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  return { core, dataDir, account: (created.value as { id: string }).id, lines };
}

export function alertOf(account: string, over: Partial<Alert> = {}): Alert {
  return { incident: 'inc-1', phase: 'alert', cause: 'failed', account, accountName: 'Main', destination: '#503 YouTube main', at: '2026-12-02T04:00:00.000Z', text: '#503 YouTube main FAILED', repeat: 0, ...over };
}

/** Adds a target through the router; its id. */
export async function addTarget(r: Rig, kind: 'webhook' | 'slack' | 'ntfy', url: string, secret?: string, label = `${kind} target`): Promise<string> {
  const added = await r.core.router.dispatch('alerts.add', { account: r.account, kind, label, url, ...(secret === undefined ? {} : { secret }) });
  if (!added.ok) throw new Error(JSON.stringify(added.error));
  return (added.value as { id: string }).id;
}

export async function alertEntries(r: Rig) {
  const list = await r.core.audit.list({ command: 'alert.sent', limit: 100 });
  return list.entries;
}
