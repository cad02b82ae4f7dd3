import { describe, expect, it } from 'vitest';
import type { IpcError } from '../../../shared/ipc/define';
import { outcomeOf, outcomeOfThrown } from '../../../renderer/src/components/action-outcome';
import { describeError } from '../../../renderer/src/components/error-words';
import { clientCountText, serverCountText } from '../../../renderer/src/components/grid-count';

describe('describeError', () => {
  it('says what the server said for a rejection', () => {
    const e: IpcError = { kind: 'api_failure', code: '0100', message: 'x', serverMessage: 'stream not found' };
    expect(describeError(e)).toBe('Rejected by the server: stream not found (code 0100)');
  });

  it('tells the operator to check before resending when the outcome is unknown', () => {
    const e: IpcError = { kind: 'outcome_unknown', cause: 'timeout', message: 'no answer in 10 s' };
    expect(describeError(e)).toBe('Sent, but no clear answer came back — check status before sending again.');
  });

  it('lists the issues of a request that was not sent', () => {
    const e: IpcError = { kind: 'invalid_request', issues: [{ path: 'stream_name', message: 'required' }], message: 'bad' };
    expect(describeError(e)).toBe('Not sent: stream_name: required');
  });

  it('never gives a bare word for any kind', () => {
    const kinds: IpcError[] = [
      { kind: 'timeout', phase: 'connect', message: 'after 5 s' },
      { kind: 'network_not_sent', cause: 'ECONNREFUSED', message: 'connection refused by 127.0.0.1' },
      { kind: 'no_credentials', message: 'no API key stored for Prod' },
      { kind: 'internal', message: 'see the log' },
    ];
    for (const e of kinds) expect(describeError(e).split(' ').length).toBeGreaterThan(3);
  });
});

describe('outcomeOf', () => {
  it('maps ok to DONE with optional words', () => {
    expect(outcomeOf({ ok: true, value: 3 }, (n) => `${n} pushes`)).toEqual({ status: 'done', text: '3 pushes' });
  });

  it('maps outcome_unknown to UNKNOWN and other failures to FAILED', () => {
    const unknown: IpcError = { kind: 'outcome_unknown', cause: 'connection_reset', message: 'm' };
    const failed: IpcError = { kind: 'auth_rejected', code: '0001', message: 'm', serverMessage: null };
    expect(outcomeOf({ ok: false, error: unknown }).status).toBe('unknown');
    expect(outcomeOf({ ok: false, error: failed }).status).toBe('failed');
  });

  it('treats a thrown bridge error as UNKNOWN, never as not sent', () => {
    const o = outcomeOfThrown(new Error('socket closed'));
    expect(o.status).toBe('unknown');
    if (o.status === 'unknown') expect(o.error.message).toContain('socket closed');
  });
});

describe('grid count text', () => {
  it('shows client rows and the filtered count', () => {
    expect(clientCountText(1234, 1234)).toBe('1,234 rows · one page');
    expect(clientCountText(56, 1234)).toBe('56 of 1,234 rows shown · one page');
    expect(clientCountText(1, 1)).toBe('1 row · one page');
  });

  it('shows the server page position', () => {
    expect(serverCountText({ page: 2, pageSize: 50, rowsOnPage: 50, hasMore: true })).toBe('Page 3 · rows 101–150, more on the server');
    expect(serverCountText({ page: 0, pageSize: 50, rowsOnPage: 7, hasMore: false })).toBe('Page 1 · rows 1–7 of 7, last page');
    expect(serverCountText({ page: 1, pageSize: 50, rowsOnPage: 10, hasMore: false, total: 60 })).toBe('Page 2 · rows 51–60 of 60');
    expect(serverCountText({ page: 0, pageSize: 50, rowsOnPage: 0, hasMore: false })).toBe('Page 1 · no rows');
  });
});
