// A cue's outcome over several destinations says how many went and how many did not.
import { describe, expect, it } from 'vitest';
import { type CuePart, summarize } from '../../../shared/domain/sheets/outcome';

const part = (state: CuePart['state']): CuePart => ({ label: '#501', state, message: state === 'failed' ? 'Rejected by the server: refused' : '' });

describe('a cue outcome in words', () => {
  it('counts what went live and what failed, so "2 of 3" is never ambiguous', () => {
    expect(summarize(['live', 'failed', 'live'].map((s) => part(s as CuePart['state'])))).toEqual({ state: 'failed', message: '2 of 3 went live, 1 failed' });
  });

  it('names every state a part is in, worst last', () => {
    expect(summarize(['unknown', 'off', 'connecting'].map((s) => part(s as CuePart['state']))).message).toBe('1 of 3 connecting, 1 not sent, 1 without a clear answer');
    expect(summarize([part('stopped'), part('stopped')]).message).toBe('2 of 2 stopped');
  });

  it('keeps the one part’s own message for a cue with one destination', () => {
    expect(summarize([part('failed')])).toEqual({ state: 'failed', message: 'Rejected by the server: refused' });
  });
});
