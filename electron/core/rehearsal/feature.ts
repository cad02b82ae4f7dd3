/**
 * TEMPORARY (this session's branch base): the rehearsal channels answer "not built" until
 * the mirror lands; the helper building it replaces this file. Never merged as done.
 */
import { type AreaHandlers, fail } from '../../../shared/ipc/define';
import type { rehearsalChannels } from '../../../shared/ipc/rehearsal';

const notBuilt = () => Promise.resolve(fail<never>({ kind: 'conflict', message: 'Rehearsal is not built yet' }));

export function createRehearsalFeature(): { handlers: AreaHandlers<typeof rehearsalChannels> } {
  return { handlers: { current: notBuilt, start: notBuilt, fault: notBuilt, end: notBuilt } };
}
