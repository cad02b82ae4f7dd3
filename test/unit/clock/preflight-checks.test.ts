/** The preflight's checks, pure: each need of the cues still ahead, and each failure in words on its cue or the run. */
import { describe, expect, it } from 'vitest';
import { type PreflightPicture, type StoredDestination, preflightProblems } from '../../../shared/domain/clock/preflight';
import type { Sheet } from '../../../shared/domain/sheets/schema';

const sheet: Sheet = { version: 1, id: 's', name: 'Evening', account: 'a', accountName: 'A', cues: [
  { id: 'doors', label: 'Doors', plan: null, notes: '', action: { kind: 'goLive', connects: [{ push_service_id: 502, app: 'demo-origin', inst: 'live' }] } },
  { id: 'band', label: 'Band', plan: null, notes: '', action: { kind: 'goLive', group: 'Main stage', connects: [] } },
  { id: 'end', label: 'End', plan: null, notes: '', action: { kind: 'disconnect', sessions: [{ entry_name: '*', app: 'demo-origin', inst: 'live' }] } },
] };
const row = (stream: string, state = 'off'): StoredDestination => ({ label: `#x ${stream}`, state, reason: null, stream });
const fine: PreflightPicture = {
  credentials: null, clockOffsetMs: 300, groups: { 'Main stage': [503] },
  stored: new Map([[502, row('cam_1')], [503, row('main')]]), watch: { app: 'demo-origin', inst: 'live', streams: ['cam_1', 'main'] },
};
const none = { passed: {} };
const words = (p: PreflightPicture, progress: Parameters<typeof preflightProblems>[1] = none) => preflightProblems(sheet, progress, p).map((x) => `${x.check}: ${x.words}`);

describe('preflight checks', () => {
  it('finds nothing when every need is met', () => {
    expect(words(fine)).toEqual([]);
  });

  it('says unreadable credentials and a clock offset of 2 s or more, for the whole run', () => {
    expect(words({ ...fine, credentials: 'the vault is locked', clockOffsetMs: -2500 })).toEqual([
      "credentials: The account's credentials cannot be read: the vault is locked",
      "clock: The service's clock is 2.5 s behind this computer's (2 s at most): check this computer's clock.",
    ]);
    expect(words({ ...fine, clockOffsetMs: null })).toEqual(['clock: The clock offset with the service is not known: the service has not answered yet.']);
    expect(words({ ...fine, clockOffsetMs: 1999 })).toEqual([]);
  });

  it("checks a group's members and the stream each pushes on the watched instance", () => {
    expect(words({ ...fine, watch: { app: 'demo-origin', inst: 'live', streams: ['cam_1'] } })).toEqual(['stream: Cue 2 (Band): stream main is not live on demo-origin/live.']);
    expect(words({ ...fine, groups: {} })).toEqual(['destination: Cue 2 (Band): group Main stage is not on the account.']);
    expect(words({ ...fine, watch: null })).toEqual([
      'stream: Cue 1 (Doors): no stream is watched on Live, so cam_1 cannot be seen live.',
      'stream: Cue 2 (Band): no stream is watched on Live, so main cannot be seen live.',
    ]);
  });

  it('leaves out the cues the run has passed', () => {
    const refusing = { ...fine, stored: new Map([[502, { ...row('cam_1', 'failed'), reason: 'Destination refused the connection' }], [503, row('main')]]) };
    expect(words(refusing)).toEqual(['destination: Cue 1 (Doors): destination #x cam_1 refuses: Destination refused the connection.']);
    expect(words(refusing, { passed: { doors: { firedAt: 1 } } })).toEqual([]);
  });
});
