/**
 * The board's changes told to screen readers (#49, accessibility): the shell's live regions
 * (polite "Announcements", assertive "Urgent announcements") get "#503 …: LIVE" when a push
 * goes live, "…: RECONNECTING" when one with reconnect on drops, and "…: FAILED — <reason>"
 * when one without drops; read from the regions' own text, as a screen reader would. On a
 * screen that does not show the board, a change is not told.
 */
import { expect, test } from './fixtures';
import { boardRow, goLive, watchDemo } from './steps/live';
import { reconnectOn } from './steps/reconnect';
import { openScreen } from './steps/screens';

test('a push going live, dropping with reconnect on and dropping without is announced in the live regions', async ({ mc }) => {
  test.setTimeout(90_000);
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  const polite = page.getByRole('status', { name: 'Announcements', exact: true });
  const urgent = page.getByRole('alert', { name: 'Urgent announcements' });
  await expect(polite).toHaveAttribute('aria-live', 'polite');
  await expect(urgent).toHaveAttribute('aria-live', 'assertive');
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await goLive(page, [502, 503]);
  for (const id of [502, 503]) await expect(boardRow(page, id)).toContainText('LIVE');
  await expect(polite).toContainText(/#502\b[^:]*: LIVE/);
  await expect(polite).toContainText(/#503\b[^:]*: LIVE/);
  await expect(urgent).toHaveText('');

  await reconnectOn(page, 502);
  expect(await mc.sandbox.dropPushes({ reason: 'Encoder went away' })).toBe(2);
  await expect(boardRow(page, 503)).toContainText('FAILED');
  // #503 has no reconnect: FAILED with the server's reason, at once. #502 tries again, politely.
  await expect(urgent).toContainText(/#503\b[^:]*: FAILED — .*Encoder went away/);
  await expect(polite).toContainText(/#502\b[^:]*: RECONNECTING/, { timeout: 15_000 });
  await expect(polite).toContainText(/#502\b[^:]*: LIVE[^]*#502\b[^:]*: RECONNECTING[^]*#502\b[^:]*: LIVE/, { timeout: 30_000 });
});

test('a screen that does not show the board does not tell its changes', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await goLive(page, [503]);
  await expect(boardRow(page, 503)).toContainText('LIVE');
  const urgent = page.getByRole('alert', { name: 'Urgent announcements' });
  await openScreen(page, 'Accounts');
  const reads = async () => (await mc.sandbox.counts())['stream.active'] ?? 0;
  expect(await mc.sandbox.dropPushes({ reason: 'Encoder went away' })).toBe(1);
  // Main reads the board while anything is on air: two reads after the drop, the drop is known.
  const after = await reads();
  await expect.poll(reads, { timeout: 15_000 }).toBeGreaterThan(after + 1);
  await expect(urgent).toHaveText('');
  await openScreen(page, 'Live');
  await expect(boardRow(page, 503)).toContainText('FAILED');
  await expect(urgent).toHaveText('');
});
