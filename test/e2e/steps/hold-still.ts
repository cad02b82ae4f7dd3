/**
 * Nothing moves, measured: the page remembers every control under a root (buttons, fields,
 * links, folds) as it is now, so the same elements are measured again after a notice, a
 * toast or an arm came — controls that came with it are not among them. Each measure is one
 * call into the page, quick enough for a surface arm's 5 s window.
 */
import type { Locator, Page } from '@playwright/test';

const CONTROLS = 'button, input, select, textarea, a[href], summary';

export interface HeldControls {
  /** Where each remembered control is now: "x,y w×h", keyed by its order and its words when remembered. */
  places(): Promise<Record<string, string>>;
  /** The remembered controls that `cover` (e.g. a toast) lies over where they can be seen (not scrolled away), in part or whole. */
  coveredBy(cover: Locator): Promise<string[]>;
}

let held = 0;

/** Remembers the controls under `root` (the page's body by default) for later measures. */
export async function holdControls(page: Page, root: Locator = page.locator('body')): Promise<HeldControls> {
  const key = `__mcHeld${held++}`;
  const names = await root.evaluate(
    (el, [sel, k]) => {
      const list = [...el.querySelectorAll(sel)];
      (window as unknown as Record<string, Element[]>)[k] = list;
      const words = (e: Element) => (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return list.map((e, i) => `${i} ${e.tagName.toLowerCase()} ${words(e)}`);
    },
    [CONTROLS, key] as const,
  );
  return {
    async places() {
      const boxes = await page.evaluate((k) => (window as unknown as Record<string, Element[]>)[k]!.map((e) => {
        const r = e.getBoundingClientRect();
        return `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      }), key);
      return Object.fromEntries(names.map((n, i) => [n, boxes[i]!]));
    },
    async coveredBy(cover) {
      const hits = await cover.evaluate((c, k) => {
        const a = c.getBoundingClientRect();
        // The part of a control that can be seen: its box cut by every scrolling or clipping ancestor and the window.
        const seen = (e: Element) => {
          let { left, top, right, bottom } = e.getBoundingClientRect();
          for (let p = e.parentElement; p; p = p.parentElement) {
            if (getComputedStyle(p).overflow === 'visible') continue;
            const b = p.getBoundingClientRect();
            [left, top, right, bottom] = [Math.max(left, b.left), Math.max(top, b.top), Math.min(right, b.right), Math.min(bottom, b.bottom)];
          }
          return { left: Math.max(left, 0), top: Math.max(top, 0), right: Math.min(right, innerWidth), bottom: Math.min(bottom, innerHeight) };
        };
        return (window as unknown as Record<string, Element[]>)[k]!.map((e) => {
          if (c.contains(e)) return false;
          const r = seen(e);
          const shown = r.left < r.right && r.top < r.bottom;
          return shown && r.left < a.right && a.left < r.right && r.top < a.bottom && a.top < r.bottom;
        });
      }, key);
      return names.filter((_, i) => hits[i]);
    },
  };
}

/** Where `places` differ: the controls that moved or changed size, with both places. */
export function moved(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((k) => before[k] !== after[k]).map((k) => `${k}: ${before[k]} → ${after[k]}`);
}
