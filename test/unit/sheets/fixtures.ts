/** A six-cue sheet as the e2e builds it, for unit tests. */
import type { Sheet } from '../../../shared/domain/sheets/schema';

export function sixCueSheet(account = 'sandbox'): Sheet {
  return {
    version: 1,
    id: 'sheet-1',
    name: 'Gala night',
    account,
    accountName: 'Sandbox',
    cues: [
      { id: 'c1', label: 'Partners', plan: { kind: 'clock', at: '19:55' }, notes: '', action: { kind: 'goLive', connects: [501, 502, 503].map((id) => ({ push_service_id: id, inst: 'live' })) } },
      { id: 'c2', label: 'Opening', plan: { kind: 'offset', seconds: 300 }, notes: 'on the director’s call', action: { kind: 'split', params: { app: 'demo-origin/live', stream: 'cam_1', title: '{n} {label}' } } },
      { id: 'c3', label: 'Speech', plan: null, notes: 'wait for applause', action: null },
      { id: 'c4', label: 'Panel', plan: null, notes: '', action: { kind: 'split', params: { app: 'demo-origin/live', stream: 'cam_*', title: 'Part {n}: {label}', description: 'Cue {n}' } } },
      { id: 'c5', label: 'Close', plan: null, notes: '', action: { kind: 'disconnect', sessions: [{ app: 'demo-origin', inst: 'live', entry_name: '*' }] } },
      { id: 'c6', label: 'Block', plan: null, notes: '', action: { kind: 'geo', params: { app: 'demo-origin', geo_codes: ['GB'] } } },
    ],
  };
}
