/**
 * The "Share this show" slice (host side): sharing's settings and the certificate's
 * fingerprint, this machine's interfaces to pick from, the last invitation made, and the
 * guest list — kept current by main's `share.changed` event. Every decision (who may do
 * what) is main's; this only asks and shows.
 */
import type { Role } from '../../../../shared/domain/share/person';
import type { IpcError, IpcResult } from '../../../../shared/ipc/define';
import type { McEvent } from '../../../../shared/ipc/events';
import type { GuestView, InvitationValue, ShareInterface, ShareSettings } from '../../../../shared/ipc/share';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';

export interface ShareSlice {
  share: { settings: ShareSettings | null; interfaces: ShareInterface[]; guests: GuestView[]; invitation: InvitationValue | null; error: IpcError | null };
  loadShare(): Promise<void>;
  configureShare(input: { enabled: boolean; address: string; port: number }): Promise<IpcResult<ShareSettings>>;
  inviteGuest(input: { name: string; role: Role; minutes: number }): Promise<IpcResult<InvitationValue>>;
  setGuestRole(id: string, role: Role): Promise<IpcResult<GuestView[]>>;
  revokeGuest(id: string): Promise<IpcResult<GuestView[]>>;
  shareEvent(event: McEvent): void;
}

export const ROLES: Role[] = ['read', 'operate', 'destructive'];

/** The addresses offered: loopback first, then the others in the order the machine lists them. */
export function interfaceChoices(list: ShareInterface[], current: string): ShareInterface[] {
  const sorted = [...list].sort((a, b) => Number(b.internal) - Number(a.internal));
  return sorted.some((i) => i.address === current) ? sorted : [{ name: 'saved', address: current, family: current.includes(':') ? 'IPv6' : 'IPv4', internal: false }, ...sorted];
}

export const createShareSlice: SliceCreator<ShareSlice> = (set) => {
  const patch = (p: Partial<ShareSlice['share']>) => set((s) => ({ share: { ...s.share, ...p } }));
  const guestsFrom = (r: IpcResult<GuestView[]>): IpcResult<GuestView[]> => {
    if (r.ok) patch({ guests: r.value });
    return r;
  };
  return {
    share: { settings: null, interfaces: [], guests: [], invitation: null, error: null },
    loadShare: async () => {
      const [settings, interfaces, guests] = await Promise.all([mc().share.settings({}), mc().share.interfaces({}), mc().share.guests({})]);
      if (!settings.ok) return patch({ error: settings.error });
      patch({ settings: settings.value, interfaces: interfaces.ok ? interfaces.value : [], guests: guests.ok ? guests.value : [], error: null });
    },
    configureShare: async (input) => {
      const r = await mc().share.configure(input);
      if (r.ok) patch({ settings: r.value, ...(r.value.running ? {} : { invitation: null }) });
      return r;
    },
    inviteGuest: async (input) => {
      const r = await mc().share.invite(input);
      if (r.ok) patch({ invitation: r.value });
      return r;
    },
    setGuestRole: async (id, role) => guestsFrom(await mc().share.setRole({ id, role })),
    revokeGuest: async (id) => guestsFrom(await mc().share.revoke({ id })),
    shareEvent: (event) => {
      if (event.type === 'share.changed') patch({ settings: event.settings, guests: event.guests });
    },
  };
};
