/**
 * The arm gap as a condition: an arm-then-fire control ignores a second press that comes
 * within its minimum gap of arming (so a double-click never arms and fires), and a person
 * is slower than that. Called right after the first press armed, this waits until the
 * page's own clock, the one the arm machine reads, has moved past that gap.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_ARM_TIMING } from '../../../renderer/src/components/arm-machine';
import { RUN_ARM } from '../../../shared/domain/sheets/runner';

/** The longest minimum gap of any arm machine (buttons, palette, run sheets). */
const ARM_GAP_MS = Math.max(DEFAULT_ARM_TIMING.minGapMs, RUN_ARM.minGapMs);

/** Waits until a second press would count as deliberate: call it after the press that armed. */
export async function armGap(page: Page): Promise<void> {
  const armedBy = await page.evaluate(() => Date.now());
  await page.waitForFunction(([since, gap]) => Date.now() - since > gap, [armedBy, ARM_GAP_MS] as const);
}
