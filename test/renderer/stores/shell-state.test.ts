import { describe, expect, it } from 'vitest';
import { MAX_NOTICES, addNotice, armedWarning, dismissNotice, withArmed, withoutArmed } from '../../../renderer/src/stores/shell-state';
import { useMc } from '../../../renderer/src/stores/store';

describe('shell state', () => {
  it('keeps at most a few notices and drops an immediate repeat', () => {
    let list = addNotice([], { level: 'error', title: 'Push failed', body: 'a' });
    list = addNotice(list, { level: 'error', title: 'Push failed', body: 'a' });
    expect(list).toHaveLength(1);
    for (let i = 0; i < 10; i++) list = addNotice(list, { level: 'info', title: `n${i}`, body: '' });
    expect(list).toHaveLength(MAX_NOTICES);
    expect(list[list.length - 1]?.title).toBe('n9');
    expect(dismissNotice(list, list[0]!.id)).toHaveLength(MAX_NOTICES - 1);
  });

  it('registers and unregisters armed actions without needless copies', () => {
    const a = withArmed({}, 'x', 'Press again to disconnect all 6 pushes');
    expect(withArmed(a, 'x', 'Press again to disconnect all 6 pushes')).toBe(a);
    expect(withoutArmed(a, 'x')).toEqual({});
    expect(withoutArmed({}, 'y')).toEqual({});
  });

  it('words the account-switch question', () => {
    expect(armedWarning({})).toBeNull();
    expect(armedWarning({ a: 'Press again to split' })).toBe('A live action is armed (“Press again to split”). Switching accounts disarms it.');
    expect(armedWarning({ a: 'x', b: 'y' })).toBe('2 live actions are armed. Switching accounts disarms them.');
  });

  it('disarmAll clears the registry and bumps the epoch', () => {
    useMc.getState().setArmed('a', 'Press again');
    useMc.getState().disarmAll();
    expect(useMc.getState().armed).toEqual({});
    expect(useMc.getState().disarmEpoch).toBe(1);
  });
});
