/**
 * When a deferred grid (DeferredGrid.tsx) may draw: AG Grid's code is the largest part of
 * the renderer, and building a grid costs tens of milliseconds, so a screen paints its
 * words and controls first and its grids just after. A grid on screen draws at once
 * (its code permitting); one further down draws when it is scrolled near, or
 * when the browser is next idle after the grid code has loaded — whichever comes first,
 * so a grid never waits for a scroll that does not come. The grid is handed over only
 * once its code is here, so it draws without suspending (a Suspense fallback would hold
 * it back another 300 ms: React's reveal throttle).
 */
import { type RefObject, useEffect, useState } from 'react';
import type { DataGrid } from './DataGrid';
import { whenIdle } from './when-idle';

type Grid = typeof DataGrid;

/** Grid code, loaded once for every deferred grid of the page. */
let gridModule: Promise<Grid> | null = null;
function loadGrid(): Promise<Grid> {
  gridModule ??= import('./DataGrid').then(
    (m) => m.DataGrid,
    (err: unknown) => {
      gridModule = null; // the screen's Reload asks again
      throw err;
    },
  );
  return gridModule;
}

/**
 * How far outside the viewport a grid already counts as near: about one screenful. The
 * margin widens the viewport only; a grid inside a scrolling panel (the console's main
 * area) counts once the panel shows it, and the idle moment usually comes first anyway.
 */
const NEAR_MARGIN = '100% 0px';
/** Longest an off-screen grid waits for an idle moment (a busy page still gets it). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * The grid component once the element at `ref` should show it (null until then); it
 * never turns back to null.
 */
export function useGridWhenNear(ref: RefObject<HTMLElement | null>): Grid | null {
  const [grid, setGrid] = useState<Grid | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (grid || !el) return;
    let live = true;
    let near = typeof IntersectionObserver !== 'function'; // no observer (an old engine): nothing says it is off screen
    let code: Grid | null = null;
    const show = (): void => void (live && code && setGrid(() => code));
    let stopIdle = (): void => {};
    const observer = near ? null : new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      near = true;
      show();
    }, { rootMargin: NEAR_MARGIN });
    observer?.observe(el);
    void loadGrid().then(
      (loaded) => {
        code = loaded;
        if (near) show();
        else if (live) stopIdle = whenIdle(show, IDLE_TIMEOUT_MS);
      },
      // Grid code that cannot load stops the screen the way its own code would (ScreenHost's
      // boundary says so and offers Reload), never a "Loading…" that stays for ever.
      (err: unknown) => {
        if (live) setGrid(() => { throw err instanceof Error ? err : new Error(String(err)); });
      },
    );
    return () => {
      live = false;
      observer?.disconnect();
      stopIdle();
    };
  }, [ref, grid]);
  return grid;
}
