// Countries picked in the insights → the allowed set Geo opens with.
import { describe, expect, it } from 'vitest';
import { ISO_ALPHA2 } from '../../../shared/domain/live/countries';
import { proposedCodes } from '../../../shared/domain/insights/geo-proposal';

const target = { app: 'live' };

describe('geo proposal', () => {
  it('"Allow only these" is exactly the picked codes, whatever was applied', () => {
    expect(proposedCodes({ target, mode: 'only', codes: ['nl', 'AU'] }, { codes: ['US'], at: '', invalidCodes: [] })).toEqual(['AU', 'NL']);
  });

  it('"Allow only the rest" removes the picked codes from the last applied set', () => {
    expect(proposedCodes({ target, mode: 'rest', codes: ['NL'] }, { codes: ['NL', 'DE', 'FR', 'XX'], at: '', invalidCodes: ['XX'] })).toEqual(['DE', 'FR']);
  });

  it('"Allow only the rest" starts from every country when all were allowed or nothing is known', () => {
    const rest = proposedCodes({ target, mode: 'rest', codes: ['NL', 'AU'] }, null);
    expect(rest).toHaveLength(ISO_ALPHA2.length - 2);
    expect(rest).not.toContain('NL');
    expect(proposedCodes({ target, mode: 'rest', codes: ['NL', 'AU'] }, { codes: null, at: '', invalidCodes: [] })).toEqual(rest);
  });
});
