/**
 * Every catalog command answers a valid request with a success body that the catalog's
 * own response schema decodes: the sandbox speaks exactly what the client expects.
 */
import { describe, expect, it } from 'vitest';
import { type CommandName, catalog, commandNames } from '../../../shared/api/catalog';
import type { JsonValue } from '../../../electron/core/signing/serialize';
import { call, sandbox } from './helpers';

const KEY_PLACEHOLDER = '<first ticket>';

/** One valid request per command (seeded account names). */
const SAMPLES: Record<CommandName, Record<string, JsonValue>> = {
  'recording.split': { app: 'demo-origin/live', stream: 'cam_*' },
  'usage.data': { starttime: '2026-03' },
  'sqldb.usage': { sqldb: [11, 'app_rw'] },
  'video.cdnhits': { app: 'demo-origin' },
  'video.servers': { app: [1001, 1002] },
  'geoblock.update': { cdn_id: 4242, app: 'demo-origin', geo_codes: ['US', 'CA'] },
  'channel.currentchannels': { stream: 'channel1' },
  'sevu.status': { key: KEY_PLACEHOLDER },
  'sevu.search': { app: 'demo-origin', limit: 5 },
  'sevu.errorlog': { limit: 5 },
  'sevu.errorcount': { success: 0 },
  'sevu.removestreamuser': { streamuser_id: 1 },
  'pushpublish.services': { filters: [{ key: 'service_name', value: 'rtmp' }] },
  'pushpublish.connect': { push_service_id: 502, inst: 'live' },
  'pushpublish.disconnect': { app: 'demo-origin', inst: 'live', entry_name: '*' },
  'cloudstore.status': { limit: 3 },
  'sevu.request': { app: 'demo-origin', video: 'cam_1', pass: 'a-long-pass-1', uses: 3 },
  'sevu.revoke': { key: KEY_PLACEHOLDER },
  'sevu.liststreamusers': { app: 'demo-origin' },
  'pushpublish.add': { service_name: 'rtmp', app: 'demo-origin', stream: 'main', dst_host: 'rtmp.example.com', dst_stream: 'k1' },
  'stream.active': { app: 'demo-origin', inst: 'live' },
  'stream.details': { app: 'demo-origin', inst: 'live', stream: 'cam_1' },
  'video.getapps': {},
};

describe('every catalog command', () => {
  it('has a sample here (a new command needs one)', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...commandNames].sort());
  });

  for (const name of commandNames) {
    it(`${name} answers success in the catalog's response shape`, async () => {
      const sb = await sandbox({ seed: 5 });
      const key = sb.state.tickets.list[0]!.row.key;
      const members = Object.fromEntries(
        Object.entries(SAMPLES[name]).map(([k, v]) => [k, v === KEY_PLACEHOLDER ? key : v]),
      );
      const answer = await call(sb, name, members);
      expect(answer.status).toBe(200);
      expect(answer.body.status, answer.text).toBe('success');
      expect(answer.body.handle_time).toMatch(/^\d+\.\d{4} seconds$/);
      const decoded = catalog[name].response.safeParse(answer.body);
      expect(decoded.success, JSON.stringify(decoded.error?.issues)).toBe(true);
      expect(sb.counts()[name]).toBe(1);
    });
  }
});
