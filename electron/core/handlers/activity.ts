/** The `activity` area: the audit log, read side (the Activity screen). */
import type { activityChannels } from '../../../shared/ipc/activity';
import { type AreaHandlers, ok } from '../../../shared/ipc/define';
import type { AuditLog } from '../audit/log';

export function createActivityHandlers(audit: AuditLog): AreaHandlers<typeof activityChannels> {
  return {
    list: async (filter) => ok(await audit.list(filter)),
  };
}
