/** Counting what the console sent, at the sandbox (its admin counts of every command it answered). */
import type { Mc } from '../fixtures';

/** What the sandbox has been sent of a command since this was called. */
export async function sentSince(mc: Pick<Mc, 'sandbox'>): Promise<(command: string) => Promise<number>> {
  const before = await mc.sandbox.counts();
  return async (c) => ((await mc.sandbox.counts())[c] ?? 0) - (before[c] ?? 0);
}
