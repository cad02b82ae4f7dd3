/** Valid parameters and success bodies per command, for client tests. */
import type { CommandName, CommandParams } from '../../../shared/api/catalog';

export const sampleParams: { [N in CommandName]?: CommandParams<N> } = {
  'recording.split': { app: 'demo-origin/live', stream: 'cam_1' },
  'geoblock.update': { app: 'demo-origin', geo_codes: ['us', 'CA'] },
  'sevu.removestreamuser': { streamuser_id: 1 },
  'pushpublish.connect': { push_service_id: 5, inst: 'live' },
  'pushpublish.disconnect': { app: 'demo-origin', inst: 'live', entry_name: '*' },
  'sevu.request': { app: 'demo-origin', video: 'cam_1', pass: 'abcdefghij12' },
  'sevu.revoke': { key: 'cam_1.53ffc996dd39d5.39102367' },
  'pushpublish.add': { service_name: 'rtmp', dst_host: 'example.net' },
  'sevu.status': { key: 'cam_1.53ffc996dd39d5.39102367' },
  'sevu.search': { app: 'demo-origin', limit: 10 },
};

/** The smallest success body each command's schema accepts. */
export function successBody(command: CommandName): Record<string, unknown> {
  const base = { status: 'success', message: 'ok', handle_time: '0.0010 seconds' };
  switch (command) {
    case 'recording.split':
      return { ...base, streams: [{ name: 'cam_1', file: 'cam_1_1.mp4' }] };
    case 'geoblock.update':
      return { ...base, invalid_codes: [] };
    case 'sevu.request':
      return { ...base, ticket: 'cam_1.53ffc996dd39d5.39102367' };
    case 'sevu.status':
      return { ...base, code: 2021, key: 'cam_1.53ffc996dd39d5.39102367', uses: '3' };
    case 'sevu.search':
      return { ...base, code: 2031, tickets: [{ key: 'a', uses: '1' }] };
    default:
      return base;
  }
}
