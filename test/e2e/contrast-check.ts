/**
 * axe's `color-contrast` rule (WCAG AA: 4.5:1, 3:1 for large text) on the page as it is
 * now, or on one part of it, for test/e2e/a11y.spec.ts. A failure names the element, its
 * text, both colours, the ratio found and the ratio needed, so it says what to fix.
 *
 * What axe cannot decide it reports as "incomplete", never as a pass. Where the reason
 * leaves the element's own colours meaningful they are judged here instead
 * (ownColourProblems): AG Grid's header text (a pseudo-element beside it), text another
 * element overlaps (Live board tags, chart legends), a palette option scrolled part out of view, text
 * on the Sandbox's hazard stripes (a gradient: judged against each stripe colour). What is
 * left unjudged is printed by axe's reason: in practice the tags' icon glyphs (nonBmp;
 * aria-hidden, drawn in the colour of the word beside them, which is judged). Placeholders
 * and disabled buttons, which axe skips, are measured too (they carry information here).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ownColourProblems } from './own-colours';

/** What one axe pass answers, as @axe-core/playwright types it (axe-core itself is its dependency, not ours). */
export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export interface ContrastCheck {
  /** One line per element below its ratio. */
  failures: string[];
  /** How many text elements axe judged to pass: an empty or unloaded page would be 0. */
  passed: number;
  /** Elements axe could not judge, by its reason: how many, and the first one's selector. */
  undecided: Record<string, string>;
}

interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  fontSize?: string;
  fontWeight?: string;
  messageKey?: string;
}

/** axe's reasons for "incomplete" that leave the element's own colours meaningful (ownColourProblems). */
const JUDGED_BY_OWN_COLOURS = new Set(['bgOverlap', 'pseudoContent', 'elmPartiallyObscured', 'bgGradient']);

/**
 * `everyRule`: the same pass runs every axe rule (one pass costs about what the contrast
 * rule alone does); their results come back in `results` for axe-check.ts to judge.
 */
export async function contrastCheck(page: Page, where: string, include?: string, everyRule = false): Promise<ContrastCheck & { results: AxeResults }> {
  const builder = new AxeBuilder({ page });
  const axe = everyRule ? builder : builder.withRules(['color-contrast']);
  const results = await (include ? axe.include(include) : axe).analyze();
  const failures: string[] = [];
  for (const v of results.violations.filter((r) => r.id === 'color-contrast')) {
    for (const n of v.nodes) {
      const d = (n.any[0]?.data ?? {}) as ContrastData;
      const text = n.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 50);
      failures.push(`[${where}] ${n.target.join(' ')} "${text}": ${d.fgColor} on ${d.bgColor} = ${d.contrastRatio} (needs ${d.expectedContrastRatio}; ${d.fontSize} ${d.fontWeight})`);
    }
  }
  const undecided: Record<string, string> = {};
  const counts = new Map<string, { count: number; first: string }>();
  const ownColours: string[] = [];
  for (const v of results.incomplete.filter((r) => r.id === 'color-contrast')) {
    for (const n of v.nodes) {
      const reason = ((n.any[0]?.data ?? {}) as ContrastData).messageKey ?? 'unknown';
      // A single selector: no shadow roots or frames on these pages.
      if (JUDGED_BY_OWN_COLOURS.has(reason) && n.target.length === 1) {
        ownColours.push(String(n.target[0]));
        continue;
      }
      const seen = counts.get(reason) ?? { count: 0, first: n.target.join(' ') };
      counts.set(reason, { ...seen, count: seen.count + 1 });
    }
  }
  for (const [reason, { count, first }] of counts) undecided[reason] = `${count} (e.g. ${first})`;
  const own = await page.evaluate(ownColourProblems, { selectors: ownColours, wholePage: !include });
  failures.push(...own.map((p) => `[${where}] ${p}`));
  const passed = results.passes.find((p) => p.id === 'color-contrast')?.nodes.length ?? 0;
  return { failures, passed, undecided, results };
}
