/** The `control` IPC channels (shared/ipc/control.ts) over the control hub. */
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';
import type { controlChannels } from '../../../shared/ipc/control';
import type { ControlHub } from './hub';

const readOnly = () => fail<never>({ kind: 'conflict', message: 'The control API was set on the command line (--control-port); restart web mode to change it.' });

export function createControlHandlers(hub: ControlHub): AreaHandlers<typeof controlChannels> {
  return {
    settings: async () => ok(hub.settings()),
    configure: async (input) => (hub.fixed ? readOnly() : ok(await hub.configure({ enabled: input.enabled, port: input.port, destructive: input.destructive, companion: input.companion }))),
    rotateToken: async () => (hub.fixed ? readOnly() : ok(await hub.rotateToken())),
    cancelArm: async (input) => (hub.arms.cancel(input.armId) ? ok(null) : fail({ kind: 'not_found', message: 'That arm has already ended.' })),
    report: async (input) => {
      hub.setReport(input);
      return ok(null);
    },
  };
}
