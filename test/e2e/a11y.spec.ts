/**
 * Accessible names everywhere (DESIGN.md: "accessibility is the test API"): every screen
 * of the navigation, in both themes, checked by axe-core with only its naming rules. A
 * control without a name is one a person with a screen reader — and our own role-and-name
 * tests — cannot find. Every violation is printed with its element before the test fails.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rehearseWithRefusal } from './sheet-steps';
import { forEachScreenInBothThemes, rendererDirArgs } from './shell-steps';

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
  // The cue table's outcomes and Activity links are read at a glance under pressure: they
  // must be legible in both themes (an Activity link once took the colour meant for text on
  // the accent, invisible on the panel).
  for (const theme of ['dark', 'light'] as const) {
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const contrast = await new AxeBuilder({ page }).include('table').withRules(['color-contrast']).analyze();
    found.push(...contrast.violations.map((v) => ({ where: `Run sheets cue table (${theme})`, rule: v.id, help: v.help, targets: v.nodes.map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}`) })));
  }
  if (found.length > 0) console.log(`accessible-name and cue-table contrast violations:\n${JSON.stringify(found, null, 2)}`);
  expect(unchecked).toEqual([]);
  expect(found).toEqual([]);
});
