/**
 * Timed cues on a real clock that is not today's: `master-control web --sandbox` runs under
 * libfaketime (its clock starts at the given instant and ticks in real time), so main's timer,
 * its time zone and the sandbox it sends to all live at that moment. Two cases:
 * - 23:59:30 UTC on the last day of a month: cues planned at 00:00:05 and 00:00:08 fire on
 *   1 December, not on the 30th (a day in the past, which would be a missed fire);
 * - TZ=Europe/London a little before clocks go forward (01:00 GMT → 02:00 BST, 28 March 2027):
 *   cues planned at 02:00:05 and 02:00:08 local fire at 01:00:05 and 01:00:08 UTC.
 * The sheet is saved over the web-mode socket (the cue form has no timing fields), then run on
 * the Run sheets screen, which arms it in main as an operator's Run does. Each cue's split
 * reaches the sandbox once, at or after its planned instant and within the engine's on-time
 * window (the sandbox's own receive time), and Activity records it as timed, not late.
 * Without faketime this fails (CI installs it, .ci/run): it never skips.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { AuditEntry } from '../../shared/domain/audit';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import { ON_TIME_MS } from '../../shared/domain/sheets/schedule';
import type { Sheet } from '../../shared/domain/sheets/schema';
import { openConsole } from './fixtures';
import { cueRow } from './sheet-steps';
import { callsFromPage, tokenOf } from './socket-calls';
import { openScreen, rendererDirArgs } from './steps/screens';
import { type WebProcess, startWebProcess } from './web-process';

interface ClockCase {
  title: string;
  tz: string;
  /** Where the console's clock starts (UTC). */
  startsAt: string;
  /** The cues' planned local times and the UTC instants they must fire at. */
  cues: Array<{ at: string; instant: string }>;
  /** An instant the run must be armed before, so the plan crosses it (midnight, the change). */
  crosses: string;
}

const CASES: ClockCase[] = [
  {
    title: 'at 23:59:30 on the last day of a month, cues after midnight fire on the 1st',
    tz: 'UTC',
    startsAt: '2026-11-30T23:59:30Z',
    cues: [{ at: '00:00:05', instant: '2026-12-01T00:00:05Z' }, { at: '00:00:08', instant: '2026-12-01T00:00:08Z' }],
    crosses: '2026-12-01T00:00:00Z',
  },
  {
    title: 'with TZ=Europe/London as clocks go forward, cues planned in summer time fire at their instant',
    tz: 'Europe/London',
    startsAt: '2027-03-28T00:59:35Z',
    cues: [{ at: '02:00:05', instant: '2027-03-28T01:00:05Z' }, { at: '02:00:08', instant: '2027-03-28T01:00:08Z' }],
    crosses: '2027-03-28T01:00:00Z',
  },
];

/** libfaketime's launcher, or the failure that says it is missing (this test never skips). */
function faketimeAt(startsAt: string): string[] {
  const found = spawnSync('faketime', ['--version'], { encoding: 'utf8' });
  if (found.error !== undefined || found.status !== 0) throw new Error('faketime is not installed: the timed-cue clock e2e needs libfaketime (apt-get install faketime; .ci/run installs it)');
  // A relative offset: unambiguous in any TZ (an absolute "@" time is read in local time).
  const offset = Math.round((Date.parse(startsAt) - Date.now()) / 1000);
  return ['faketime', '-f', `${offset >= 0 ? '+' : ''}${offset}s`];
}

