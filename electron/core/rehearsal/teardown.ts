/**
 * Removes every trace of a mirror: its listing, credentials (memory and store), client,
 * cached reads, geo baselines and its sandbox.
 */
import type { RehearsalDeps, RehearsalRun, Running } from './run';

/** Everything the mirror left: its listing, credentials, client, cached reads, geo baselines and sandbox. */
export async function removeMirror(deps: RehearsalDeps, run: RehearsalRun): Promise<Running | null> {
  const r = run.running;
  run.running = null;
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
