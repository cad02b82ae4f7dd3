/**
 * A stream.active answer whose list came under a name no service is known to use is a
 * failed read, never "nothing runs": against the sandbox through the real signed client,
 * the board keeps every LIVE row LIVE, marks nothing stopped or disappeared, and the poll
 * says what the server sent.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../../electron/core/client';
import { type CommandGateway, systemClock } from '../../../electron/core/deps';
import { SessionsService } from '../../../electron/core/live/sessions-service';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox/index';
import type { McEvent } from '../../../shared/ipc/events';
import { FakeGateway } from './fake-gateway';

let sandbox: SandboxHandle;
let client: ApiClient;
let sessions: SessionsService;
const events: McEvent[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, pushConnectDelayMs: 0 });
  client = createApiClient({ baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, apiKey: sandbox.apiKey, secret: sandbox.secret, serialization: 'php' });
  const profile = new FakeGateway().profile;
  const gateway: CommandGateway = { call: (c, p, o) => client.call(c, p, o), activeProfile: () => profile, notSent: () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-no-list-board-'));
  sessions = new SessionsService({ gateway, events: { emit: (e) => events.push(e) }, clock: systemClock, dataDir, exports: { kind: 'folder', dir: dataDir } });
});

afterAll(async () => {
  sessions.dispose();
  client.close();
  await sandbox.close();
});

describe('a renamed stream.active list on the board', () => {
  it('leaves every LIVE row LIVE and says why', async () => {
    const sent = await client.call('pushpublish.connect', { push_service_id: 503, inst: 'live' });
    expect(sent.ok).toBe(true);
    await sessions.watch({ app: 'demo-origin', inst: 'live' }, 60_000);
    await vi.waitFor(async () => {
      const snap = await sessions.checkNow();
      expect(snap.board.filter((r) => r.state === 'live').length).toBeGreaterThan(0);
    }, { timeout: 20_000, interval: 50 });
    const before = sessions.snapshot().board;
    const liveKeys = before.filter((r) => r.state === 'live').map((r) => r.key);

    sandbox.setFault('stream.active', { kind: 'rename_list', to: 'rows' });
    const after = await sessions.checkNow();

    expect(after.pollError).toBe("The server's answer had no readable list of live streams; it sent: rows.");
    expect(after.board.filter((r) => liveKeys.includes(r.key)).map((r) => [r.key, r.state])).toEqual(liveKeys.map((k) => [k, 'live']));
    expect(after.board.map((r) => [r.key, r.state])).toEqual(before.map((r) => [r.key, r.state]));
    expect(events.filter((e) => e.type === 'live.session.lost')).toEqual([]);
    sandbox.clearFaults();
  });
});
