/**
 * One wording per failure kind: electron/core/client/failure-text.ts builds each sentence,
 * and the screens, Activity and the CLI show it unchanged. So every sentence must read on
 * its own: no command name, "Not sent" at most once, a capital first and a full stop last.
 */
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../shared/api/failures';
import {
  alreadyInFlight, badShape, cancelled, connectionCut, connectTimeout, emptyBody, httpStatus, invalidRequest, notJson, notSent, outcomeUnknown, responseTimeout, serverFailure, tooLarge,
} from '../../../electron/core/client/failure-text';

const COMMAND = 'pushpublish.connect';
const built: Array<[string, ApiFailure]> = [
  ['outcome unknown', outcomeUnknown('connection_reset', { detail: 'ECONNRESET' })],
  ['bad shape', badShape('tickets[3].uses', 'expected a number')],
  ['HTTP status', httpStatus(502, 'Bad Gateway.')],
  ['0001', serverFailure('0001', 'CDN Authorization failed.')],
  ['0002', serverFailure('0002', null)],
  ['0003', serverFailure('0003', null)],
  ['other code', serverFailure('0100', 'stream not found')],
  ['not sent', notSent('could not connect to the server', 'ECONNREFUSED')],
  ['connect timeout', connectTimeout('after 5000 ms')],
  ['response timeout', responseTimeout('after 30000 ms')],
  ['connection cut', connectionCut('ECONNRESET')],
  ['too large', tooLarge('67108865 bytes', 64 * 1048576)],
  ['cancelled before send', cancelled('before_send')],
  ['cancelled while waiting', cancelled('waiting_to_retry')],
  ['already in flight', alreadyInFlight()],
  ['invalid request', invalidRequest([{ path: 'app', message: 'required' }])],
  ['empty body', emptyBody()],
  ['not JSON', notJson('is not JSON', 'Unexpected token <')],
];

describe('every failure sentence reads on its own', () => {
  it.each(built)('%s', (_name, failure) => {
    expect(failure.message).not.toContain(COMMAND);
    expect(failure.message.match(/not sent/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(failure.message).toMatch(/^[A-Z]/);
    expect(failure.message).toMatch(/[.)]$/);
  });

  it('an outcome unknown says its cause and the advice', () => {
    const m = outcomeUnknown('timeout').message;
    expect(m).toContain('no answer arrived in time after the request was sent');
    expect(m).toContain('check status before sending again.');
  });

  it("a rejection keeps the server's words and code", () => {
    expect(serverFailure('0100', 'stream not found').message).toBe('Rejected by the server: stream not found (code 0100)');
  });
});
