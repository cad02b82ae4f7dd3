/**
 * CANARY for keys learned from answers: a stored service's stream key is only ever seen in
 * answers. The destination drops the running push with a failure message carrying that
 * key; then the board, the desktop notification, the cache and audit files, the events,
 * the logs, every answer and a rehearsal mirror (its picture and state) are scanned:
 * the key appears 0 times.
 */
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mirrorHandleOf } from '../../../electron/cli/boot';
import { createCoreServices } from '../../../electron/core/services';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import type { SessionsSnapshot } from '../../../shared/domain/live/sessions';
import type { RehearsalPicture } from '../../../shared/domain/rehearsal/picture';
import type { McEvent } from '../../../shared/ipc/events';
import { memoryStore } from '../gateway/helpers';

const KEY = 'sk-CANARY-4f2a-91bc-77de';
const SERVICE = 503;

const sandboxes: SandboxHandle[] = [];
const disposers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const d of disposers) await d();
  for (const s of sandboxes) await s.close();
});

type Answer = { ok: boolean; value?: unknown; error?: { message: string } };

describe('a stored service key echoed in a failure message', () => {
  it('appears 0 times on the board, in notifications, cache, audit, events, logs, answers and a rehearsal mirror', async () => {
    const real = await startSandbox({ seed: 21, pushConnectDelayMs: 50 });
    sandboxes.push(real);
    real.state.services.find((s) => Number(s.push_service_id) === SERVICE)!.dst_stream = KEY;
    const dataDir = await mkdtemp(join(tmpdir(), 'mc-learned-canary-'));
    const notifications: string[] = [];
    const logs: string[] = [];
    const pictures: RehearsalPicture[] = [];
    const mirrors: SandboxHandle[] = [];
    const core = createCoreServices({
      dataDir, mode: 'web', version: 't', sandbox: null, secretStore: memoryStore(),
      logSink: (_l, line) => logs.push(line),
      notify: (title, body) => notifications.push(`${title}\n${body}`),
      startMirror: async (picture) => {
        pictures.push(picture);
        const sb = await startSandbox({ picture, pushConnectDelayMs: 50 });
        mirrors.push(sb);
        sandboxes.push(sb);
        return mirrorHandleOf(sb);
      },
    });
    disposers.push(() => core.dispose());
    const events: McEvent[] = [];
    core.events.subscribe((e) => events.push(e));
    const answers: unknown[] = [];
    const call = async (channel: string, input: unknown, account?: string): Promise<Answer> => {
      const r = (await core.router.dispatch(channel, input, account)) as Answer;
      answers.push(r);
      return r;
    };
    const created = await call('accounts.create', { name: 'Studio', baseUrl: real.baseUrl, cdn: real.cdn });
    const id = (created.value as { id: string }).id;
    await call('accounts.setCredentials', { id, apiKey: real.apiKey, secret: real.secret });
    await call('accounts.setActive', { id });

    expect(await call('live.services', {})).toMatchObject({ ok: true });
    await call('live.watch', { target: { app: 'demo-origin', inst: 'live' } });
    expect(await call('live.connect', { connects: [{ push_service_id: SERVICE, inst: 'live' }] }, id)).toMatchObject({ ok: true });
    const row = async () => ((await call('live.checkStatus', {})).value as SessionsSnapshot).board.find((d) => d.pushServiceId === SERVICE);
    await vi.waitFor(async () => expect((await row())?.state).toBe('live'), { timeout: 10_000, interval: 50 });

    // The destination drops the push; the server's words carry the key.
    real.state.sessions.drop((s) => Number(s.push_service_id) === SERVICE, `Publish to rtmp://live-ingest.social.example/app/${KEY} refused`, false);
    await vi.waitFor(async () => expect((await row())?.state).toBe('failed'), { timeout: 10_000, interval: 50 });
    expect((await row())?.reason).toBe('Publish to rtmp://live-ingest.social.example/app/[redacted] refused');
    await vi.waitFor(() => expect(notifications.join('\n')).toContain('[redacted]'), { timeout: 10_000, interval: 50 });
    await call('api.call', { command: 'stream.active', params: { app: 'demo-origin', inst: 'live' }, cacheKey: 'live:streams' });

    // A rehearsal copies the account as it now is, failure message included.
    const started = await call('rehearsal.start', {}, id);
    expect(started.ok, JSON.stringify(started)).toBe(true);
    const mirror = mirrors[0]!.state;
    const mirrorState = JSON.stringify({ services: mirror.services, streams: mirror.streams, sessions: mirror.sessions, options: mirror.options });
    expect(mirrorState, 'the failure was copied').toContain('[redacted]');
    await call('live.checkStatus', {});
    expect(await call('live.services', {})).toMatchObject({ ok: true });
    // The mirror's placeholder keys are no secret: learning them would blank ordinary text.
    expect(core.secrets.scrub('rehearsal-503 rehearsal-push')).toBe('rehearsal-503 rehearsal-push');
    await core.cache.settled();

    const files = (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    expect(files.map((f) => f.slice(dataDir.length + 1))).toEqual(expect.arrayContaining(['audit.jsonl', expect.stringMatching(/^cache\//)]));
    const places: Record<string, string> = {
      notifications: notifications.join('\n'),
      'mirror state': mirrorState,
      pictures: JSON.stringify(pictures),
      events: JSON.stringify(events),
      logs: logs.join('\n'),
      answers: JSON.stringify(answers),
    };
    for (const f of files) places[f.slice(dataDir.length + 1)] = await readFile(f, 'utf8');
    const found = Object.entries(places).filter(([, text]) => text.includes(KEY)).map(([where]) => where);
    expect(found).toEqual([]);
    await call('rehearsal.end', {});
  });
});
