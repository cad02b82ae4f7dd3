/**
 * The origins a go live used, kept with the account (origin-store.ts), so a disconnect
 * reaches the origin its push went through, and Disconnect all reaches every one of them.
 */
import type { CommandParams } from '../../../shared/api/catalog';
import type { FeatureDeps, GatewayResult } from '../deps';
import { OriginStore } from './origin-store';

type DisconnectParams = CommandParams<'pushpublish.disconnect'>;

/** The origin a go live used is kept with the account (origin-store.ts); a store that cannot be written is said, not thrown. */
export async function keepOrigin(deps: FeatureDeps, account: string, key: string | null, origin: string | undefined): Promise<void> {
  const store = OriginStore.of(deps.dataDir);
  try {
    await (key === null ? store.clear(account) : store.set(account, key, origin));
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    deps.events.emit({ type: 'notice', level: 'warning', title: 'Origin not saved', body: `The origin used could not be kept on disk (${why}); a disconnect after a restart goes to the default origin.` });
  }
}

/** A disconnect all reaches the default origin and every origin a destination of the account went live through. */
export async function disconnectAll(deps: FeatureDeps, account: string, given: DisconnectParams): Promise<GatewayResult<{ message: string | null }>> {
  const first = await deps.gateway.call('pushpublish.disconnect', given);
  if (given.origin_url !== undefined) return first;
  const others = await OriginStore.of(deps.dataDir).ofAccount(account).catch(() => []);
  const rest = await Promise.all(others.map((origin_url) => deps.gateway.call('pushpublish.disconnect', { ...given, origin_url })));
  const failed = [first, ...rest].find((r) => !r.ok);
  if (failed === undefined) await keepOrigin(deps, account, null, undefined);
  return failed ?? first;
}
