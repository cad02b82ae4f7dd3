/**
 * Loads every screen's code while the page is idle after the first screen is up, one
 * screen per idle moment. A first visit during the show then draws in the same render,
 * with nothing to fetch or parse (Activity's first open brought in AG Grid: about 1.2 MB
 * of script and 4 MB of page heap, a step the soak bench saw in the middle of a show),
 * and the page takes its one-time code at start-up. A screen whose code fails to load is
 * skipped here; its own visit says so and offers Reload (ScreenHost).
 */
import { whenIdle } from '../components/when-idle';
import type { ScreenDef } from './screen-def';

/** Longest one screen's load waits for an idle moment (a busy page still warms up). */
const IDLE_TIMEOUT_MS = 5_000;

/** Settles once every screen's load has been tried, in navigation order. */
export async function warmScreens(
  defs: readonly ScreenDef[],
  load: (def: ScreenDef) => Promise<void>,
  idle: (run: () => void) => void = (run) => void whenIdle(run, IDLE_TIMEOUT_MS),
): Promise<void> {
  for (const def of defs) {
    await new Promise<void>((ran) => idle(ran));
    await load(def).catch(() => undefined);
  }
}
