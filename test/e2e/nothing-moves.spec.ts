/**
 * Nothing moves: what appears takes room kept for it. On Live, ticking a
 * service that locks servers shows "Server tag for #501" without moving Go live, the
 * overrides, the board or Recording; in a rehearsal, ticking Refuse shows REFUSES without
 * moving the next destination's toggle or overlapping its name, and an armed GO keeps Back,
 * Skip, Jump and the GO key where they were. Every control on Live stays put through a
 * control surface's arm (which covers none of them), a local arm and three push-failed
 * notices; GO, Back, Skip and Jump keep their places from a short cue to a long one, with
 * notes, a plan time, a destructive cue or one already fired. Each at 1280×720 and 1440×900.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addCue, newSheet, sheetSaved } from './sheet-steps';
import { CONTROL_ARGS, controlApi } from './steps/control';
import { type HeldControls, holdControls, moved } from './steps/hold-still';
import { findLayoutProblems } from './layout-check';
import { saveGroup } from './steps/groups';
import { boardRow, goLive, openLedger, watchDemo } from './steps/live';

const SIZES = [[1280, 720], [1440, 900]] as const;

/** Every held control's place at each size, ending at the first. */
async function placesAtSizes(page: Page, held: HeldControls): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [width, height] of [...SIZES].reverse()) {
    await page.setViewportSize({ width, height });
    out[`${width}x${height}`] = await held.places();
  }
  return out;
}
/** Adds a destructive cue "Close": disconnect every push on demo-origin, planned at `at` (a clock time) if given. */
async function addDisconnectAll(page: Page, at?: string): Promise<void> {
  await addCue(page, 'Disconnect', 'Close', async (f) => {
    if (at) {
      await f.getByLabel('Planned').selectOption('clock');
      await f.getByRole('textbox', { name: 'Clock time' }).fill(at);
    }
    await f.getByLabel('Application', { exact: true }).fill('demo-origin');
    const all = f.getByRole('checkbox', { name: /Disconnect all pushes/ });
    if (!(await all.isChecked())) await all.check();
  });
}
/**
 * A surface arms "Disconnect #502" through the control API: its arm shows, no held control
 * moves from `before` and none is under it; then the surface cancels it.
 */
async function surfaceArmHoldsStill(page: Page, api: ReturnType<typeof controlApi>, held: HeldControls, before: Record<string, string>, size: string): Promise<void> {
  const toast = page.getByRole('region', { name: 'Armed from a control surface' });
  const arm = await api('POST', '/v1/destinations/502/disconnect');
  expect(arm).toMatchObject({ status: 202 });
  await expect(toast).toBeVisible();
  expect(moved(before, await held.places()), `surface arm at ${size}`).toEqual([]);
  // Measured while the arm still shows: coveredBy reads the toast, so it was there for both.
  expect(await held.coveredBy(toast), `under the surface arm at ${size}`).toEqual([]);
  expect((await api('DELETE', `/v1/arm/${String(arm.body.armId)}`)).status).toBe(200);
  await expect(toast).toHaveCount(0);
}
/** The controls that moved between two placesAtSizes, by size. */
const movedAtSizes = (a: Record<string, Record<string, string>>, b: Record<string, Record<string, string>>) =>
  Object.fromEntries(Object.keys(a).map((size) => [size, moved(a[size]!, b[size]!)]));
const NOTHING = Object.fromEntries(SIZES.map(([w, h]) => [`${w}x${h}`, []]));

