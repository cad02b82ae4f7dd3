/**
 * The arm gap in renderer tests, with no waiting: an arm-then-fire control ignores a second
 * press within its minimum gap of arming (a double-click never fires), so a test moves the
 * clock the arm machine reads (Date only; timers stay real) past that gap before the
 * second press. setup.ts makes the clock real again after each test.
 */
import { vi } from 'vitest';
import { DEFAULT_ARM_TIMING } from '../../renderer/src/components/arm-machine';

export function passArmGap(): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + DEFAULT_ARM_TIMING.minGapMs + 1);
}
