/** Words for cues on screen: the shared describer with the account's service names, and outcome tags. */
import type { CueState } from '../../../../shared/domain/sheets/outcome';
import type { ServiceNames } from '../../../../shared/domain/sheets/describe';
import type { PushServiceView } from '../../../../shared/ipc/live';
import type { TagState } from '../../components/StateTag';
import { serviceLabel } from '../live/labels';
import { DEST_TAG } from '../live/state-tag';

export function serviceNames(services: readonly PushServiceView[]): ServiceNames {
  const byId = new Map(services.map((s) => [s.push_service_id, serviceLabel(s)]));
  return (id) => byId.get(id) ?? null;
}

/** A cue outcome's tag: the board's words for destination states, DONE otherwise. */
export const CUE_TAG: Record<CueState, { state: TagState; word?: string }> = { ...DEST_TAG, done: { state: 'done' } };