const place = async (els: Record<string, Locator>): Promise<Record<string, string>> => {
  const out: Record<string, string> = {};
  for (const [k, el] of Object.entries(els)) {
    const b = (await el.boundingBox())!;
    out[k] = `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;
  }
  return out;
};
/** Where each control sits, leaving out sizes: for controls whose own words change. */
const corner = (p: Record<string, string>) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v.split(' ')[0]]));

test('Live: the server tag field of a locked service appears in its reserved place, moving nothing', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  const els = {
    goLive: page.getByRole('button', { name: /Go live/ }),
    appOverride: page.getByRole('combobox', { name: 'Source app override' }),
    streamOverride: page.getByRole('textbox', { name: 'Source stream override' }),
    lastRow: boardRow(page, 507),
    recording: page.getByRole('table', { name: 'Live streams' }),
  };
  const before = await place(els);
  await page.getByRole('checkbox', { name: 'Select service #501 for Go live' }).check();
  await expect(page.getByRole('combobox', { name: 'Server tag for #501' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Go live \(1\)/ })).toBeVisible();
  expect(await place(els)).toEqual(before);
});

test('rehearsal: a REFUSES tag moves no other toggle, and an armed GO moves no other control', async ({ mc }) => {
  test.setTimeout(120_000);
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await newSheet(page, 'Holds still');
  await addDisconnectAll(page);
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Rehearse' }).click();
  const rehearsal = page.getByRole('region', { name: 'Rehearsal' });
  const toggle = (id: number) => rehearsal.locator('label').filter({ has: page.getByRole('checkbox', { name: new RegExp(`^Refuse #${id}`) }) });
  const toggles = Object.fromEntries([501, 502, 503, 504, 505, 506, 507].map((id) => [`#${id}`, toggle(id)]));
  const before = await place(toggles);
  await rehearsal.getByRole('checkbox', { name: /^Refuse #502/ }).check();
  await expect(toggle(502)).toContainText('REFUSES');
  expect(await place(toggles)).toEqual(before);

  const standby = page.getByRole('region', { name: 'Standby' });
  const controls = {
    go: standby.getByRole('button', { name: /^GO$|^Press GO again/ }),
    back: standby.getByRole('button', { name: /^Back/ }),
    skip: standby.getByRole('button', { name: /^Skip/ }),
    jump: standby.getByRole('textbox', { name: /Jump to cue/ }),
    goKey: standby.getByRole('combobox', { name: 'GO key' }),
  };
  const rest = await place(controls);
  await page.keyboard.press('F10');
  await expect(page.getByRole('button', { name: /^Press GO again: Disconnect every push on this account/ })).toBeVisible();
  expect(await place(controls)).toEqual(rest);
  await page.keyboard.press('Escape');
  expect(corner(await place(controls))).toEqual(corner(rest));
});

test('rehearsal: a REFUSES tag has its own room beside the destination name, at both sizes', async ({ mc }) => {
  const { page } = mc;
  await newSheet(page, 'Tag room');
  await addCue(page, 'Note only', 'Hold', async () => {});
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Rehearse' }).click();
  const rehearsal = page.getByRole('region', { name: 'Rehearsal' });
  for (const id of [501, 502, 503, 504, 505, 506, 507]) await rehearsal.getByRole('checkbox', { name: new RegExp(`^Refuse #${id}`) }).check();
  await expect(rehearsal.getByText('REFUSES')).toHaveCount(7);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    // The tag against the words of its own label (the text beside the checkbox), and inside the label's box.
    const overlaps = await rehearsal.locator('label').filter({ hasText: 'REFUSES' }).evaluateAll((labels) => labels.flatMap((l) => {
      const tag = l.querySelector('.mc-tag')!.getBoundingClientRect();
      const words = document.createRange();
      const text = [...l.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      words.setStartBefore(text[0]!);
      words.setEndAfter(text.at(-1)!);
      const w = words.getBoundingClientRect();
      const box = l.getBoundingClientRect();
      const bad = tag.left < w.right || tag.right > box.right + 0.5 || tag.top < box.top - 0.5 || tag.bottom > box.bottom + 0.5;
      return bad ? [`${l.textContent}: words end at ${Math.round(w.right)}, tag ${Math.round(tag.left)}–${Math.round(tag.right)}, label ends at ${Math.round(box.right)}`] : [];
    }));
    expect(overlaps, `${width}x${height}`).toEqual([]);
  }
});

test.describe('with a control surface', () => {
  test.use({ mcArgs: CONTROL_ARGS });

  test('Live: a surface arm covers no control, and it, a local arm and three push-failed notices move none', async ({ mc }) => {
    test.setTimeout(120_000);
    const { page } = mc;
    const api = controlApi(mc);
    await page.setViewportSize({ width: 1280, height: 720 });
    await watchDemo(page);
    await page.getByLabel('Refresh every').selectOption('2000');
    await goLive(page, [501, 502, 503]);
    for (const id of [501, 502, 503]) await expect(boardRow(page, id)).toContainText('LIVE');
    const held = await holdControls(page);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      const before = await held.places();
      await surfaceArmHoldsStill(page, api, held, before, `${width}x${height}`);

      await boardRow(page, 501).getByRole('button', { name: /^Disconnect/ }).click();
      await expect(boardRow(page, 501).getByRole('button', { name: /^Press again/ })).toBeVisible();
      // The armed button itself grows to say its consequence (into the free end of its cell); nothing else moves.
      expect(moved(before, await held.places()).filter((m) => !/^\d+ button Disconnect #501 /.test(m)), `local arm at ${width}x${height}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(boardRow(page, 501).getByRole('button', { name: /^Press again/ })).toHaveCount(0);
      expect(moved(before, await held.places()), `after the local arm at ${width}x${height}`).toEqual([]);
    }
    const before = await placesAtSizes(page, held);
    expect(await mc.sandbox.dropPushes({})).toBe(3);
    const tray = page.getByRole('banner', { name: 'Active account' });
    await expect(tray.getByRole('alert').filter({ hasText: 'Push failed' })).toHaveCount(1, { timeout: 15_000 });
    await expect(tray.getByRole('button', { name: '2 more' })).toBeVisible();
    expect(movedAtSizes(before, await placesAtSizes(page, held))).toEqual(NOTHING);
  });

  test('Run sheets: GO, Back, Skip and Jump keep their places from cue to cue, and a surface arm covers none of them', async ({ mc }) => {
    test.setTimeout(120_000);
    const { page } = mc;
    const api = controlApi(mc);
    await page.setViewportSize({ width: 1280, height: 720 });
    await newSheet(page, 'Holds its place');
    await addCue(page, 'Note only', 'Doors', async () => {});
    await addCue(page, 'Go live', 'Partners, every regional simulcast we carry tonight and the sign-language feed for the national broadcaster', async (f) => {
      for (const id of [501, 502, 503, 504, 505, 506, 507]) await f.getByRole('checkbox', { name: new RegExp(`#${id}`) }).check();
      await f.getByLabel('Notes').fill('Wait for the presenter to say welcome, then watch every partner turn LIVE before the first segment starts; call the partners desk on channel 3 if one stays CONNECTING.');
    });
    await addDisconnectAll(page, '23:59');
    await sheetSaved(page);
    await page.getByRole('button', { name: 'Run…' }).click();
    const standby = page.getByRole('region', { name: 'Standby' });
    await expect(standby).toContainText('cue 1 of 3');
    const held = await holdControls(page, standby);
    const first = await placesAtSizes(page, held);
    const at = async (cue: string) => {
      await expect(standby).toContainText(cue);
      return movedAtSizes(first, await placesAtSizes(page, held));
    };
    await page.keyboard.press('F10');
    expect(await at('cue 2 of 3'), 'long label, long words and notes').toEqual(NOTHING);
    await standby.getByRole('button', { name: /^Skip/ }).click();
    expect(await at('cue 3 of 3'), 'destructive cue with a plan time').toEqual(NOTHING);
    await standby.getByRole('button', { name: /^Back/ }).click();
    await standby.getByRole('button', { name: /^Back/ }).click();
    expect(await at('already fired'), 'a cue already fired').toEqual(NOTHING);

    // A surface arms a disconnect on the watched application; the run sheet stays on screen.
    expect(await api('PUT', '/v1/watch', { app: 'demo-origin', inst: 'live' })).toMatchObject({ status: 200 });
    const whole = await holdControls(page);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await surfaceArmHoldsStill(page, api, whole, await whole.places(), `${width}x${height}`);
    }
  });
});

/** The boxes a change on Live must not move or resize: the board, its Go live key and the source fields, the streams. */
const liveBoxes = (page: Page) => ({
  board: page.getByRole('table', { name: 'Destinations' }),
  goLive: page.getByRole('button', { name: /Go live|Press again/ }),
  appOverride: page.getByRole('combobox', { name: 'Source app override' }),
  streamOverride: page.getByRole('textbox', { name: 'Source stream override' }),
  streams: page.getByRole('table', { name: 'Live streams' }),
});

test('Live: STALE in the Live bar and the outage banner move neither the board nor the fields, at both sizes', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  await expect(page.getByText(/^Last refreshed/)).toBeVisible();
  await page.getByLabel('Refresh every').selectOption('2000');
  const els = liveBoxes(page);
  const before: Record<string, Record<string, string>> = {};
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    before[`${width}x${height}`] = await place(els);
  }
  await mc.sandbox.setFault('stream.active', { kind: 'http', status: 500 });
  await expect(page.locator('.lv-status')).toContainText('STALE');
  await expect(page.getByRole('alert').filter({ hasText: 'Reads are failing since' })).toBeVisible();
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    expect(await place(els), `STALE at ${width}x${height}`).toEqual(before[`${width}x${height}`]);
  }
});