const test = base.extend<{ clockCase: ClockCase; web: WebProcess }>({
  clockCase: [CASES[0]!, { option: true }],
  web: async ({ clockCase }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-timed-clock-'));
    const proc = await startWebProcess(['--sandbox', '--port', '0', '--data-dir', dataDir, ...rendererDirArgs()], { TZ: clockCase.tz }, faketimeAt(clockCase.startsAt));
    try {
      await use(proc);
    } finally {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

function sheetOf(c: ClockCase): Sheet {
  return {
    version: 1, id: 'timed-clock', name: 'On the clock', account: SANDBOX_PROFILE_ID, accountName: 'Sandbox',
    cues: c.cues.map((cue, i) => ({
      id: `cue-${i + 1}`, label: `Split ${cue.at}`, notes: '', plan: { kind: 'clock', at: cue.at, mode: 'hard', missed: { policy: 'skip' } },
      action: { kind: 'split', params: { app: 'demo-origin/live', stream: `cam_${i + 1}` } },
    })),
  };
}

async function admin<T>(web: WebProcess, path: string): Promise<T> {
  const a = web.line.sandbox_admin!;
  return (await (await fetch(new URL(path, a.url), { headers: { authorization: `Bearer ${a.token}` } })).json()) as T;
}

for (const c of CASES) {
  test.describe(c.tz, () => {
    // The page in main's zone, as on the machine the console runs on (the run view says lateness in its own zone).
    test.use({ clockCase: c, timezoneId: c.tz });
    test(c.title, async ({ page, web }) => {
      test.setTimeout(120_000);
      const token = tokenOf(web.line.url);
      await openConsole(page, web.line.url);
      const saved = await callsFromPage(page, [['sheets.save', sheetOf(c)]], token);
      expect(saved, JSON.stringify(saved)).toMatchObject([{ ok: true }]);

      // The operator's Run: the screen arms the run's timed cues in main.
      await openScreen(page, 'Run sheets');
      await page.getByRole('button', { name: 'On the clock' }).click();
      await page.getByRole('button', { name: 'Run…' }).click();
      await expect.poll(async () => ((await callsFromPage(page, [['sheets.timed', {}]], token))[0] as { value: unknown[] }).value.length).toBe(1);
      const [armed] = (await callsFromPage(page, [['sheets.timed', {}]], token)) as Array<{ value: Array<{ zone: string; armedAt: string; next: { at: string } | null }> }>;
      const run = armed!.value[0]!;
      expect(run.zone).toBe(c.tz);
      expect(Date.parse(run.armedAt), `armed at ${run.armedAt}: after ${c.crosses}, so the plan no longer crosses it`).toBeLessThan(Date.parse(c.crosses));
      expect(run.next?.at).toBe(new Date(c.cues[0]!.instant).toISOString());

      // Each split reaches the sandbox once, at its instant (the sandbox's receive time, on the same fake clock).
      await expect.poll(() => admin<number[]>(web, 'arrivals/recording.split').then((a) => a.length), { timeout: 60_000 }).toBe(c.cues.length);
      const arrived = await admin<number[]>(web, 'arrivals/recording.split');
      c.cues.forEach((cue, i) => {
        const late = arrived[i]! - Date.parse(cue.instant);
        expect(late, `cue ${i + 1} (${cue.at}) reached the sandbox ${late} ms after ${cue.instant}`).toBeGreaterThanOrEqual(0);
        expect(late, `cue ${i + 1} (${cue.at}) reached the sandbox ${late} ms after ${cue.instant}`).toBeLessThanOrEqual(ON_TIME_MS);
      });
      expect((await admin<Record<string, number>>(web, 'counts'))['recording.split']).toBe(c.cues.length);

      // Activity: each split under its cue, asked by the timed engine, on time (no lateness recorded).
      const [listed] = (await callsFromPage(page, [['activity.list', { command: 'recording.split' }]], token)) as Array<{ value: { entries: AuditEntry[] } }>;
      const entries = listed!.value.entries.slice().sort((a, b) => a.cue!.n - b.cue!.n);
      expect(entries.map((e) => ({ n: e.cue?.n, source: e.source, outcome: e.outcome }))).toEqual(c.cues.map((_, i) => ({ n: i + 1, source: { kind: 'timed' }, outcome: 'ok' })));
      // The run on screen follows main: each cue done, on time.
      for (let n = 1; n <= c.cues.length; n += 1) {
        await expect(cueRow(page, n).getByRole('cell').nth(4)).toHaveText('on time');
        await expect(cueRow(page, n)).toContainText('DONE');
      }
    });
  });
}
