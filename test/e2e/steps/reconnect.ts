/**
 * Steps for automatic reconnect on Live: turn it on in a row's details, disconnect a row
 * (arm, then fire), and "afterwards" as a condition for a connect that must never come.
 */
import { type Page, expect } from '@playwright/test';
import { RECONNECT, baseWaitMs } from '../../../shared/domain/live/reconnect-backoff';
import type { SandboxAdmin } from '../fixtures';
import { armGap } from './arm';
import { boardRow } from './live';

/** Ticks "Reconnect automatically" in the row's details once main's snapshot says so, and folds the details again. */
export async function reconnectOn(page: Page, id: number): Promise<void> {
  await boardRow(page, id).first().getByRole('button', { name: /^Details of/ }).click();
  const toggle = page.getByRole('checkbox', { name: /Reconnect automatically/ });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await boardRow(page, id).first().getByRole('button', { name: /^Details of/ }).click();
  await expect(toggle).toHaveCount(0);
}

/** The row's Disconnect as a person presses it: once to arm, and again past the arm gap to fire. */
export async function disconnectRow(page: Page, id: number): Promise<void> {
  await boardRow(page, id).first().getByRole('button', { name: new RegExp(`^Disconnect #${id}\\b`) }).click();
  await armGap(page);
  await boardRow(page, id).first().getByRole('button', { name: /Press again to disconnect/ }).click();
}

/**
 * Afterwards, for a reconnect try that must not come: the page's clock (the console's
 * machine's) has passed the latest moment try `n` could be due after `since` (its wait at
 * the top of its jitter), and the sandbox has then answered two more board reads — so a try
 * the console had sent by then (through Retry, a disconnect first) has been counted.
 */
export async function pastTry(page: Page, sandbox: SandboxAdmin, n: number, since: number): Promise<void> {
  const latest = since + Math.min(baseWaitMs(n) * (1 + RECONNECT.jitter), RECONNECT.maxGapMs);
  await page.waitForFunction((t) => Date.now() > t, latest);
  const reads = async () => (await sandbox.counts())['stream.active'] ?? 0;
  const from = await reads();
  await expect.poll(reads, { timeout: 15_000 }).toBeGreaterThanOrEqual(from + 2);
}

/**
 * A window the console must hold still through, as conditions: the page's clock (the
 * console's machine's) has passed `ms` after `since`, and the sandbox has answered at least
 * `reads` more board reads (stream.active) since this was called — on a loaded machine the
 * window is then longer, never shorter.
 */
export async function heldThrough(page: Page, sandbox: SandboxAdmin, since: number, ms: number, reads: number): Promise<void> {
  const count = async () => (await sandbox.counts())['stream.active'] ?? 0;
  const from = await count();
  await page.waitForFunction((t) => Date.now() > t, since + ms, { timeout: ms + 30_000 });
  await expect.poll(count, { timeout: 30_000 }).toBeGreaterThanOrEqual(from + reads);
}
