/** The `share` IPC channels (shared/ipc/share.ts) over the share hub: the host's own screen only. */
import { formatInvitation } from '../../../shared/domain/share/invitation';
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';
import type { shareChannels } from '../../../shared/ipc/share';
import type { ShareHub } from './hub';
import { listInterfaces } from './listener';

const notFound = () => fail<never>({ kind: 'not_found', message: 'No such guest: they may have been revoked already.' });

export function createShareHandlers(hub: ShareHub): AreaHandlers<typeof shareChannels> {
  return {
    settings: async () => ok(hub.settings()),
    interfaces: async () => ok(listInterfaces()),
    configure: async (input) => ok(await hub.configure(input.enabled, input.address, input.port)),
    invite: async (input) => {
      const at = hub.listening();
      if (at === null) return fail({ kind: 'conflict', message: 'Turn on "Share this show" first: an invitation names the address it listens on.' });
      const made = hub.book.invite(input.name, input.role, input.minutes);
      const invitation = formatInvitation({ host: at.address, port: at.port, code: made.code, fingerprint: at.fingerprint });
      return ok({ invitation, personId: made.id, expiresAt: new Date(made.expiresAt).toISOString() });
    },
    guests: async () => ok(hub.book.list()),
    setRole: async (input) => (hub.book.setRole(input.id, input.role) ? ok(hub.book.list()) : notFound()),
    revoke: async (input) => (hub.book.revoke(input.id) ? ok(hub.book.list()) : notFound()),
  };
}
