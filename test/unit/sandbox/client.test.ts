/**
 * The real API client (electron/core/client) against the sandbox: every command decodes,
 * and a mutating command under a post-send fault is sent exactly once.
 */
import { describe, expect, it } from 'vitest';
import { type CommandName, commandNames } from '../../../shared/api/catalog';
import { createApiClient } from '../../../electron/core/client';
import type { SandboxHandle } from '../../../electron/sandbox';
import { sandbox } from './helpers';

function clientFor(sb: SandboxHandle) {
  return createApiClient({ baseUrl: sb.baseUrl, cdn: sb.cdn, apiKey: sb.apiKey, secret: sb.secret, serialization: 'php', timeoutMs: 3000 });
}

const PARAMS: Partial<Record<CommandName, Record<string, unknown>>> = {
  'recording.split': { app: 'demo-origin/live', stream: 'cam_*' },
  'usage.data': {},
  'sqldb.usage': { sqldb: 'reports_ro' },
  'video.cdnhits': { app: 'demo-origin' },
  'video.servers': { app: 1001 },
  'geoblock.update': { app: 'demo-origin', geo_codes: ['US', 'ZZ'] },
  'channel.currentchannels': { stream: 'channel2' },
  'sevu.search': { limit: 3 },
  'sevu.errorlog': { success: 0, limit: 3 },
  'sevu.errorcount': {},
  'sevu.removestreamuser': { streamuser_id: 2 },
  'pushpublish.services': {},
  'pushpublish.connect': { push_service_id: 501, inst: 'live' },
  'pushpublish.disconnect': { app: 'demo-origin', inst: 'live', entry_name: '*' },
  'cloudstore.status': { limit: 1 },
  'sevu.request': { app: 'demo-origin', video: 'main', pass: 'pw-0123456789' },
  'sevu.liststreamusers': {},
  'pushpublish.add': { service_name: 'rtmp', dst_host: 'relay.example.com', dst_stream: 'k' },
  'stream.active': { app: 'demo-origin', inst: 'live' },
  'stream.details': { app: 'demo-origin', inst: 'live', stream: 'main' },
  'video.getapps': {},
};

describe('the API client against the sandbox', () => {
  it('decodes a success from every command', async () => {
    const sb = await sandbox();
    const client = clientFor(sb);
    const key = sb.state.tickets.list[0]!.row.key;
    const params = { ...PARAMS, 'sevu.status': { key }, 'sevu.revoke': { key } } as Record<CommandName, Record<string, unknown>>;
    try {
      for (const name of commandNames) {
        const r = await client.call(name, params[name] as never);
        expect(r.ok, `${name}: ${JSON.stringify(r.ok ? null : r.error)}`).toBe(true);
      }
    } finally {
      client.close();
    }
  });

  it('sends a mutating command once under a connection reset, and the sandbox applied it', async () => {
    const sb = await sandbox({ faults: [{ command: 'pushpublish.connect', fault: { kind: 'reset' } }] });
    const client = clientFor(sb);
    try {
      const r = await client.call('pushpublish.connect', { push_service_id: 501, inst: 'live' });
      expect(r.ok).toBe(false);
      expect(r.ok ? null : r.error.kind).toBe('outcome_unknown');
      expect(sb.counts()['pushpublish.connect']).toBe(1);
      expect(sb.state.sessions.list('demo-origin', 'live')).toHaveLength(1);
    } finally {
      client.close();
    }
  });

  it('maps the sandbox auth codes to the client’s kinds', async () => {
    const sb = await sandbox();
    const client = createApiClient({ baseUrl: sb.baseUrl, cdn: sb.cdn, apiKey: sb.apiKey, secret: 'wrong', serialization: 'php' });
    try {
      const r = await client.call('video.getapps', {});
      expect(r.ok ? null : r.error.kind).toBe('signature_rejected');
    } finally {
      client.close();
    }
  });
});
