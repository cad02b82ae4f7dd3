import { describe, expect, it } from 'vitest';
import { streamSplitKey, withSplitRefused, withSplitRows, withSplitSending, withSplitSettled } from '../../../renderer/src/features/live/split-shown';
import type { LedgerRow } from '../../../shared/domain/live/ledger';

const row = (stream: string, outcome: LedgerRow['outcome'], requested = stream): LedgerRow => ({
  id: `${requested}-${stream}`, time: 't', account: 'a', profileId: 'p', app: 'demo/live', stream, requested, title: null, file: null, duration: null, outcome, message: null, deleted: false,
});
const key = (s: string) => streamSplitKey('demo/live', s);

describe("each stream's last split, as its row shows it", () => {
  it('is sending until its answer, and a later answer replaces an earlier one', () => {
    let shown = withSplitSending({}, 'demo/live', ['cam_1']);
    expect(shown[key('cam_1')]).toEqual({ kind: 'sending' });
    shown = withSplitRows(shown, [row('cam_1', 'ok')]);
    expect(shown[key('cam_1')]).toEqual({ kind: 'answer', row: row('cam_1', 'ok') });
    // A wildcard split's answer for the same stream is now the one its row shows.
    shown = withSplitRows(withSplitSending(shown, 'demo/live', ['cam_1', 'cam_2']), [row('cam_1', 'failed', 'cam_*'), row('cam_2', 'ok', 'cam_*')]);
    expect(shown[key('cam_1')]).toEqual({ kind: 'answer', row: row('cam_1', 'failed', 'cam_*') });
    expect(shown[key('cam_2')]).toEqual({ kind: 'answer', row: row('cam_2', 'ok', 'cam_*') });
  });

  it('keeps the same stream name on another application apart', () => {
    const shown = withSplitRows({}, [{ ...row('cam_1', 'ok'), app: 'other/live' }]);
    expect(shown[key('cam_1')]).toBeUndefined();
  });

  it('a failed pattern (one row for what was asked) answers every stream it was sent for', () => {
    const whole = row('cam_*', 'unknown', 'cam_*');
    const shown = withSplitSettled(withSplitRows(withSplitSending({}, 'demo/live', ['cam_1', 'cam_2']), [whole]), 'demo/live', ['cam_1', 'cam_2'], [whole]);
    expect(shown[key('cam_1')]).toEqual({ kind: 'answer', row: whole });
    expect(shown[key('cam_2')]).toEqual({ kind: 'answer', row: whole });
  });

  it('a stream the answer does not name stops saying sending; an earlier answer elsewhere stays', () => {
    const before = withSplitRows({}, [row('main', 'ok')]);
    const shown = withSplitSettled(withSplitRows(withSplitSending(before, 'demo/live', ['cam_1', 'cam_2']), [row('cam_1', 'ok', 'cam_*')]), 'demo/live', ['cam_1', 'cam_2'], [row('cam_1', 'ok', 'cam_*')]);
    expect(shown[key('cam_2')]).toBeUndefined();
    expect(shown[key('main')]).toEqual({ kind: 'answer', row: row('main', 'ok') });
  });

  it('a request refused before any answer says why on the streams still sending, not on answered ones', () => {
    const error = { kind: 'invalid_input' as const, message: 'bad', issues: [] };
    const shown = withSplitRefused(withSplitSending(withSplitRows({}, [row('main', 'ok')]), 'demo/live', ['cam_1']), 'demo/live', ['cam_1', 'main'], error);
    expect(shown[key('cam_1')]).toEqual({ kind: 'failed', error });
    expect(shown[key('main')]).toEqual({ kind: 'answer', row: row('main', 'ok') });
  });
});
