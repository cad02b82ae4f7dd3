/**
 * Accessible names and legible text everywhere (docs/architecture.md: "accessibility is the test
 * API"). Names: every screen of the navigation, in both themes, checked by axe-core with
 * only its naming rules — a control without a name is one a person with a screen reader,
 * and our own role-and-name tests, cannot find. Contrast: every screen and state the
 * layout spec visits, the armed button and the dialogs, in both themes, checked with
 * axe's color-contrast rule (contrast-check.ts). Every violation is printed with its element.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { screens } from '../../renderer/src/app/screens';
import { expect, test } from './fixtures';
import { colourAlone, graveFindings, rulesPassed } from './axe-check';
import { contrastCheck } from './contrast-check';
import { MOMENTS } from './screen-moments';
import { setTheme } from './steps/screens';
import { DEEPER, READY } from './screen-states';
import { rehearseWithRefusal } from './sheet-steps';
import { forEachScreenInBothThemes, openScreen, rendererDirArgs } from './steps/screens';

test.use({ mcArgs: rendererDirArgs() });

/** axe's rules about names and labels, and nothing else (contrast and layout are not checked here). */
const NAMING_RULES = [
  'button-name',
  'input-button-name',
  'label',
  'select-name',
  'link-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'image-alt',
  'document-title',
  'frame-title',
  'aria-command-name',
];

interface Finding {
  where: string;
  rule: string;
  help: string;
  targets: string[];
}

/** The violations on the page now, and how many buttons axe found named (so an empty page cannot pass). */
async function namingCheck(page: Page, where: string): Promise<{ violations: Finding[]; namedButtons: number }> {
  const results = await new AxeBuilder({ page }).withRules(NAMING_RULES).analyze();
  const violations = results.violations.map((v) => ({ where, rule: v.id, help: v.help, targets: v.nodes.map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}`) }));
  return { violations, namedButtons: results.passes.find((p) => p.id === 'button-name')?.nodes.length ?? 0 };
}

test('every screen, in both themes, gives every control an accessible name', async ({ mc, page }) => {
  test.setTimeout(120_000); // every screen (now ten, with Run sheets) in both themes, axe on each: past 60 s on a busy 2-core machine
  void mc; // starts web mode + sandbox and opens the console
  const found: Finding[] = [];
  const unchecked: string[] = [];
  await forEachScreenInBothThemes(page, async (name, theme) => {
    // Checked once the screen's first answer is in (grids and forms drawn), not mid-load.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const check = await namingCheck(page, `${name} (${theme})`);
    found.push(...check.violations);
    if (check.namedButtons === 0) unchecked.push(`${name} (${theme})`);
  });
  // The rehearsal run view (the fault panel, the REHEARSAL labels) is a state of Run sheets the walk above does not reach.
  await rehearseWithRefusal(page);
  const rehearsal = await namingCheck(page, 'Run sheets rehearsal');
  found.push(...rehearsal.violations);
  if (rehearsal.namedButtons === 0) unchecked.push('Run sheets rehearsal');
  if (found.length > 0) console.log(`accessible-name violations:\n${JSON.stringify(found, null, 2)}`);
  expect(unchecked).toEqual([]);
  expect(found).toEqual([]);
});

// Every screen and every state layout.spec visits (screen-states.ts), and the armed button
// and the dialogs (screen-moments.ts), in both themes. AG Grid cells are judged like any text
// (axe reads the row's and the grid's backgrounds); what axe leaves undecided is judged by
// its own colours or printed by reason, never counted as passing (contrast-check.ts).
// The same axe pass runs every rule: no serious or critical finding (roles, ARIA, names
// matching their words, lists, scroll regions reachable by keyboard), and no state told by
// colour alone (axe-check.ts).
// One test per screen (each with its own console), so the walk of about 25 states × 2 themes,
// each a whole-page axe pass of every rule, is shared by the two workers instead of being one
// ten-minute test; no screen's states depend on another screen's.
/** The screen whose deeper states another screen reads (screen-states.ts's walk order). */
const NEEDS: Record<string, string> = { Activity: 'Live' };

for (const screen of screens) {
  test(`${screen.navLabel}: every state, in both themes, keeps its text at WCAG AA contrast, with no serious or critical axe finding and no state in colour alone`, async ({ mc, page }) => {
    test.setTimeout(300_000); // a few states × 2 themes, each a whole-page axe pass of every rule, on a busy 2-core machine
    void mc;
    const failures: string[] = [];
    const unchecked: string[] = [];
    const undecided: string[] = [];
    const grave: string[] = [];
    const check = async (where: string, include?: string): Promise<void> => {
      const r = await contrastCheck(page, where, include, true);
      failures.push(...r.failures);
      if (r.passed === 0) unchecked.push(where);
      if (rulesPassed(r.results) < 5) unchecked.push(`${where} (every rule)`);
      if (Object.keys(r.undecided).length > 0) undecided.push(`${where}: ${JSON.stringify(r.undecided)}`);
      const found = [...graveFindings(r.results, where), ...(await colourAlone(page, where, include))];
      if (found.length > 0) console.log(found.join('\n')); // as found: a walk that runs out of time still says what it saw
      grave.push(...found);
    };
    const checkBothThemes = async (visit: string): Promise<void> => {
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme);
        await check(`${visit} (${theme})`);
      }
      for (const moment of MOMENTS.filter((m) => m.after === visit)) {
        for (const theme of ['dark', 'light'] as const) {
          await setTheme(page, theme);
          await moment.open(page);
          await check(`${moment.visit} (${theme})`, moment.include);
          await moment.close(page);
        }
      }
    };
    // A screen that shows what another screen's visit made (Activity: the Live visit's
    // go-live entries) has that visit set up first, unchecked: each screen's test stands alone.
    const before = NEEDS[screen.navLabel];
    if (before) {
      await openScreen(page, before);
      for (const deeper of DEEPER[before] ?? []) await deeper.prepare(page);
    }
    await openScreen(page, screen.navLabel);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await READY[screen.navLabel]?.(page);
    await checkBothThemes(screen.navLabel);
    for (const deeper of DEEPER[screen.navLabel] ?? []) {
      await deeper.prepare(page);
      await checkBothThemes(deeper.visit);
    }
    console.log(`contrast not judged by axe (by reason):\n${undecided.join('\n')}`);
    expect(unchecked, 'states where axe judged no text at all').toEqual([]);
    expect(failures, `${failures.length} contrast failures:\n${failures.join('\n')}`).toEqual([]);
    expect(grave, `${grave.length} serious or critical axe findings or states in colour alone:\n${grave.join('\n')}`).toEqual([]);
  });
}
