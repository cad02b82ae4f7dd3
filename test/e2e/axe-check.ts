/**
 * Every axe rule (WCAG 2.x A and AA, and axe's best practices) on a state of the console,
 * for test/e2e/a11y.spec.ts: the findings whose impact is serious or critical, one line
 * each with the rule, its help and the element (colour contrast is contrast-check.ts's,
 * from the same axe pass). Beside axe, no state told by colour alone: every state tag,
 * toned tag and element carrying a state (`.mc-tag`, `[data-state]`, `[data-tone]`) that
 * is shown has a word.
 */
import type { Page } from '@playwright/test';
import type { AxeResults } from './contrast-check';

const GRAVE = new Set(['serious', 'critical']);

/** One line per serious or critical finding of a rule other than colour contrast. */
export function graveFindings(results: AxeResults, where: string): string[] {
  return results.violations
    .filter((v) => v.id !== 'color-contrast' && GRAVE.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${n.target.join(' ')}  ${n.html.slice(0, 200)}`));
}

/** How many rules other than colour contrast passed on some element: a page that drew nothing passes few. */
export const rulesPassed = (results: AxeResults): number => results.passes.filter((p) => p.id !== 'color-contrast').length;

/** Shown state marks with no word in them (a colour, or a glyph alone). */
export async function colourAlone(page: Page, where: string, include?: string): Promise<string[]> {
  const wordless = await page.evaluate((root) => {
    const scope = root ? document.querySelector(root) : document;
    return [...(scope?.querySelectorAll<HTMLElement>('.mc-tag, [data-state], [data-tone]') ?? [])]
      .filter((el) => el.checkVisibility() && !/\p{L}{2,}/u.test(el.innerText))
      .map((el) => el.outerHTML.slice(0, 200));
  }, include ?? null);
  return wordless.map((html) => `${where}: a state told by colour alone (no word) — ${html}`);
}
