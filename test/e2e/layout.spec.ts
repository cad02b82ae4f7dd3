/**
 * Layout: nothing clipped, nothing off screen. Visits every screen of the
 * registry — and the Live board with LIVE and FAILED rows, the Ticket and Attempt details,
 * every Reports tab, an Upload detail and a run sheet rehearsed on a mirror — at 1280×720 and 1440×900 in both themes, and
 * fails on text wider than its box (unless ellipsised with the full text in a tooltip),
 * a control outside the window or its table cell, a grid hiding columns sideways or
 * scrolling a short table inside the page, and numeric headers aligned unlike their cells
 * (layout-check.ts). One server and one page: sizes and themes switch in place.
 * Screenshots of every visit go to test-results/shots-e2e/layout/ (or MC_LAYOUT_SHOTS) to be looked at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { screens } from '../../renderer/src/app/screens';
import { expect, test } from './fixtures';
import { findLayoutProblems } from './layout-check';
import { DEEPER, READY } from './screen-states';
import { openScreen, setTheme, settled } from './steps/screens';

const SHOTS = process.env.MC_LAYOUT_SHOTS ?? 'test-results/shots-e2e/layout';
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
] as const;

/** Checks the page as it is now in every size and theme; returns the problems found, each tagged with where. */
async function checkEverywhere(page: Page, visit: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme);
      await settled(page);
      const slug = visit.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      await page.screenshot({ path: join(SHOTS, `${slug}-${size.width}-${theme}.png`) });
      for (const p of await page.evaluate(findLayoutProblems)) found.push(`[${visit} ${size.width}×${size.height} ${theme}] ${p}`);
    }
  }
  return found;
}

/**
 * The screen's gutters: how far its heading's row starts from the navigation and the top
 * (the row is the heading, or the header row that holds it beside other controls).
 */
const gutterOf = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    let row: Element = main.querySelector('h1')!;
    while (row.parentElement && row.parentElement.parentElement !== main) row = row.parentElement;
    const [m, r] = [main.getBoundingClientRect(), row.getBoundingClientRect()];
    return `${Math.round(r.left - m.left)},${Math.round(r.top - m.top)}`;
  });

test('every screen, at 1280×720 and 1440×900 in both themes: no text cut, no control off screen', async ({ mc }) => {
  test.setTimeout(240_000);
  const { page } = mc;
  mkdirSync(SHOTS, { recursive: true });
  const problems: string[] = [];
  const gutters = new Map<string, string>();
  for (const screen of screens) {
    await openScreen(page, screen.navLabel);
    await READY[screen.navLabel]?.(page);
    gutters.set(screen.navLabel, await gutterOf(page));
    problems.push(...(await checkEverywhere(page, screen.navLabel)));
    for (const deeper of DEEPER[screen.navLabel] ?? []) {
      await deeper.prepare(page);
      problems.push(...(await checkEverywhere(page, deeper.visit)));
    }
  }
  expect(problems, `${problems.length} layout problems:\n${problems.join('\n')}`).toEqual([]);
  // One gutter rule: every screen's heading sits at the same distance from the navigation and the top.
  expect(new Set(gutters.values()), `gutters per screen: ${JSON.stringify(Object.fromEntries(gutters))}`).toHaveProperty('size', 1);
});
