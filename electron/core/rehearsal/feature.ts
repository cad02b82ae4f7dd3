/**
 * Rehearsal on a mirror (issue #16 point 4): `start` copies the active account's picture
 * (picture.ts) into a mirror sandbox, lists it as a built-in ephemeral account and makes
 * it active through the accounts switch; `fault` sets faults on it while it is active;
 * `end` returns to the real account and removes every trace of the mirror.
 */
import { type Profile, SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import { type AreaHandlers, type IpcResult, fail, ok } from '../../../shared/ipc/define';
import type { RehearsalFaultInput, RehearsalState, rehearsalChannels } from '../../../shared/ipc/rehearsal';
import type { CredentialService } from '../credentials/service';
import type { Clock, CommandGateway, EventSink } from '../deps';
import type { Logger } from '../events/log';
import type { ClientPool } from '../gateway/clients';
import type { AccountData } from '../profiles/account-data';
import type { ProfileStore } from '../profiles/store';
import { type MirrorHandle, type StartMirror, copiedCounts, mirrorProfile } from './mirror';
import { outsideBound } from '../ipc/bound-account';
import { readPicture } from './picture';

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

interface Running {
  handle: MirrorHandle;
  profile: Profile;
  real: Profile;
  copied: RehearsalState['copied'];
}

const refused = (message: string) => fail<never>({ kind: 'conflict', message });

export function createRehearsalFeature(deps: RehearsalDeps): { handlers: AreaHandlers<typeof rehearsalChannels>; dispose(): Promise<void> } {
  let running: Running | null = null;
  /** The start copying now: a second start is refused, not raced, and dispose waits for it. */
  let starting: Promise<unknown> | null = null;
  /** Set by dispose: a start still copying then closes its mirror instead of listing it. */
  let disposed = false;

  const stateOf = (r: Running): RehearsalState => ({
    account: r.profile.id, name: r.profile.name, mirrorOf: r.real.id, mirrorOfName: r.real.name, copied: r.copied, faults: r.handle.faults(),
  });

  async function start(): Promise<IpcResult<RehearsalState>> {
    if (deps.startMirror === undefined) return refused('Rehearsal needs the built-in sandbox, which does not run here: start the console (app or web mode) to rehearse.');
    const real = deps.profiles.active();
    if (real.mirrorOf !== undefined) return refused(`${real.name} is already a rehearsal mirror; end the rehearsal first.`);
    if (running !== null || starting !== null) return refused('A rehearsal is already running; end it first.');
    const job = startFrom(real, deps.startMirror);
    starting = job;
    try {
      return await job;
    } finally {
      starting = null;
    }
  }

  async function startFrom(real: Profile, startMirror: StartMirror): Promise<IpcResult<RehearsalState>> {
    const read = await readPicture(deps.gateway, real.cdn, real.id);
    if (!read.ok) return fail(read.error);
    const { picture } = read;
    const handle = await startMirror(picture);
    if (disposed) {
      await handle.close();
      return refused('Rehearsal not started: the console is shutting down.');
    }
    if (deps.profiles.activeId() !== real.id) {
      await handle.close();
      return refused(`Rehearsal not started: the active account changed while ${real.name} was being copied.`);
    }
    const profile = mirrorProfile(real, handle, new Date(deps.clock.now()).toISOString());
    deps.credentials.setEphemeral(profile.id, { apiKey: handle.apiKey, secret: handle.secret });
    deps.profiles.addMirror(profile);
    const copied = copiedCounts(picture);
    running = { handle, profile, real, copied };
    // Outside this call's binding to the real account: what the switch sets off is the mirror's.
    const switched = await outsideBound(() => deps.switchTo(profile.id));
    if (!switched.ok) {
      await removeMirror();
      return fail(switched.error);
    }
    deps.log.info(`rehearsal: started a mirror of ${real.name} (${copied.services} services, ${copied.apps} apps, ${copied.streams} streams, ${copied.channels} channels)`);
    return ok(stateOf(running));
  }

  /** Everything the mirror left: its listing, credentials, client, cached reads, geo baselines and sandbox. */
  async function removeMirror(): Promise<Running | null> {
    const r = running;
    running = null;
    if (r === null) return null;
    deps.profiles.removeMirror();
    // Memory and store alike: a `rehearsal-<uuid>` entry an older console let into the
    // keychain or vault must not stay there for good.
    deps.credentials.dropEphemeral(r.profile.id);
    const wiped = await deps.credentials.clear(r.profile.id);
    if (!wiped.ok) deps.log.warn(`rehearsal: the mirror's stored credentials could not be wiped: ${wiped.error.message}`);
    deps.clients.forget(r.profile.id);
    await deps.accountData.forget(r.profile.id);
    await r.handle.close();
    return r;
  }

  async function end(): Promise<IpcResult<null>> {
    if (running === null) return ok(null);
    const wasActive = deps.profiles.activeId() === running.profile.id;
    const r = await removeMirror();
    if (wasActive && r !== null) {
      const back = deps.profiles.get(r.real.id) ? r.real.id : SANDBOX_PROFILE_ID;
      const switched = await deps.switchTo(back);
      if (!switched.ok) return fail(switched.error);
    } else deps.events.emit({ type: 'accounts.changed' });
    deps.log.info('rehearsal: ended; the mirror was removed');
    return ok(null);
  }

  function fault(input: RehearsalFaultInput): IpcResult<RehearsalState> {
    if (running === null || deps.profiles.activeId() !== running.profile.id) {
      return refused('Faults are set on a rehearsal mirror only, while it is the active account.');
    }
    const { handle } = running;
    if (input.kind === 'refuse') handle.refuseService(input.push_service_id, input.refused);
    else if (input.kind === 'lose_next_answer') handle.loseNextAnswer();
    else handle.clearFaults();
    return ok(stateOf(running));
  }

  return {
    handlers: {
      current: () => Promise.resolve(ok(running === null ? null : stateOf(running))),
      start,
      fault: (input) => Promise.resolve(fault(input)),
      end,
    },
    dispose: async () => {
      disposed = true;
      await starting;
      await removeMirror();
    },
  };
}
