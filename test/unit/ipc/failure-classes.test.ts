import { describe, expect, it } from 'vitest';
import type { IpcError } from '../../../shared/ipc/define';
import { wasNotSent } from '../../../shared/ipc/failure-classes';

describe('wasNotSent', () => {
  it('is true only where the request provably never left', () => {
    const notSent: IpcError[] = [
      { kind: 'network_not_sent', cause: 'ECONNREFUSED', message: 'x' },
      { kind: 'already_in_flight', message: 'x' },
      { kind: 'io_error', message: 'x' },
      { kind: 'no_credentials', message: 'x' },
    ];
    const maybeSent: IpcError[] = [
      { kind: 'outcome_unknown', cause: 'connection_reset', message: 'x' },
      { kind: 'api_failure', code: '0004', message: 'x', serverMessage: null },
      { kind: 'timeout', phase: 'response', message: 'x' },
      { kind: 'internal', message: 'x' },
    ];
    expect(notSent.map(wasNotSent)).toEqual([true, true, true, true]);
    expect(maybeSent.map(wasNotSent)).toEqual([false, false, false, false]);
  });
});
