/**
 * The built-in Sandbox account. Its address and credentials come from the in-process
 * sandbox at boot (a new port and key each launch), so it is never written to
 * profiles.json; it is always listed first and cannot be edited or deleted.
 */
import { type Profile, SANDBOX_PROFILE_ID } from '../../../shared/domain/profile';

/** What the composition root learns from the running sandbox (null: not running). */
export interface SandboxConnection {
  baseUrl: string;
  cdn: number;
  apiKey: string;
  secret: string;
}

/** Shown when no sandbox runs in this process (e.g. the CLI): calls fail with no_credentials. */
const NOT_RUNNING_URL = 'http://127.0.0.1:1/stable/';

export function sandboxProfile(sandbox: SandboxConnection | null, bootIso: string): Profile {
  return {
    id: SANDBOX_PROFILE_ID,
    name: 'Sandbox',
    baseUrl: sandbox?.baseUrl ?? NOT_RUNNING_URL,
    cdn: sandbox?.cdn ?? 1,
    serialization: 'php',
    colour: '#8a5cd1',
    builtIn: true,
    createdAt: bootIso,
    updatedAt: bootIso,
  };
}
