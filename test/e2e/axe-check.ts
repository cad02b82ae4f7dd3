/**
 * Every axe rule (WCAG 2.x A and AA, and axe's best practices) on the page as it is now,
 * for test/e2e/a11y.spec.ts: the findings whose impact is serious or critical, one line
 * each with the rule, its help and the element. `color-contrast` is left to
 * contrast-check.ts, which visits the same states and judges what axe leaves undecided.
 * Beside axe, no state told by colour alone: every state tag, toned tag and element
 * carrying a state (`.mc-tag`, `[data-state]`, `[data-tone]`) that is shown has a word.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeCheck {
  /** One line per serious or critical finding: where, rule, help, element. */
  findings: string[];
  /** How many rules passed on at least one element: an empty page would pass few. */
  passedRules: number;
}

const GRAVE = new Set(['serious', 'critical']);

export async function axeCheck(page: Page, where: string): Promise<AxeCheck> {
  const results = await new AxeBuilder({ page }).disableRules(['color-contrast']).analyze();
  const findings = results.violations
    .filter((v) => GRAVE.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${n.target.join(' ')}  ${n.html.slice(0, 200)}`));
  const wordless = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mc-tag, [data-state], [data-tone]')]
      .filter((el) => el.checkVisibility() && !/\p{L}{2,}/u.test(el.innerText))
      .map((el) => el.outerHTML.slice(0, 200)),
  );
  findings.push(...wordless.map((html) => `${where}: a state told by colour alone (no word) — ${html}`));
  return { findings, passedRules: results.passes.length };
}
