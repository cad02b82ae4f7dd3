/**
 * Starting the main-process services outside Electron (web mode, and the Electron main
 * process reuses it): the in-process sandbox for the built-in Sandbox account, then the
 * core services wired to it. One place decides the data folder and the version.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MirrorHandle } from '../core/rehearsal/mirror';
import { createCoreServices } from '../core/services';
import { startSandbox } from '../sandbox/index';
import type { RehearsalPicture } from '../../shared/domain/rehearsal/picture';

// The CLI commands take the data folder from here; it lives in core so that the Electron
// main process pins its user-data folder with the very same function.
export { APP_FOLDER, defaultDataDir } from '../core/profiles/data-dir';

/** The package root (where package.json and out/ live). */
export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

type CoreOptions = Parameters<typeof createCoreServices>[0];

/** A rehearsal's mirror: a sandbox of its own seeded from the picture, with fresh credentials. */
export async function startMirror(picture: RehearsalPicture): Promise<MirrorHandle> {
  return mirrorHandleOf(await startSandbox({ picture }));
}

/** What core may do with a mirror's sandbox (tests start their own and keep the sandbox to look into). */
export function mirrorHandleOf(sb: Awaited<ReturnType<typeof startSandbox>>): MirrorHandle {
  return {
    baseUrl: sb.baseUrl, cdn: sb.cdn, apiKey: sb.apiKey, secret: sb.secret,
    refuseService: sb.refuseService, loseNextAnswer: sb.loseNextAnswer, clearFaults: sb.clearFaults,
    faults: sb.rehearsalFaults, close: sb.close,
  };
}

export interface BootOptions extends Omit<CoreOptions, 'sandbox' | 'startMirror'> {
  /** Seed of the in-process sandbox (deterministic data for tests). */
  sandboxSeed?: number;
  /** Attempts the sandbox is seeded with (default: the sandbox's own); the viewers e2e and bench use more. */
  sandboxAttempts?: number;
  /** Stored services (destinations) the sandbox holds (default its seven); the scale bench uses 200. */
  sandboxServices?: number;
  /** The in-process sandbox answers in a PHP service's variant forms (seeded with sandboxSeed). */
  sandboxQuirks?: boolean;
}

export type Booted = {
  services: ReturnType<typeof createCoreServices>;
  sandbox: Awaited<ReturnType<typeof startSandbox>>;
  dispose(): Promise<void>;
};

/**
 * The sandbox always runs in-process: the built-in Sandbox account must always work,
 * offline, and it is the account the console opens on when no other is set up.
 */
export async function bootServices(options: BootOptions): Promise<Booted> {
  const { sandboxSeed, sandboxAttempts, sandboxServices, sandboxQuirks, ...core } = options;
  const sandbox = await startSandbox({
    ...(sandboxSeed === undefined ? {} : { seed: sandboxSeed }),
    ...(sandboxAttempts === undefined ? {} : { attempts: sandboxAttempts }),
    ...(sandboxServices === undefined ? {} : { services: sandboxServices }),
    ...(sandboxQuirks === true ? { quirksSeed: sandboxSeed ?? 1 } : {}),
  });
  const services = createCoreServices({
    ...core,
    sandbox: { baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, apiKey: sandbox.apiKey, secret: sandbox.secret },
    startMirror,
  });
  return {
    services,
    sandbox,
    async dispose() {
      await services.dispose();
      await sandbox.close();
    },
  };
}
