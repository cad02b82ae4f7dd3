/**
 * Rehearsal on a mirror: `start` copies the active account's picture
 * (picture.ts) into a mirror sandbox, lists it as a built-in ephemeral account and makes
 * it active through the accounts switch; `fault` sets faults on it while it is active;
 * `end` returns to the real account and removes every trace of the mirror.
 */
import { SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';
import { type AreaHandlers, type IpcResult, fail, ok } from '../../../shared/ipc/define';
import { DEFAULT_MIRROR_START, type MirrorStart } from '../../../shared/domain/rehearsal/seed';
import type { RehearsalFaultInput, RehearsalState, rehearsalChannels } from '../../../shared/ipc/rehearsal';
import { startFrom } from './begin';
import { type RehearsalDeps, type RehearsalRun, refused, stateOf } from './run';
import { removeMirror } from './teardown';

export function createRehearsalFeature(deps: RehearsalDeps): { handlers: AreaHandlers<typeof rehearsalChannels>; dispose(): Promise<void> } {
  const run: RehearsalRun = { running: null, starting: null, disposed: false };

  async function start(from: MirrorStart): Promise<IpcResult<RehearsalState>> {
    if (deps.startMirror === undefined) return refused('Rehearsal needs the built-in sandbox, which does not run here: start the console (app or web mode) to rehearse.');
    const real = deps.profiles.active();
    if (real.mirrorOf !== undefined) return refused(`${real.name} is already a rehearsal mirror; end the rehearsal first.`);
    if (run.running !== null || run.starting !== null) return refused('A rehearsal is already running; end it first.');
    const job = startFrom(deps, run, real, deps.startMirror, from);
    run.starting = job;
    try {
      return await job;
    } finally {
      run.starting = null;
    }
  }

  async function end(): Promise<IpcResult<null>> {
    if (run.running === null) return ok(null);
    const wasActive = deps.profiles.activeId() === run.running.profile.id;
    const r = await removeMirror(deps, run);
    if (wasActive && r !== null) {
      const back = deps.profiles.get(r.real.id) ? r.real.id : SANDBOX_PROFILE_ID;
      const switched = await deps.switchTo(back);
      if (!switched.ok) return fail(switched.error);
    } else deps.events.emit({ type: 'accounts.changed' });
    deps.log.info('rehearsal: ended; the mirror was removed');
    return ok(null);
  }

  function fault(input: RehearsalFaultInput): IpcResult<RehearsalState> {
    const running = run.running;
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
      current: () => Promise.resolve(ok(run.running === null ? null : stateOf(run.running))),
      start: (input) => start(input.from ?? DEFAULT_MIRROR_START),
      fault: (input) => Promise.resolve(fault(input)),
      end,
    },
    dispose: async () => {
      run.disposed = true;
      await run.starting;
      await removeMirror(deps, run);
    },
  };
}
