/**
 * The text axe left undecided for a reason that does not change its colours (another
 * element overlaps it, a pseudo-element sits beside it, it is partly scrolled out of
 * view), judged here by its own colours: its text colour, faded by its and its
 * ancestors' opacity, over its background blended down its ancestors until one is
 * opaque or has a gradient (then the worst of the gradient's colours). What overlaps it
 * is not taken into account. And, on a whole page, what axe does not judge at all but
 * here carries information, at 4.5:1: placeholders ("as stored" says what an empty
 * override does) and disabled buttons, whose words still say something ("Go live (3)",
 * "Active account", "Saved") though WCAG exempts inactive controls.
 *
 * Runs in the page (serialised by Playwright, hence self-contained).
 */
export function ownColourProblems({ selectors, wholePage }: { selectors: string[]; wholePage: boolean }): string[] {
  const rgba = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number).concat([1]).slice(0, 4);
  const over = (top: number[], under: number[]): number[] => [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!)).concat([1]);
  const luminance = (c: number[]): number => {
    const [r, g, b] = c.slice(0, 3).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: number[], b: number[]): number => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  /** The backgrounds the text may sit on: one, or over a gradient (hazard stripes) each of its colours. */
  const backgroundsOf = (el: Element): number[][] => {
    const layers: number[][] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      const c = rgba(style.backgroundColor);
      if (c[3]! > 0) layers.push(c);
      if (c[3] === 1) break;
      if (style.backgroundImage.includes('gradient(')) {
        const stops = (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(rgba);
        return stops.map((stop) => layers.reduceRight((under, top) => over(top, under), over(stop, [255, 255, 255, 1])));
      }
    }
    return [layers.reduceRight((under, top) => over(top, under), [255, 255, 255, 1])];
  };
  const worst = (colour: number[], el: Element): number => Math.min(...backgroundsOf(el).map((bg) => contrast(over(colour, bg), bg)));
  const opacityOf = (el: Element): number => {
    let o = 1;
    for (let e: Element | null = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const needed = (el: Element): number => {
    const style = getComputedStyle(el);
    const px = parseFloat(style.fontSize);
    return px >= 24 || (px >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
  };
  const problems: string[] = [];
  const disabled = wholePage ? [...document.querySelectorAll<HTMLElement>('button:disabled, button[aria-disabled="true"]')].filter((b) => b.offsetParent !== null && b.innerText.trim() !== '') : [];
  for (const el of [...selectors.map((s) => document.querySelector(s)), ...disabled]) {
    if (!el) continue;
    const selector = selectors.find((s) => document.querySelector(s) === el) ?? `disabled button`;
    const colour = rgba(getComputedStyle(el).color);
    const alpha = colour[3]! * opacityOf(el);
    if (alpha === 0) continue; // not shown (an off-screen proxy for a chart's legend)
    const ratio = worst([colour[0]!, colour[1]!, colour[2]!, alpha], el);
    if (ratio < needed(el)) problems.push(`${selector} "${(el.textContent ?? '').trim().slice(0, 50)}" (own colours): ${ratio.toFixed(2)} (needs ${needed(el)}:1)`);
  }
  if (!wholePage) return problems;
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
    if (field.value !== '' || field.offsetParent === null || field.disabled) continue;
    const ratio = worst(rgba(getComputedStyle(field, '::placeholder').color), field);
    if (ratio < 4.5) problems.push(`placeholder "${field.placeholder}" (${field.getAttribute('aria-label') ?? field.id}): ${ratio.toFixed(2)} (needs 4.5:1)`);
  }
  return problems;
}
