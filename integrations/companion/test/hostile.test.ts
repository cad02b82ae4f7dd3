/**
 * The module trusts only the console (#48): against a hostile server in a process of its
 * own (hostile-server-child.ts), a host off this machine is refused unless the settings say so,
 * no redirect is followed, a 300 MB answer and a 90 MB frame are refused with the module's
 * memory bounded (measured here, in the module's process), a malformed snapshot or event
 * sets "bad answer from the console" and the module keeps running, and nothing that cannot
 * prove it holds the token ever receives it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import MasterControlInstance from '../src/main';
import { configFields, endpointOf } from '../src/adapter/config';
import type { LinkStatus } from '../src/core/connection';
import { lookupFor } from '../src/core/endpoint';
import { MAX_ANSWER_BYTES } from '../src/core/http';
import { ModuleCore } from '../src/core/module-core';
import { requests } from '../src/core/requests';
import { until } from './console';
import { fakeHost } from './fake-host';

const TOKEN = 'hostile-test-token-0123456789abcdef';
const root = resolve(import.meta.dirname, '../../..');
const MB = 1024 * 1024;
/** Reading 300 MB grew the module by 773 MB before the caps; bounded, it stays within a few caps' worth. */
const MEMORY_BOUND_MB = 64;

interface Log {
  seen: Array<{ path: string; headers: Record<string, string>; body: string }>;
  messages: string[];
  otherHits: number;
  tokenOffProven: number;
}

const children: ChildProcess[] = [];
const cores: ModuleCore[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((c) => c.stop()));
  for (const c of children.splice(0)) c.kill();
});

async function hostile(mode: string, token = ''): Promise<{ port: number; log(): Promise<Log> }> {
  const child = spawn(process.execPath, [join('bin/run-ts.mjs'), join('integrations/companion/test/hostile-server-child.ts'), mode, ...(token ? [token] : [])], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const line = await new Promise<string>((done) => createInterface({ input: child.stdout! }).once('line', done));
  const ports = JSON.parse(line) as { port: number; logPort: number };
  return { port: ports.port, log: async () => (await fetch(`http://127.0.0.1:${String(ports.logPort)}/log`)).json() as Promise<Log> };
}
function join(p: string): string {
  return resolve(root, p);
}

function core(port: number, host = '127.0.0.1') {
  const seen = { statuses: [] as LinkStatus[], messages: [] as string[], states: 0 };
  const c = new ModuleCore({ host, port, token: TOKEN }, { onState: () => (seen.states += 1), onStatus: (s, m) => (seen.statuses.push(s), seen.messages.push(m)), onOutcome: () => {}, onArms: () => {} });
  cores.push(c);
  return { core: c, seen };
}

/** Peak growth of this process's memory while `run` goes, sampled every 2 ms. */
async function growth(run: () => Promise<void>): Promise<{ rssMB: number; heapMB: number; buffersMB: number }> {
  const base = process.memoryUsage();
  const peak = { ...base };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, m.arrayBuffers);
  };
  const timer = setInterval(sample, 2);
  await run();
  clearInterval(timer);
  sample();
  const mb = (n: number) => Math.round((n / MB) * 10) / 10;
  return { rssMB: mb(peak.rss - base.rss), heapMB: mb(peak.heapUsed - base.heapUsed), buffersMB: mb(peak.arrayBuffers - base.arrayBuffers) };
}

const tokenIn = (log: Log) => JSON.stringify(log).includes(TOKEN);

