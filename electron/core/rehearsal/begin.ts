/**
 * Starts a mirror of the real account: copies its picture into a mirror sandbox, lists
 * the mirror as a built-in ephemeral account and switches to it, unless the console shut
 * down or the active account changed while it was copying.
 */
import type { Profile } from '../../../shared/domain/profile';
import { type IpcResult, fail, ok } from '../../../shared/ipc/define';
import { type MirrorStart, seededPicture } from '../../../shared/domain/rehearsal/seed';
import type { RehearsalState } from '../../../shared/ipc/rehearsal';
import { outsideBound } from '../ipc/bound-account';
import { type StartMirror, copiedCounts, mirrorProfile, realLiveOf } from './mirror';
import { readPicture } from './picture';
import { type RehearsalDeps, type RehearsalRun, refused, stateOf } from './run';
import { removeMirror } from './teardown';

export async function startFrom(deps: RehearsalDeps, run: RehearsalRun, real: Profile, startMirror: StartMirror, from: MirrorStart): Promise<IpcResult<RehearsalState>> {
  const readAt = new Date(deps.clock.now()).toISOString();
  const read = await readPicture(deps.gateway, real.cdn, real.id);
  if (!read.ok) return fail(read.error);
  const { picture } = read;
  // As real: the destinations as this read found them, held failed pushes included; or all OFF.
  const handle = await startMirror(seededPicture(picture, from));
  if (run.disposed) {
    await handle.close();
    return refused('Rehearsal not started: the console is shutting down.');
  }
  if (deps.profiles.activeId() !== real.id) {
    await handle.close();
    return refused(`Rehearsal not started: the active account changed while ${real.name} was being copied.`);
  }
  const profile = mirrorProfile(real, handle, readAt);
  deps.credentials.setEphemeral(profile.id, { apiKey: handle.apiKey, secret: handle.secret });
  deps.profiles.addMirror(profile);
  const copied = copiedCounts(picture);
  run.running = { handle, profile, real, copied, realLive: realLiveOf(picture, readAt), from };
  // Outside this call's binding to the real account: what the switch sets off is the mirror's.
  const switched = await outsideBound(() => deps.switchTo(profile.id));
  if (!switched.ok) {
    await removeMirror(deps, run);
    return fail(switched.error);
  }
  deps.log.info(`rehearsal: started a mirror of ${real.name} (${copied.services} services, ${copied.apps} apps, ${copied.streams} streams, ${copied.channels} channels)`);
  // Read again after the switch, as the feature's own state (an end meanwhile leaves none).
  return ok(stateOf(run.running!));
}
