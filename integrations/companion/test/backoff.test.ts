/** The module's retry waits after a network error: from 1 s by ×1.5 up to 30 s, jittered below each step. */
import { expect, it } from 'vitest';
import { backoffDelay } from '../src/core/backoff';

it('backs off from 1 s by ×1.5 up to 30 s, jittered below each step', () => {
  expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 1500, 2250, 3375]);
  expect(backoffDelay(40, () => 0)).toBe(30_000);
  expect(backoffDelay(0, () => 0.999)).toBeGreaterThanOrEqual(800);
  expect(backoffDelay(0, () => 0.999)).toBeLessThan(1000);
});
