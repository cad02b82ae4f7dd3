import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_TARGETS_FILE } from '../../../electron/core/alerts/targets-store';
import type { McEvent } from '../../../shared/ipc/events';
import { type Receiver, type Rig, addTarget, alertEntries, alertOf, deadPort, rig, startReceiver } from './helpers';

const SECRET = 'a-signing-secret-of-32-characters';
let rigs: Rig[] = [];
let receivers: Receiver[] = [];
afterEach(async () => {
  for (const r of rigs) await r.core.dispose();
  for (const r of receivers) await r.close();
  rigs = [];
  receivers = [];
});

async function make(options: Parameters<typeof rig>[0] = {}) {
  const r = await rig(options);
  rigs.push(r);
  return r;
}
async function receiver(answer?: Parameters<typeof startReceiver>[0]) {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}

describe('alert delivery to each kind of target', () => {
  it('signs a webhook, sends Slack its text and ntfy a text body with Title, Priority and Tags; Activity has one entry per target', async () => {
    const r = await make();
    const rx = await receiver();
    await addTarget(r, 'webhook', rx.url('/hook/w'), SECRET);
    await addTarget(r, 'slack', rx.url('/services/T000/B000/XXXXXXXXXXXX'));
    await addTarget(r, 'ntfy', rx.url('/mc-crew-topic-0001'));
    r.core.alerts(alertOf(r.account));
    await vi.waitFor(() => expect(rx.got).toHaveLength(3));
    await r.core.alertsSettled();
    const by = (p: string) => rx.got.find((g) => g.path.startsWith(p))!;
    const hook = by('/hook/w');
    const [t, v1] = String(hook.headers['x-mc-signature']).match(/^t=(\d+),v1=([0-9a-f]{64})$/)!.slice(1);
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${hook.body}`).digest('hex'));
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'mastercontrol.alert', phase: 'alert', cause: 'failed', incident: 'inc-1', account: { id: r.account, name: 'Main' }, destination: '#503 YouTube main', text: '#503 YouTube main FAILED' });
    expect(JSON.parse(by('/services').body)).toEqual({ text: 'ALERT · Main: #503 YouTube main FAILED' });
    const ntfy = by('/mc-crew');
    expect(ntfy.body).toBe('#503 YouTube main FAILED');
    expect(ntfy.headers).toMatchObject({ title: 'Master Control ALERT: Main', priority: '4', tags: 'rotating_light' });
    const entries = await alertEntries(r);
    expect(entries).toHaveLength(3);
    for (const e of entries) expect(e).toMatchObject({ outcome: 'ok', source: { kind: 'alert' }, message: 'answered 200: ok', destination: '#503 YouTube main' });
  });

  it('tries a target that answers 500 at most 3 times, then Activity says it failed with its answer (pushed once), and the screen shows it', async () => {
    const r = await make({ alerts: { limits: { backoffMs: 5 } } });
    const pushes: McEvent[] = [];
    r.core.events.subscribe((e) => void pushes.push(e));
    const rx = await receiver(() => ({ status: 500, body: 'upstream broke' }));
    const id = await addTarget(r, 'slack', rx.url('/services/T1/B1/broken-hook-path'));
    r.core.alerts(alertOf(r.account));
    await vi.waitFor(async () => expect(await alertEntries(r)).toHaveLength(1));
    expect(rx.got).toHaveLength(3);
    const [entry] = await alertEntries(r);
    expect(entry).toMatchObject({ outcome: 'failed', resultKind: 'http_500', message: 'answered 500: upstream broke (3 tries)' });
    // One entry with the final answer is pushed to the pages, once: no pending entry first, none per try.
    expect(pushes.filter((e) => e.type === 'audit.appended' && e.entry.command === 'alert.sent').map((e) => e.type === 'audit.appended' && e.entry.outcome)).toEqual(['failed']);
    const listed = await r.core.router.dispatch('alerts.targets', { account: r.account });
    expect(listed).toMatchObject({ ok: true, value: [{ id, last: { ok: false, status: 500, tries: 3, detail: 'answered 500: upstream broke (3 tries)' } }] });
  });

  it('does not try again a target that refuses with a 4xx', async () => {
    const r = await make({ alerts: { limits: { backoffMs: 5 } } });
    const rx = await receiver(() => ({ status: 404, body: 'no such hook' }));
    await addTarget(r, 'slack', rx.url('/services/T1/B1/missing-hook-path'));
    r.core.alerts(alertOf(r.account));
    await vi.waitFor(async () => expect(await alertEntries(r)).toHaveLength(1));
    expect(rx.got).toHaveLength(1);
  });

  it('times each try out, bounded; a hanging target delays neither the dispatch nor the account\'s other target', async () => {
    const r = await make({ alerts: { limits: { timeoutMs: 300, tries: 2, backoffMs: 5 } } });
    const hang = await receiver(() => 'hang');
    const fine = await receiver();
    await addTarget(r, 'ntfy', hang.url('/hanging-topic-0001'));
    await addTarget(r, 'ntfy', fine.url('/fine-topic-00001'));
    const started = performance.now();
    r.core.alerts(alertOf(r.account));
    expect(performance.now() - started).toBeLessThan(50);
    expect(hang.got).toHaveLength(0);
    await vi.waitFor(() => expect(fine.got).toHaveLength(1));
    expect(hang.got.length).toBeLessThan(2);
    await vi.waitFor(async () => expect(await alertEntries(r)).toHaveLength(2), { timeout: 5000 });
    expect(hang.got).toHaveLength(2);
    const failed = (await alertEntries(r)).find((e) => e.outcome === 'failed')!;
    expect(failed.message).toBe('timed out after 0.3 s (2 tries)');
  });

  it('says a target that refuses the connection did, after its tries', async () => {
    const r = await make({ alerts: { limits: { backoffMs: 5 } } });
    await addTarget(r, 'webhook', `http://127.0.0.1:${await deadPort()}/down-hook`, SECRET);
    r.core.alerts(alertOf(r.account));
    await vi.waitFor(async () => expect(await alertEntries(r)).toHaveLength(1));
    expect((await alertEntries(r))[0]).toMatchObject({ outcome: 'failed', resultKind: 'unreachable', message: 'refused the connection (3 tries)' });
  });

  it('keeps at most the cap of alerts for a target that is down, dropping the oldest repeats first, with a count', async () => {
    const r = await make({ alerts: { limits: { timeoutMs: 400, tries: 1 }, queueCap: 2 } });
    const hang = await receiver((g) => (JSON.parse(g.body).text === '#503 YouTube main FAILED' ? 'hang' : { status: 200 }));
    await addTarget(r, 'webhook', hang.url('/capped-hook'), SECRET);
    r.core.alerts(alertOf(r.account));
    await vi.waitFor(() => expect(hang.got).toHaveLength(1));
    r.core.alerts(alertOf(r.account, { incident: 'inc-2', text: 'second incident' }));
    for (const repeat of [1, 2]) r.core.alerts(alertOf(r.account, { phase: 'repeat', repeat, text: `repeat ${repeat}` }));
    r.core.alerts(alertOf(r.account, { phase: 'recovery', text: 'back' }));
    await vi.waitFor(async () => expect(await r.core.router.dispatch('alerts.targets', { account: r.account })).toMatchObject({ ok: true, value: [{ queued: 3, dropped: 2 }] }));
    await r.core.alertsSettled();
    expect(hang.got.map((g) => JSON.parse(g.body).text)).toEqual(['#503 YouTube main FAILED', 'second incident', 'back']);
    const messages = (await alertEntries(r)).map((e) => e.message);
    expect(messages).toContain('answered 200 · 2 older alerts dropped unsent while it was down');
  });

  it('sends a test alert from the button and answers with what the target said; the answers never carry the URL', async () => {
    const r = await make();
    const events: McEvent[] = [];
    r.core.events.subscribe((e) => void events.push(e));
    const rx = await receiver(() => ({ status: 202, body: 'queued' }));
    const url = rx.url('/services/TEST/BUTTON/very-secret-path');
    const id = await addTarget(r, 'slack', url);
    const tested = await r.core.router.dispatch('alerts.test', { account: r.account, id });
    expect(tested).toMatchObject({ ok: true, value: { id, kind: 'slack', host: new URL(url).host, last: { ok: true, status: 202, phase: 'test', detail: 'answered 202: queued' } } });
    expect(JSON.parse(rx.got[0]!.body).text).toMatch(/^TEST · Main: Test alert from Master Control/);
    expect((await alertEntries(r))[0]).toMatchObject({ outcome: 'ok', params: { phase: 'test' } });
    const answers = JSON.stringify([tested, await r.core.router.dispatch('alerts.targets', { account: r.account }), events]);
    expect(answers).not.toContain('very-secret-path');
  });

  it('refuses a bad URL or a short signing secret in words that do not repeat them', async () => {
    const r = await make();
    const bad = await r.core.router.dispatch('alerts.add', { account: r.account, kind: 'slack', label: 'x', url: 'ftp://host/secret-bad-url-path' });
    expect(bad).toMatchObject({ ok: false, error: { message: expect.stringContaining('https://') } });
    expect(JSON.stringify(bad)).not.toContain('secret-bad-url-path');
    const short = await r.core.router.dispatch('alerts.add', { account: r.account, kind: 'webhook', label: 'x', url: 'https://example.com/h', secret: 'short' });
    expect(short).toMatchObject({ ok: false, error: { message: expect.stringContaining('signing secret of at least 16') } });
  });

  it('forgets a target\'s file entry and stored URL with the account', async () => {
    const r = await make();
    const rx = await receiver();
    const id = await addTarget(r, 'ntfy', rx.url('/forgotten-topic-01'));
    expect(await readFile(join(r.dataDir, ALERT_TARGETS_FILE), 'utf8')).toContain(r.account);
    expect(JSON.stringify(await r.core.credentials.getExtra(r.account, `alert-target:${id}`))).toContain('forgotten-topic');
    expect(await r.core.router.dispatch('accounts.remove', { id: r.account })).toMatchObject({ ok: true });
    expect(await readFile(join(r.dataDir, ALERT_TARGETS_FILE), 'utf8')).not.toContain(r.account);
    expect(await r.core.credentials.getExtra(r.account, `alert-target:${id}`)).toEqual({ ok: true, value: null });
  });
});

describe('a removed target', () => {
  it('is still waited for by settled() while its last alert is being sent, and its answer is in Activity', async () => {
    const r = await make({ alerts: { limits: { timeoutMs: 400, tries: 1 } } });
    const hang = await receiver(() => 'hang');
    const id = await addTarget(r, 'ntfy', hang.url('/removed-topic-0001'));
    r.core.alerts(alertOf(r.account));
    r.core.alerts(alertOf(r.account, { incident: 'inc-2', text: 'queued behind it' }));
    await vi.waitFor(() => expect(hang.got).toHaveLength(1));
    expect(await r.core.router.dispatch('alerts.remove', { account: r.account, id })).toMatchObject({ ok: true });
    await r.core.alertsSettled();
    // Settled means its answer is in: without waiting for the removed target, nothing would be yet.
    expect(await alertEntries(r)).toMatchObject([{ outcome: 'failed', message: 'timed out after 0.4 s (1 try)' }]);
    expect(hang.got).toHaveLength(1);
  });
});
