/**
 * sevu.errorlog's date filter goes under both names the documentation uses (the spec's
 * `datetime`, the public example's `starttime`), same value, so a service that reads only
 * one still filters (the sandbox side: test/unit/sandbox/lenient-service.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { validateParams } from '../../../electron/core/client/prepare';

describe('sentAlso', () => {
  it('sends the errorlog date filter as datetime and, last, as starttime with the same value', () => {
    const v = validateParams('sevu.errorlog', { limit: 5, datetime: '2026-11-01 00:00:00' }, 1);
    expect(v.ok && Object.entries(v.members)).toEqual([['limit', 5], ['datetime', '2026-11-01 00:00:00'], ['starttime', '2026-11-01 00:00:00']]);
  });

  it('adds nothing when no date filter is given, and nothing to other commands', () => {
    const v = validateParams('sevu.errorlog', { limit: 5 }, 1);
    expect(v.ok && v.members).toEqual({ limit: 5 });
    const s = validateParams('sevu.search', { limit: 5 }, 1);
    expect(s.ok && s.members).toEqual({ limit: 5 });
  });
});
