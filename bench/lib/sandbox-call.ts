/**
 * What the live benches share: a call through main's own router as the sandbox account (the
 * same path a view's IPC takes, without a socket), and the wall clock in epoch ms with
 * sub-millisecond resolution, so a time taken in main and one taken in a page compare.
 */
import type { Booted } from '../../electron/cli/boot';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';

/** One command as the sandbox account; a refusal throws with the channel named. */
export async function sandboxCall<T = unknown>(booted: Booted, channel: string, input: unknown): Promise<T> {
  const r = await booted.services.router.dispatch(channel, input, SANDBOX_PROFILE_ID);
  if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
  return r.value as T;
}

/** Now, in epoch ms (performance's clock: monotonic within the process). */
export const epoch = (): number => performance.timeOrigin + performance.now();
