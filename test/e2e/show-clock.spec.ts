/**
 * The show clock end to end (web mode, the control API on): a cue planned 10 minutes and a few
 * seconds ahead; #502 refuses (the sandbox refuses its pushes, read back FAILED). The preflight
 * at T-10 runs by itself and says so on the run view's cue, in the notices and in /v1/state; the
 * countdown reads the same on two pages (the run view and another page's Live bar) and in the
 * Companion module's variable computed from the state the module reads.
 * Screenshots: test-results/shots-e2e/show-clock/ (Live bar and run view, both themes and sizes).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, test as base } from '@playwright/test';
import { checkState } from '../../integrations/companion/src/core/check';
import { variableValues } from '../../integrations/companion/src/core/view';
import { expect, openConsole } from './fixtures';
import { boardRow, watchDemo } from './steps/live';
import { openScreen, rendererDirArgs, setTheme } from './steps/screens';
import { addCue, cueRow, newSheet, sheetSaved } from './sheet-steps';
import { type WebProcess, startWebProcess } from './web-process';

const SHOTS = 'test-results/shots-e2e/show-clock';

interface ClockWeb {
  proc: WebProcess;
  control: { url: string; token: string };
  admin: { url: string; token: string };
}

const test = base.extend<{ web: ClockWeb }>({
  web: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-clock-'));
    const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, '--control-port', '0', ...rendererDirArgs()]);
    const line = proc.line as WebProcess['line'] & { control: ClockWeb['control'] };
    try {
      await use({ proc, control: line.control, admin: line.sandbox_admin! });
    } finally {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

async function api(web: ClockWeb, method: string, path: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${web.control.url}${path}`, { method, headers: { Authorization: `Bearer ${web.control.token}`, 'X-Client-Name': 'Clock e2e' } });
  return (await res.json()) as Record<string, unknown>;
}

async function admin(web: ClockWeb, path: string, body: unknown): Promise<void> {
  const res = await fetch(new URL(path, web.admin.url), { method: 'POST', headers: { authorization: `Bearer ${web.admin.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}

const two = (v: number) => String(v).padStart(2, '0');
const hhmmss = (ms: number) => { const d = new Date(ms); return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`; };
const countdown = (page: Page) => page.getByTestId('show-countdown').first();

/** The module's next_cue_in, from the state the module reads (checked as the module checks it), at this moment. */
async function moduleCountdown(web: ClockWeb): Promise<string> {
  const checked = checkState(await api(web, 'GET', '/v1/state'));
  if (!checked.ok) throw new Error(checked.problem);
  return String(variableValues(checked.state, []).next_cue_in);
}

test('a preflight at T-10 finds the refusing destination on the sheet, in notices and /v1/state; the countdown reads the same on two views and the module', async ({ page, web, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openConsole(page, web.proc.line.url);
  await watchDemo(page);
  await page.getByLabel('Refresh every').selectOption('2000');
  await admin(web, 'refuse', { push_service_id: 502, refused: true });
  expect(await api(web, 'POST', '/v1/destinations/502/live')).toMatchObject({ outcome: 'accepted' });
  await expect(boardRow(page, 502)).toContainText('FAILED', { timeout: 15_000 });

  await newSheet(page, 'On time');
  // 10 minutes and 12 seconds ahead: the preflight at T-10 comes by itself a few seconds after the run opens.
  const due = Date.now() + 10 * 60_000 + 12_000;
  await addCue(page, 'Go live', 'Doors', async (f) => {
    await f.getByRole('checkbox', { name: /#502/ }).check();
    await f.getByLabel('Planned').selectOption('clock');
    await f.getByRole('textbox', { name: 'Clock time' }).fill(hhmmss(due));
  });
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Run…' }).click();
  const strip = page.getByRole('region', { name: 'Show clock and preflight' });
  await expect(strip).toContainText('No preflight yet');
  await expect(strip).toContainText(`${hhmmss(due)} (`);

  // At T-10: the mark on the cue, the notice, and /v1/state, in the same words.
  await expect(cueRow(page, 1).getByTestId('preflight-mark')).toContainText(/Preflight: Cue 1 \(Doors\): destination #502 .* refuses: Destination refused the connection\./, { timeout: 30_000 });
  const state = (await api(web, 'GET', '/v1/state')) as { clock: { sheet: string; next: { at: string; n: number }; preflight: { trigger: string; problems: Array<{ cueId: string; words: string }> } } };
  expect(state.clock).toMatchObject({ sheet: 'On time', next: { n: 1, at: new Date(Math.floor(due / 1000) * 1000).toISOString() }, preflight: { trigger: 'lead' } });
  const words = state.clock.preflight.problems.map((p) => p.words);
  expect(words).toHaveLength(1);
  await expect(cueRow(page, 1).getByTestId('preflight-mark')).toHaveText(`⚠ Preflight: ${words[0]}`);
  await expect(page.getByRole('banner', { name: 'Active account' }).getByRole('alert').filter({ hasText: words[0]! })).toHaveCount(1);
  await expect(strip).toContainText('⚠ 1 preflight problem');

  // A second view: another page's Live bar; the same countdown on both and in the module's variable.
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 720 });
  await openConsole(other, web.proc.line.url);
  await openScreen(other, 'Live');
  await expect(countdown(other)).toHaveText(/^in 9:\d\d$/);
  await expect.poll(async () => {
    const [a, b, m] = [await countdown(page).textContent(), await countdown(other).textContent(), await moduleCountdown(web)];
    return a === b && b === m ? a : `${a} | ${b} | ${m}`;
  }, { timeout: 10_000 }).toMatch(/^in 9:\d\d$/);

  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    await setTheme(other, theme);
    for (const [width, height] of [[1280, 720], [1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      await other.setViewportSize({ width, height });
      await page.screenshot({ path: `${SHOTS}/run-view-${theme}-${width}x${height}.png` });
      await other.screenshot({ path: `${SHOTS}/live-bar-${theme}-${width}x${height}.png` });
    }
  }
});
