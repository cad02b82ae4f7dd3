/**
 * What a rehearsal is given (its deps) and what it holds while it runs: the mirror, the
 * account it mirrors and what was copied, shared by starting, ending and the handlers.
 */
import type { Profile } from '../../../shared/domain/profile';
import { type IpcResult, fail } from '../../../shared/ipc/define';
import type { MirrorStart } from '../../../shared/domain/rehearsal/seed';
import type { RehearsalState } from '../../../shared/ipc/rehearsal';
import type { CredentialService } from '../credentials/service';
import type { Clock, CommandGateway, EventSink } from '../deps';
import type { Logger } from '../events/log';
import type { ClientPool } from '../gateway/clients';
import type { AccountData } from '../profiles/account-data';
import type { ProfileStore } from '../profiles/store';
import type { MirrorHandle, StartMirror } from './mirror';

export interface RehearsalDeps {
  gateway: CommandGateway;
  profiles: ProfileStore;
  credentials: CredentialService;
  clients: ClientPool;
  accountData: AccountData;
  clock: Clock;
  events: EventSink;
  log: Logger;
  /** The accounts area's own switch (announces the account, fires accounts.changed). */
  switchTo(profileId: string): Promise<IpcResult<unknown>>;
  /** Absent where no sandbox can run (the plain CLI): start then fails in words. */
  startMirror?: StartMirror;
}

export interface Running {
  handle: MirrorHandle;
  profile: Profile;
  real: Profile;
  copied: RehearsalState['copied'];
  realLive: RehearsalState['realLive'];
  from: MirrorStart;
}

/** The feature's one mutable state. */
export interface RehearsalRun {
  running: Running | null;
  /** The start copying now: a second start is refused, not raced, and dispose waits for it. */
  starting: Promise<unknown> | null;
  /** Set by dispose: a start still copying then closes its mirror instead of listing it. */
  disposed: boolean;
}

export const refused = (message: string) => fail<never>({ kind: 'conflict', message });

export const stateOf = (r: Running): RehearsalState => ({
  account: r.profile.id, name: r.profile.name, mirrorOf: r.real.id, mirrorOfName: r.real.name, copied: r.copied, faults: r.handle.faults(), realLive: r.realLive, from: r.from,
});
