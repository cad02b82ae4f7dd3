/** Destination states as the shared StateTag shows them (operator principles, States): one word per board state. */
import type { DestState } from '../../../../shared/domain/live/board';
import type { TagState } from '../../components/StateTag';

export const DEST_TAG: Record<DestState, { state: TagState; word?: string }> = {
  off: { state: 'off' },
  connecting: { state: 'connecting' },
  live: { state: 'live' },
  failed: { state: 'failed' },
  unknown: { state: 'unknown' },
  disconnecting: { state: 'connecting', word: 'DISCONNECTING' },
  stopped: { state: 'off', word: 'STOPPED' },
  reconnecting: { state: 'reconnecting' },
};
