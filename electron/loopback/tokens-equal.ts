/**
 * A bearer or socket token compared in constant time, so response timing leaks nothing
 * about it: web mode's console socket and the control API both check theirs with it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export function tokensEqual(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  // Hash both so timingSafeEqual gets equal lengths whatever was sent.
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
