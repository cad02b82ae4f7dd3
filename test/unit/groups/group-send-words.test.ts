/** A group's words count what the server refused, never as sent: "Sent to 0 of 2: both refused — already pushing". */
import { describe, expect, it } from 'vitest';
import { groupSendWent, groupSendWords } from '../../../shared/domain/groups/send-words';

const refused = (id: number, why = 'already pushing') => ({ id, reason: `Rejected by the server: ${why}` });

describe('group send words', () => {
  it('count refusals apart from sends', () => {
    expect(groupSendWords('Sent to', { sent: [], refused: [refused(501), refused(502)], notSent: [] })).toBe('Sent to 0 of 2: both refused — already pushing');
    expect(groupSendWords('Sent to', { sent: [], refused: [refused(1), refused(2), refused(3)], notSent: [] })).toBe('Sent to 0 of 3: all 3 refused — already pushing');
    expect(groupSendWords('Sent to', { sent: [501], refused: [refused(502)], notSent: [{ id: 503, reason: 'Not sent: #503 socialplatform is already LIVE' }] })).toBe('Sent to 1 of 3: #502 refused — already pushing; #503 socialplatform is already LIVE');
    // A reason that does not name the member first gets its id; #5030 is not #503.
    expect(groupSendWords('Sent to', { sent: [], refused: [], notSent: [{ id: 503, reason: 'it is OFF' }, { id: 50, reason: '#503 x' }] })).toBe('Sent to 0 of 2; #503 it is OFF; #50 #503 x');
    expect(groupSendWords('Sent to', { sent: [1], refused: [refused(2, 'no'), refused(3, 'busy')], notSent: [] })).toBe('Sent to 1 of 3: #2 refused — no; #3 refused — busy');
    expect(groupSendWords('Disconnect sent to', { sent: [1, 2, 3], refused: [], notSent: [] })).toBe('Disconnect sent to 3 of 3');
  });

  it('went only when something was sent and nothing refused', () => {
    expect(groupSendWent({ sent: [1], refused: [], notSent: [] })).toBe(true);
    expect(groupSendWent({ sent: [1], refused: [refused(2)], notSent: [] })).toBe(false);
    expect(groupSendWent({ sent: [], refused: [], notSent: [{ id: 1, reason: 'x' }] })).toBe(false);
  });
});
