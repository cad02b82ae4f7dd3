import { describe, expect, it, vi } from 'vitest';
import { forwardEvents, registerChannels, type SenderEvent } from '../../../electron/app/ipc-handlers';
import { ok } from '../../../shared/ipc/define';
import type { McEvent } from '../../../shared/ipc/events';

function setup() {
  const handlers = new Map<string, (e: SenderEvent, input: unknown, account?: unknown) => Promise<unknown>>();
  const router = { dispatch: vi.fn(async (channel: string, input: unknown) => ok({ channel, input })), channels: () => ['app.info', 'accounts.list'] };
  const remove = registerChannels({ handle: (ch, l) => handlers.set(ch, l), removeHandler: (ch) => handlers.delete(ch) }, router);
  return { handlers, router, remove };
}

const top = (url: string): SenderEvent => ({ senderFrame: { url, parent: null } });

describe('the Electron IPC transport (checklist #17)', () => {
  it('registers one handler per router channel and removes them again', () => {
    const { handlers, remove } = setup();
    expect([...handlers.keys()].sort()).toEqual(['mc:accounts.list', 'mc:app.info']);
    remove();
    expect(handlers.size).toBe(0);
  });

  it('passes calls from our own top-level frame to the router', async () => {
    const { handlers, router } = setup();
    expect(await handlers.get('mc:app.info')!(top('app://console/index.html'), {})).toEqual(ok({ channel: 'app.info', input: {} }));
    expect(router.dispatch).toHaveBeenCalledWith('app.info', {}, undefined);
    // The account a bound call was prepared on rides beside the input; the router judges it.
    await handlers.get('mc:accounts.list')!(top('app://console/index.html'), {}, 'studio-b');
    expect(router.dispatch).toHaveBeenLastCalledWith('accounts.list', {}, 'studio-b');
  });

  it('refuses foreign frames, sub-frames and vanished frames without reaching the router', async () => {
    const { handlers, router } = setup();
    const senders: SenderEvent[] = [
      top('https://evil.example/'),
      top('file:///index.html'),
      top('app://console.evil/'),
      { senderFrame: { url: 'app://console/index.html', parent: {} } },
      { senderFrame: null },
    ];
    for (const sender of senders) {
      expect(await handlers.get('mc:accounts.list')!(sender, {})).toMatchObject({ ok: false, error: { kind: 'forbidden_sender' } });
    }
    expect(router.dispatch).not.toHaveBeenCalled();
  });
});

describe('forwardEvents', () => {
  it('sends events to the window while it lives', () => {
    const listeners = new Set<(e: McEvent) => void>();
    const target = { destroyed: false, isDestroyed() { return this.destroyed; }, send: vi.fn() };
    const off = forwardEvents({ subscribe: (l) => (listeners.add(l), () => listeners.delete(l)) }, target);
    listeners.forEach((l) => l({ type: 'accounts.changed' }));
    target.destroyed = true;
    listeners.forEach((l) => l({ type: 'accounts.changed' }));
    off();
    expect(target.send).toHaveBeenCalledTimes(1);
    expect(target.send).toHaveBeenCalledWith('mc:event', { type: 'accounts.changed' });
    expect(listeners.size).toBe(0);
  });
});
