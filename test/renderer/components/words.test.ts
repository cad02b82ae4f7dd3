import { describe, expect, it } from 'vitest';
import type { IpcError } from '../../../shared/ipc/define';
import { outcomeOf, outcomeOfThrown } from '../../../renderer/src/components/action-outcome';
import { describeError } from '../../../renderer/src/components/error-words';
import { clientCountText, serverCountText } from '../../../renderer/src/components/grid-count';

describe('describeError', () => {
  // Main words every failure once; the window shows that sentence as it is (no second wording).
  it("shows main's sentence unchanged — an outcome unknown keeps its cause", () => {
    const e: IpcError = { kind: 'outcome_unknown', cause: 'timeout', message: 'Sent, but no clear answer came back: no answer arrived in time after the request was sent. It may or may not have been applied and was not resent — check status before sending again.' };
    expect(describeError(e)).toBe(e.message);
  });

  it('never says "Not sent" twice', () => {
    const e: IpcError = { kind: 'network_not_sent', cause: 'ECONNREFUSED', message: 'Not sent: could not connect to the server (ECONNREFUSED).' };
    expect(describeError(e)).toBe('Not sent: could not connect to the server (ECONNREFUSED).');
  });

  it('lists the issues of input the window or the router refused', () => {
    const e: IpcError = { kind: 'invalid_input', issues: [{ path: 'stream_name', message: 'required' }], message: 'bad' };
    expect(describeError(e)).toBe('Not sent: stream_name: required');
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
    // A count asked for after the page says so in the same line; once counted, the total.
    expect(serverCountText({ page: 0, pageSize: 50, rowsOnPage: 50, hasMore: true, counting: true })).toBe('Page 1 · rows 1–50, counting the matches…');
    expect(serverCountText({ page: 0, pageSize: 50, rowsOnPage: 50, hasMore: true, counting: false, total: 120 })).toBe('Page 1 · rows 1–50 of 120');
  });
});
