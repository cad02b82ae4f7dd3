/**
 * axe's `color-contrast` rule (WCAG AA: 4.5:1, 3:1 for large text) on the page as it is
 * now, or on one part of it, for test/e2e/a11y.spec.ts. A failure names the element, its
 * text, both colours, the ratio found and the ratio needed, so it says what to fix.
 *
 * What axe cannot decide it reports as "incomplete", and that is kept apart, never
 * counted as a pass: text over a background image or gradient, text another element
 * overlaps (AG Grid's pinned and overlay layers, a chart's labels over its canvas), and
 * text too short or hidden to judge. Those are listed by axe's reason so a run shows how
 * much of a screen went unjudged.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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

export async function contrastCheck(page: Page, where: string, include?: string): Promise<ContrastCheck> {
  const axe = new AxeBuilder({ page }).withRules(['color-contrast']);
  const results = await (include ? axe.include(include) : axe).analyze();
  const failures: string[] = [];
  for (const v of results.violations) {
    for (const n of v.nodes) {
      const d = (n.any[0]?.data ?? {}) as ContrastData;
      const text = n.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 50);
      failures.push(`[${where}] ${n.target.join(' ')} "${text}": ${d.fgColor} on ${d.bgColor} = ${d.contrastRatio} (needs ${d.expectedContrastRatio}; ${d.fontSize} ${d.fontWeight})`);
    }
  }
  const undecided: Record<string, string> = {};
  const counts = new Map<string, { count: number; first: string }>();
  for (const v of results.incomplete) {
    for (const n of v.nodes) {
      const reason = ((n.any[0]?.data ?? {}) as ContrastData).messageKey ?? 'unknown';
      const seen = counts.get(reason) ?? { count: 0, first: n.target.join(' ') };
      counts.set(reason, { ...seen, count: seen.count + 1 });
    }
  }
  for (const [reason, { count, first }] of counts) undecided[reason] = `${count} (e.g. ${first})`;
  const passed = results.passes.find((p) => p.id === 'color-contrast')?.nodes.length ?? 0;
  return { failures, passed, undecided };
}

/**
 * Placeholders, which axe does not judge: here a placeholder carries information ("none:
 * as stored" says what an empty override does), so it must read at 4.5:1 on its field.
 * Runs in the page (serialised by Playwright, hence self-contained); the field's
 * background is its own, blended over its ancestors' until one is opaque.
 */
export function placeholderProblems(): string[] {
  const rgba = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number).concat([1]).slice(0, 4);
  const over = (top: number[], under: number[]): number[] => [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!)).concat([1]);
  const luminance = (c: number[]): number => {
    const [r, g, b] = c.slice(0, 3).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const backgroundOf = (el: Element): number[] => {
    const layers: number[][] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c[3]! > 0) layers.push(c);
      if (c[3] === 1) break;
    }
    return layers.reduceRight((under, top) => over(top, under), [255, 255, 255, 1]);
  };
  const problems: string[] = [];
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
    if (field.value !== '' || field.offsetParent === null || field.disabled) continue;
    const bg = backgroundOf(field);
    const fg = over(rgba(getComputedStyle(field, '::placeholder').color), bg);
    const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    const ratio = (hi! + 0.05) / (lo! + 0.05);
    if (ratio < 4.5) problems.push(`placeholder "${field.placeholder}" (${field.getAttribute('aria-label') ?? field.id}): ${ratio.toFixed(2)} (needs 4.5:1)`);
  }
  return problems;
}
