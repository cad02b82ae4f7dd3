/** Session states as the shared StateTag shows them (UX.md table). */
import type { SessionState } from '../../../../shared/domain/live/sessions';
import type { TagState } from '../../components/StateTag';

export const SESSION_TAG: Record<SessionState, TagState> = {
  connecting: 'connecting',
  live: 'live',
  failed: 'failed',
  disconnected: 'off',
  unknown: 'unknown',
};
