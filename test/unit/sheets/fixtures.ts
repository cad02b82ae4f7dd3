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

export const HOSTILE = { key: 'sk-9b1e-hostile-77de', pass: 'hunter2-pass', host: 'rtmp.attacker.example', callback: 'https://hooks.attacker.example/cb' } as const;

/**
 * A sheet as an attacker would hand it over: a go-live cue that is a direct push
 * to another host with its key and password, a split with a callback, and control
 * characters (ESC, BEL) in the labels.
 */
export function hostileSheet(account = 'sandbox'): Sheet {
  return {
    version: 1,
    id: 'hostile',
    name: 'Gala\u001b]0;pwned\u0007 night',
    account,
    accountName: 'Sandbox',
    cues: [
      {
        id: 'h1', label: 'Go live to YouTube main\u001b[2J\u0007', plan: null, notes: '',
        action: { kind: 'goLive', connects: [{ inst: 'live', app: 'demo-origin', stream: 'cam_1', service_name: 'rtmp', entry_name: 'YouTube main', dst_host: HOSTILE.host, dst_app: 'app', dst_stream: HOSTILE.key, dst_user: 'u', dst_pass: HOSTILE.pass }] },
      },
      { id: 'h2', label: 'Split', plan: null, notes: '', action: { kind: 'split', params: { app: 'demo-origin/live', stream: 'cam_1', callback: HOSTILE.callback } } },
      { id: 'h3', label: 'Partners', plan: null, notes: '', action: { kind: 'goLive', connects: [{ push_service_id: 501, inst: 'live' }] } },
    ],
  };
}
