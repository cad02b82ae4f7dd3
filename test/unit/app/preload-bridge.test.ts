import { describe, expect, it, vi } from 'vitest';
import { buildPreloadBridge, type RendererIpc } from '../../../electron/app/preload-bridge';
import { contractChannelNames } from '../../../shared/ipc/contract';
import { EVENTS_CHANNEL, type McEvent } from '../../../shared/ipc/events';

function fakeIpc() {
  const listeners = new Map<string, Set<(e: unknown, p: McEvent) => void>>();
  const ipc: RendererIpc & { invoke: ReturnType<typeof vi.fn> } = {
    invoke: vi.fn(async (channel: string, input: unknown) => ({ ok: true, value: { channel, input } })),
    on: (ch, l) => listeners.set(ch, (listeners.get(ch) ?? new Set()).add(l)),
    removeListener: (ch, l) => listeners.get(ch)?.delete(l),
  };
  return { ipc, emit: (event: McEvent) => listeners.get(EVENTS_CHANNEL)?.forEach((l) => l({}, event)) };
}

/** The exposed surface: `area.member` for every function on window.mc. */
function surface(bridge: object): string[] {
  return Object.entries(bridge)
    .flatMap(([area, members]) => Object.entries(members as object).map(([name, fn]) => `${area}.${name}:${typeof fn}`))
    .sort();
}

describe('window.mc built by the preload', () => {
  it('exposes exactly the contract channels plus events.subscribe (snapshot: change it deliberately)', () => {
    const bridge = buildPreloadBridge(fakeIpc().ipc, contractChannelNames());
    expect(surface(bridge)).toMatchSnapshot();
    expect(surface(bridge)).toEqual([...contractChannelNames().map((n) => `${n}:function`), 'events.subscribe:function'].sort());
  });

  it('has no generic invoke, no ipcRenderer and no process', () => {
    const text = surface(buildPreloadBridge(fakeIpc().ipc, contractChannelNames())).join(' ');
    expect(text).not.toMatch(/invoke|ipcRenderer|process|send|env/);
  });

  it('sends each call on its own channel and returns main’s result', async () => {
    const { ipc } = fakeIpc();
    const result = await buildPreloadBridge(ipc, contractChannelNames()).activity.list({ limit: 5 });
    expect(ipc.invoke).toHaveBeenCalledWith('mc:activity.list', { limit: 5 }, undefined);
    expect(result).toEqual({ ok: true, value: { channel: 'mc:activity.list', input: { limit: 5 } } });
  });

  it('carries the account an account-bound call was prepared on beside its input', async () => {
    const { ipc } = fakeIpc();
    const bridge = buildPreloadBridge(ipc, contractChannelNames());
    await bridge.live.disconnect({ app: 'demo-origin', inst: 'live', entry_name: '*' }, 'studio-b');
    await bridge.api.call({ command: 'video.getapps' }, 'sandbox');
    expect(ipc.invoke.mock.calls).toEqual([
      ['mc:live.disconnect', { app: 'demo-origin', inst: 'live', entry_name: '*' }, 'studio-b'],
      ['mc:api.call', { command: 'video.getapps' }, 'sandbox'],
    ]);
  });

  it('turns a rejected invoke into a typed internal failure', async () => {
    const { ipc } = fakeIpc();
    ipc.invoke.mockRejectedValueOnce(new Error('No handler registered'));
    expect(await buildPreloadBridge(ipc, contractChannelNames()).app.info({})).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('delivers events until unsubscribed', () => {
    const { ipc, emit } = fakeIpc();
    const seen: McEvent[] = [];
    const off = buildPreloadBridge(ipc, contractChannelNames()).events.subscribe((e) => seen.push(e));
    emit({ type: 'accounts.changed' });
    off();
    emit({ type: 'accounts.changed' });
    expect(seen).toEqual([{ type: 'accounts.changed' }]);
  });
});
