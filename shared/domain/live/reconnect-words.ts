/** How a reconnect reads to the operator: the Activity line of an episode, and the contract's view. */
import { RECONNECT } from './reconnect-backoff';
import type { ReconnectView } from './board';
import type { EpisodeEnd, ReconnectState } from './reconnect-episode';

/** The first line of an episode's Activity entry. */
export function episodeLine(ended: EpisodeEnd): string {
  const tries = `${ended.tries} ${ended.tries === 1 ? 'try' : 'tries'}`;
  if (ended.kind === 'reconnected') return `reconnected after ${tries}, ${Math.round(ended.offAirMs / 1000)} s off air`;
  if (ended.kind === 'gave-up') return `gave up after ${tries}: ${ended.reason}`;
  if (ended.kind === 'refused') return `key refused: ${ended.reason}`;
  if (ended.kind === 'capped') return `not tried: ${ended.reason}`;
  return ended.outside === true ? `stopped outside this console after ${tries}` : `stopped by the operator after ${tries}`;
}

/** The contract's view of a destination's reconnect: the try waiting or running, and when the next is due. */
export function reconnectView(s: ReconnectState): ReconnectView {
  const ep = s.episode;
  const attempt = ep === null ? null : s.pending !== null ? ep.tries : ep.tries + 1;
  return { enabled: s.enabled, attempt, of: RECONNECT.maxTries, nextTryAt: s.dueAt === null ? null : new Date(s.dueAt).toISOString(), ...(s.by ? { by: s.by } : {}) };
}
