/** How each transport fault is judged, for reads and for mutating commands. */
import { describe, expect, it } from 'vitest';
import type { TransportFaultKind } from '../../../electron/core/client/transport';
import { faultVerdict } from '../../../electron/core/client/verdict';

const LIMIT = 1024;

/** [fault, sent, read: kind / again, mutating: kind / again] */
const table: Array<[TransportFaultKind, boolean, string, string | null, string, string | null]> = [
  ['refused', false, 'network_not_sent', 'not_sent', 'network_not_sent', 'not_sent'],
  ['dns', false, 'network_not_sent', 'not_sent', 'network_not_sent', 'not_sent'],
  ['connect_timeout', false, 'timeout', 'transient', 'timeout', null],
  ['reset', true, 'network_error', 'transient', 'outcome_unknown', null],
  ['reset', false, 'network_error', 'transient', 'network_error', null],
  ['timeout', true, 'timeout', null, 'outcome_unknown', null],
  ['aborted', true, 'cancelled', null, 'outcome_unknown', null],
  ['aborted', false, 'cancelled', null, 'cancelled', null],
  ['too_large', true, 'too_large', null, 'outcome_unknown', null],
];

describe('faultVerdict', () => {
  it.each(table)('%s (sent: %s)', (kind, sent, readKind, readAgain, writeKind, writeAgain) => {
    const fault = { kind, sent, cause: 'ECODE' };
    const read = faultVerdict('sevu.search', false, fault, LIMIT);
    const write = faultVerdict('recording.split', true, fault, LIMIT);
    expect(read).toMatchObject({ type: 'failure', error: { kind: readKind }, again: readAgain });
    expect(write).toMatchObject({ type: 'failure', error: { kind: writeKind }, again: writeAgain });
  });

  it('a connect timeout says the request was not sent', () => {
    const v = faultVerdict('recording.split', true, { kind: 'connect_timeout', sent: false, cause: 'no connection within 5000 ms' }, LIMIT);
    expect(v).toMatchObject({ error: { kind: 'timeout', phase: 'connect', message: 'Not sent: could not connect to the server in time (no connection within 5000 ms).' } });
  });

  it('too_large carries the limit', () => {
    expect(faultVerdict('sevu.search', false, { kind: 'too_large', sent: true, cause: 'x' }, LIMIT)).toMatchObject({ error: { limitBytes: LIMIT } });
  });

  it('too_large on a mutating command is outcome_unknown naming the cause and the limit', () => {
    const v = faultVerdict('recording.split', true, { kind: 'too_large', sent: true, cause: 'declared 99999 bytes' }, LIMIT);
    expect(v).toMatchObject({ error: { kind: 'outcome_unknown', cause: 'too_large' }, again: null });
    expect(v.type === 'failure' && v.error.message).toMatch(/no clear answer came back: the answer was too large to read \(declared 99999 bytes; the limit is 1024 bytes\)\. It may or may not have been applied/);
  });
});
