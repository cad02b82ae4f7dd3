// Countries picked in the insights → the allowed set Geo opens with, said in the same words everywhere.
import { describe, expect, it } from 'vitest';
import { ISO_ALPHA2 } from '../../../shared/domain/live/countries';
import { setWords } from '../../../shared/domain/live/geo-set-words';
import { proposedCodes } from '../../../shared/domain/insights/geo-proposal';

const target = { app: 'live' };

describe('geo proposal', () => {
  it('"Allow only these" is exactly the picked codes', () => {
    expect(proposedCodes({ target, mode: 'only', codes: ['nl', 'AU'] })).toEqual(['AU', 'NL']);
  });

  it('"Allow only the rest" is every country but the picked ones', () => {
    const rest = proposedCodes({ target, mode: 'rest', codes: ['NL', 'AU'] });
    expect(rest).toHaveLength(ISO_ALPHA2.length - 2);
    expect(rest).not.toContain('NL');
    expect(rest).not.toContain('AU');
    expect(rest).toContain('DE');
  });
});

describe('an allowed set in words', () => {
  it('names a small set and says a large one by what it leaves out', () => {
    expect(setWords(['fr', 'DE'])).toEqual({ count: 2, allowed: 'only DE, FR', blocked: 'every other country', byExclusion: false });
    expect(setWords(ISO_ALPHA2.filter((c) => c !== 'CN'))).toEqual({ count: ISO_ALPHA2.length - 1, allowed: 'every country except CN', blocked: 'CN', byExclusion: true });
  });

  it('lists a set holding a code outside the ISO list, so the odd code is never hidden', () => {
    expect(setWords([...ISO_ALPHA2.filter((c) => c !== 'CN'), 'QQ']).byExclusion).toBe(false);
    expect(setWords([]).allowed).toBe('only none');
  });
});
