/**
 * The control API in the desktop app's way (no command-line flags): off by default; turned
 * on, it keeps its settings in control.json and its token with the credentials, and the
 * next launch starts it again with the same token.
 */
import { mkdtemp } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootServices } from '../../../electron/cli/boot';
import { controlServer } from '../../../electron/control/server';
import { CONTROL_SECRET_ID } from '../../../electron/core/control/hub';
import type { ControlSettings } from '../../../shared/ipc/control';
import { memoryStore } from '../gateway/helpers';

describe('control settings across launches', () => {
  it('is off by default, and once on keeps its token in the credential store and starts again with it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mc-control-keep-'));
    const store = memoryStore();
    const boot = () => bootServices({ dataDir, mode: 'web', version: 't', secretStore: store, logSink: () => {}, controlServer });
    const first = await boot();
    try {
      expect(await first.services.controlReady).toMatchObject({ enabled: false, running: false, token: null, url: null });
      const r = await first.services.router.dispatch('control.configure', { enabled: true, port: 0, destructive: false, companion: null });
      if (!r.ok) throw new Error(r.error.message);
      const on = r.value as ControlSettings;
      expect(on).toMatchObject({ running: true, scopes: ['read', 'operate'] });
      expect(store.items.get(`${CONTROL_SECRET_ID}/secret`)).toBe(on.token);
      expect(JSON.parse(readFileSync(join(dataDir, 'control.json'), 'utf8'))).toEqual({ enabled: true, port: 0, destructive: false, companion: null });
      expect(readFileSync(join(dataDir, 'control.json'), 'utf8')).not.toContain(on.token!);
    } finally {
      await first.dispose();
    }
    const second = await boot();
    try {
      const again = await second.services.controlReady;
      expect(again.running).toBe(true);
      expect(again.token).toBe(store.items.get(`${CONTROL_SECRET_ID}/secret`));
      const state = await fetch(`${again.url!}/v1/state`, { headers: { Authorization: `Bearer ${again.token!}` } });
      expect(state.status).toBe(200);
    } finally {
      await second.dispose();
    }
  });
});
