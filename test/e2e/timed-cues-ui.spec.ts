/**
 * Timed cues from the screens (web mode, real clock, cues a few seconds ahead; every wait is on a
 * condition): a hard split set in the editor fires by itself and the sandbox receives it; a soft
 * cue takes standby and sends nothing; an impossible time is a specific error under its field and
 * nothing typed or saved is lost; arming authorises a destructive cue ("authorised by … at …")
 * while the other says it will ask.
 * Screenshots: test-results/shots-e2e/timed-cues-ui/ (the editor with errors, the arm panel, the run view; both themes and sizes).
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addCue, cueForm, cueRow, newSheet, sheetSaved } from './sheet-steps';
import { setTheme } from './steps/screens';

const SHOTS = 'test-results/shots-e2e/timed-cues-ui';
const two = (v: number) => String(v).padStart(2, '0');
const hhmmss = (ms: number) => { const d = new Date(ms); return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`; };
const cues = (page: Page) => page.getByRole('list', { name: 'Cues' }).getByRole('listitem');

async function splitCue(f: Locator, at: string, timing: 'hard' | 'soft', del = false): Promise<void> {
  await f.getByLabel('Application/instance').fill('demo-origin/live');
  await f.getByLabel('Stream or pattern').fill('cam_1');
  if (del) await f.getByRole('checkbox', { name: /Delete the closed file/ }).check();
  await f.getByLabel('Planned').selectOption('clock');
  await f.getByRole('textbox', { name: 'Clock time' }).fill(at);
  await f.getByLabel('At its time').selectOption(timing);
}

test('a hard cue set a few seconds ahead in the editor fires by itself: the sandbox receives the split', async ({ mc, page }) => {
  await newSheet(page, 'Hard');
  const at = hhmmss(Date.now() + 8_000);
  await addCue(page, 'Split recording', 'Top of the hour', (f) => splitCue(f, at, 'hard'));
  // Shown in local time and UTC.
  await expect(cues(page).first().getByTestId('cue-timing')).toContainText(new RegExp(`at ${at} \\(\\d\\d:\\d\\d:\\d\\d UTC\\) · fires by itself · if missed: standby, asks`));
  await sheetSaved(page);
  expect((await mc.sandbox.counts())['recording.split'] ?? 0).toBe(0);
  await page.getByRole('button', { name: 'Run…' }).click();
  await expect.poll(async () => (await mc.sandbox.counts())['recording.split'] ?? 0, { timeout: 30_000 }).toBe(1);
  // The run on screen follows main's fire: the cue has its fire time and lateness.
  await expect(cueRow(page, 1)).toContainText(/on time|late/);
});

test('a soft cue takes standby at its time and waits for GO: nothing is sent', async ({ mc, page }) => {
  await newSheet(page, 'Soft');
  await addCue(page, 'Note only', 'Doors', async () => {});
  const at = hhmmss(Date.now() + 6_000);
  await addCue(page, 'Split recording', 'Opening', (f) => splitCue(f, at, 'soft'));
  await expect(cues(page).nth(1).getByTestId('cue-timing')).toContainText('standby at its time, waits for GO');
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Run…' }).click();
  const tag = page.getByRole('region', { name: 'Standby' }).locator('.sh-standby__tag');
  await expect(tag).toContainText('STANDBY · cue 1 of 2');
  await expect(tag).toContainText('STANDBY · cue 2 of 2', { timeout: 30_000 });
  expect((await mc.sandbox.counts())['recording.split'] ?? 0).toBe(0);
});

test('an impossible time is a specific error under its field; the sheet and the form keep everything', async ({ mc: _mc, page }) => {
  await newSheet(page, 'Bad time');
  await addCue(page, 'Note only', 'Doors', async () => {});
  const f = cueForm(page);
  await f.getByLabel('Action').selectOption({ label: 'Split recording' });
  await f.getByLabel('Label', { exact: true }).fill('Opening');
  await splitCue(f, '25:61', 'hard', true);
  // A destructive cue is never fired late: not offered, and said.
  await expect(f.getByLabel('If its time is missed').locator('option')).toHaveText(['standby and ask', 'skip it']);
  await expect(f).toContainText('A destructive cue is never fired late');
  await f.getByRole('checkbox', { name: 'Repeat (e.g. split every 30 minutes until 23:00)' }).check();
  await f.getByLabel('Every (minutes)').fill('0');
  await f.getByRole('button', { name: 'Add cue' }).click();
  await expect(f.getByRole('textbox', { name: 'Clock time' })).toHaveAccessibleDescription(/a clock time, HH:MM or HH:MM:SS \(24-hour, e\.g\. 19:00 or 19:00:30\)/);
  await expect(f.getByLabel('Every (minutes)')).toHaveAccessibleDescription('minutes between repeats, a whole number from 1 to 1440');
  await expect(f.getByRole('textbox', { name: 'Until' })).toHaveAccessibleDescription(/repeat until a clock time/);
  await f.getByRole('group', { name: 'Timing' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shots(page, 'editor-errors');
  // Nothing lost: the sheet still has its cue, the form still holds what was typed.
  await expect(cues(page)).toHaveCount(1);
  await expect(f.getByLabel('Label', { exact: true })).toHaveValue('Opening');
  await expect(f.getByLabel('Stream or pattern')).toHaveValue('cam_1');
  await f.getByRole('textbox', { name: 'Clock time' }).fill('19:00');
  await f.getByLabel('Every (minutes)').fill('30');
  await f.getByRole('textbox', { name: 'Until' }).fill('23:00');
  await f.getByRole('button', { name: 'Add cue' }).click();
  await expect(cues(page)).toHaveCount(2);
  await expect(cues(page).nth(1).getByTestId('cue-timing')).toContainText(/every 30 min until 23:00:00 \(\d\d:\d\d:\d\d UTC\)/);
  await sheetSaved(page);
});

test('arming authorises a destructive timed cue: the run view says who and when; the other will ask', async ({ mc: _mc, page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await newSheet(page, 'Authorise');
  // Far enough ahead that nothing fires while the test looks.
  const at = hhmmss(Date.now() + 30 * 60_000);
  await addCue(page, 'Split recording', 'Wipe A', (f) => splitCue(f, at, 'hard', true));
  await addCue(page, 'Split recording', 'Wipe B', (f) => splitCue(f, at, 'hard', true));
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Run…' }).click();
  const panel = page.getByRole('region', { name: 'Authorise timed cues' });
  await panel.getByRole('checkbox', { name: /^Authorise cue 1 \(Wipe A\)/ }).check();
  await expect(panel.getByRole('checkbox', { name: /^Authorise cue 2 \(Wipe B\)/ })).not.toBeChecked();
  await shots(page, 'arm-panel');
  await panel.getByRole('button', { name: 'Run, authorising 1 cue' }).click();
  await expect(cueRow(page, 1).getByTestId('cue-authorisation')).toHaveText(/^✓ authorised by .+ at \d\d:\d\d$/);
  await expect(cueRow(page, 2).getByTestId('cue-authorisation')).toHaveText('⚠ Not authorised: at its time it goes to standby and asks for GO.');
  await shots(page, 'run-view');
});

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    for (const [width, height] of [[1280, 720], [1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${width}x${height}.png`, fullPage: true });
    }
  }
  await setTheme(page, 'dark');
}