test('Live: an armed Go live keeps its box and moves the source fields nowhere, its words whole on hover', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.getByRole('checkbox', { name: 'Select service #505 for Go live' }).check();
    const els = liveBoxes(page);
    const before = await place(els);
    // #505 pushes from channel-origin/channel1, not the watched demo-origin/live: Go live arms first.
    await page.getByRole('button', { name: /Go live \(1\)/ }).click();
    const armed = page.getByRole('button', { name: /^Press again: #505/ });
    await expect(armed).toBeVisible();
    expect(await place(els), `Go live arm at ${width}x${height}`).toEqual(before);
    expect(await armed.getAttribute('title'), 'the whole arm on hover').toMatch(/Press again: #505 pushes from channel-origin\/channel1/);
    await page.keyboard.press('Escape');
    await expect(armed).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Select service #505 for Go live' }).uncheck();
  }
});

test('Live: an armed group disconnect keeps its line and its button in their boxes', async ({ mc }) => {
  const { page } = mc;
  await watchDemo(page);
  const line = await saveGroup(page, 'Partners', [502, 503]);
  await goLive(page, [502, 503]);
  for (const id of [502, 503]) await expect(boardRow(page, id)).toContainText('LIVE');
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    const els = { line, button: line.getByRole('button', { name: /Disconnect group|Press again/ }), board: page.getByRole('table', { name: 'Destinations' }) };
    const before = await place(els);
    await line.getByRole('button', { name: /^Disconnect group/ }).click();
    const armed = line.getByRole('button', { name: /^Press again to disconnect/ });
    await expect(armed).toBeVisible();
    expect(await place(els), `group arm at ${width}x${height}`).toEqual(before);
    await page.keyboard.press('Escape');
    await expect(armed).toHaveCount(0);
  }
});