describe('the module trusts only the console', () => {
  it('refuses a host off this machine unless "not this machine" is ticked, and says the token would travel in clear', async () => {
    const refused = endpointOf({ host: '192.0.2.7', port: 8787 }, { token: TOKEN });
    expect(refused).toMatchObject({ ok: false, problem: expect.stringMatching(/192\.0\.2\.7 is not this machine.*in clear/) });
    expect(endpointOf({ host: '192.0.2.7', port: 8787, remote: true }, { token: TOKEN })).toMatchObject({ ok: true, to: { host: '192.0.2.7', remote: true } });
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(endpointOf({ host, port: 8787 }, { token: TOKEN })).toMatchObject({ ok: true });
    // A name is held to this machine after it resolves too (a hosts-file "localhost" pointing away).
    const resolve = (name: string) => new Promise<string>((done) => lookupFor({ host: name, port: 1, token: TOKEN })!(name, {}, (err, address) => done(err ? String(err.message) : String(address))));
    expect(await resolve('192.0.2.7')).toBe('192.0.2.7 resolves off this machine');
    expect(await resolve('localhost')).toMatch(/^(127\.|::1)/);
    expect(lookupFor({ host: '192.0.2.7', port: 1, token: TOKEN, remote: true })).toBeUndefined();
    const page = configFields();
    expect(page.find((f) => f.id === 'remote')).toMatchObject({ type: 'checkbox', default: false, label: 'The console is not on this machine' });
    expect(page.find((f) => f.id === 'remote_warning')).toMatchObject({ value: expect.stringMatching(/token travels over the network in clear/) });

    // The core holds the same line on its own: it never dials, and an action comes back in words.
    const { core: c, seen } = core(8787, '192.0.2.7');
    c.start();
    await until(() => seen.statuses.length > 0, 'a status', () => seen.statuses, 5000);
    expect(seen.statuses).toEqual(['bad config']);
    expect(await c.goLive(501)).toMatchObject({ status: 0, body: { error: 'not_proven', message: expect.stringMatching(/not this machine/) } });
  });

  it.each([
    ['an impostor that redirects everything', 'redirect-all', ''],
    ['a proving server that redirects /v1/state', 'prove-then-redirect', TOKEN],
  ])('follows no redirect: %s', async (_what, mode, token) => {
    const h = await hostile(mode, token);
    const { core: c, seen } = core(h.port);
    c.start();
    await until(() => seen.statuses.includes('bad answer'), 'bad answer', () => seen.messages);
    expect(seen.messages.at(-1)).toMatch(/^Bad answer from the console: .*redirect \(302\), which the module never follows/);
    expect(seen.states).toBe(0);
    expect((await h.log()).otherHits).toBe(0);
  });

  it.each([
    ['the challenge', 'huge-challenge', ''],
    ['the state', 'huge-state', TOKEN],
  ])('refuses a 300 MB answer to %s within bounded memory', async (what, mode, token) => {
    const h = await hostile(mode, token);
    const { core: c, seen } = core(h.port);
    const grew = await growth(async () => {
      c.start();
      await until(() => seen.statuses.includes('bad answer'), 'bad answer', () => seen.messages);
    });
    console.log(`300 MB answer to ${what}: module grew rss +${String(grew.rssMB)} MB, heap +${String(grew.heapMB)} MB, buffers +${String(grew.buffersMB)} MB (cap ${String(MAX_ANSWER_BYTES / MB)} MiB)`);
    expect(seen.messages.at(-1)).toMatch(/more than 4 MiB, not read/);
    expect(grew.rssMB).toBeLessThan(MEMORY_BOUND_MB);
    expect(grew.buffersMB).toBeLessThan(MEMORY_BOUND_MB);
  });

  it('refuses a 90 MB frame on the events socket within bounded memory', async () => {
    const h = await hostile('huge-frame', TOKEN);
    const { core: c, seen } = core(h.port);
    const grew = await growth(async () => {
      c.start();
      await until(() => seen.statuses.includes('bad answer'), 'bad answer', () => seen.messages);
    });
    console.log(`90 MB frame: module grew rss +${String(grew.rssMB)} MB, heap +${String(grew.heapMB)} MB, buffers +${String(grew.buffersMB)} MB`);
    expect(seen.messages.at(-1)).toMatch(/a message over 4 MiB, not read/);
    expect(grew.rssMB).toBeLessThan(MEMORY_BOUND_MB);
    expect(grew.buffersMB).toBeLessThan(MEMORY_BOUND_MB);
  });

  it('takes {"destinations":5} as a bad answer, then reads the next good one and carries on', async () => {
    const h = await hostile('malformed', TOKEN);
    const { core: c, seen } = core(h.port);
    c.start();
    await until(() => seen.statuses.at(-1) === 'ok', 'ok after the bad answer', () => seen.messages);
    expect(seen.statuses.slice(0, 2)).toEqual(['bad answer', 'ok']);
    expect(seen.messages[0]).toMatch(/^Bad answer from the console: state\.\w+ is not/);
    expect(c.state()?.destinations).toEqual([expect.objectContaining({ id: 501, state: 'live' })]);
  });

  it('takes a malformed change event as a bad answer without using it', async () => {
    const h = await hostile('bad-event', TOKEN);
    const { core: c, seen } = core(h.port);
    c.start();
    await until(() => seen.statuses.includes('bad answer'), 'bad answer', () => seen.messages);
    expect(seen.messages[seen.statuses.indexOf('bad answer')]).toBe('Bad answer from the console: state.destinations is not a list; nothing of it was used');
    expect(c.state()?.destinations).toHaveLength(1);
  });

  it('shows Companion "bad answer from the console" for a malformed snapshot, and the connection keeps running', async () => {
    const h = await hostile('malformed', TOKEN);
    const { context, got } = fakeHost();
    const instance = new MasterControlInstance(context);
    await instance.init({ host: '127.0.0.1', port: h.port }, true, { token: TOKEN });
    await until(() => got.statuses.includes('ok'), 'ok after the bad answer', () => got.statuses);
    const bad = got.statuses.indexOf('unknown_error');
    expect(got.messages[bad]).toMatch(/^Bad answer from the console/);
    expect(got.values).toMatchObject({ dest_501_state: 'live' });
    await instance.destroy();
  });

  it.each([
    ['an impostor with a made-up proof', 'impostor', ''],
    ["a proof relayed from a console on another port", 'relay', TOKEN],
  ])('never sends the token to %s', async (_what, mode, token) => {
    const h = await hostile(mode, token);
    const { core: c, seen } = core(h.port);
    c.start();
    await until(() => seen.statuses.includes('not proven'), 'not proven', () => seen.messages);
    expect(seen.messages.at(-1)).toMatch(/^Not the console, or a wrong token: .* did not prove it holds this token .*the token was not sent/);
    for (const a of [await c.goLive(501), await c.split(null)]) expect(a).toMatchObject({ status: 0, body: { error: 'not_proven' } });
    expect(await c.arms.press('k', requests.armDisconnectAll())).toMatchObject({ kind: 'refused', status: 0, message: expect.stringMatching(/^Not the console, or a wrong token/) });
    const log = await h.log();
    expect(log.seen.length).toBeGreaterThanOrEqual(4);
    expect(log.seen.map((r) => r.path).filter((p) => p !== '/v1/challenge')).toEqual([]);
    expect(log.messages).toEqual([]);
    expect(tokenIn(log)).toBe(false);
  });

  it('sends the token only on the connection the console just proved itself on, never on a new one', async () => {
    const h = await hostile('close-after-proof', TOKEN);
    const { core: c, seen } = core(h.port);
    c.start();
    await until(() => seen.statuses.includes('not proven'), 'not proven', () => seen.messages);
    expect(seen.messages.at(-1)).toMatch(/^Not the console, or a wrong token: .*so the token was not sent$/);
    const log = await h.log();
    expect(log.seen.filter((r) => r.path === '/v1/challenge').length).toBeGreaterThanOrEqual(3);
    expect(log.tokenOffProven).toBe(0);
    expect(log.seen.filter((r) => r.headers.authorization !== undefined)).toEqual([]);
  });
});