test('Run sheets: the armed GO keeps its box and the standby cue is cut with its whole text on hover', async ({ mc }) => {
  test.setTimeout(120_000);
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await newSheet(page, 'Arm holds');
  await addCue(page, 'Go live', 'Everyone', async (f) => {
    for (const id of [501, 502, 503, 504, 505, 506, 507]) await f.getByRole('checkbox', { name: new RegExp(`#${id}`) }).check();
  });
  await addDisconnectAll(page);
  await sheetSaved(page);
  await page.getByRole('button', { name: 'Run…' }).click();
  const standby = page.getByRole('region', { name: 'Standby' });
  await expect(standby).toContainText('cue 1 of 2');
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    const problems = await page.evaluate(findLayoutProblems);
    expect(problems, `standby cue at ${width}x${height}`).toEqual([]);
  }
  await standby.getByRole('button', { name: /^Skip/ }).click();
  await expect(standby).toContainText('cue 2 of 2');
  const go = standby.getByRole('button', { name: /^GO$|^Press GO again/ });
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    const els = { standby, go };
    const before = await place(els);
    await page.keyboard.press('F10');
    const armed = standby.getByRole('button', { name: /^Press GO again/ });
    await expect(armed).toBeVisible();
    expect(await place(els), `GO arm at ${width}x${height}`).toEqual(before);
    await page.keyboard.press('Escape');
    await expect(armed).toHaveCount(0);
  }
});

/** Where a grid column's header and cells stand against the window, and whether any is cut. */
async function columnCut(page: Page, grid: Locator, colId: string): Promise<string[]> {
  return grid.evaluate((root, id) => {
    // Seen up to the window's edge and the grid's own (a column scrolled past it is off screen too).
    const vw = Math.min(document.documentElement.clientWidth, root.querySelector('.ag-root-wrapper')!.getBoundingClientRect().right);
    const out: string[] = [];
    const cells = [...root.querySelectorAll(`.ag-header-cell[col-id="${id}"], .ag-cell[col-id="${id}"]`)];
    if (cells.length < 2) out.push(`column ${id}: ${cells.length} cells`);
    for (const c of cells) {
      const r = c.getBoundingClientRect();
      const inner = (c.querySelector('.ag-header-cell-text, .ag-cell-value') ?? c) as HTMLElement;
      if (r.right > vw + 0.5 || r.left < -0.5) out.push(`${id} ${c.textContent} at ${Math.round(r.left)}–${Math.round(r.right)} (seen up to ${Math.round(vw)})`);
      if (inner.scrollWidth > inner.clientWidth) out.push(`${id} "${c.textContent}" cut: ${inner.scrollWidth} > ${inner.clientWidth}`);
    }
    return out;
  }, colId);
}

test('Live at 1280×720: the split ledger File column and the playlist Item column are whole, inside the window', async ({ mc }) => {
  const { page } = mc;
  await page.setViewportSize({ width: 1280, height: 720 });
  await watchDemo(page);
  await page.keyboard.press('F9'); // a split: the ledger grid has a row
  const ledger = await openLedger(page);
  await expect(ledger.getByRole('gridcell', { name: 'cam_1', exact: true })).toBeVisible();
  await expect.poll(() => columnCut(page, ledger, 'file')).toEqual([]);
  await page.getByText('Channel playlist', { exact: true }).click();
  await page.getByLabel('Channel name').fill('channel1');
  await page.getByRole('button', { name: 'Show playlist' }).click();
  const playlist = page.getByRole('region', { name: 'Remaining playlist' });
  await expect(playlist.getByRole('gridcell', { name: 'to play' }).first()).toBeVisible();
  await playlist.scrollIntoViewIfNeeded();
  await expect.poll(() => columnCut(page, playlist, 'video')).toEqual([]);
});
