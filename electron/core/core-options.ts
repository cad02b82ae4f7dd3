/**
 * What a caller (Electron main, web mode, the CLI, tests) gives the composition root:
 * where the data lives, which mode runs, and the platform parts only the caller has.
 */
import type { ArchiveLauncher } from './archive/launch';
import type { ControlScope } from '../../shared/ipc/control';
import type { Fetch, SendLimits } from './alerts/delivery-send';
import type { StartControlServer } from './control/hub';
import type { BackendChoice } from './credentials/backend';
import type { KeychainApi } from './credentials/keychain-store';
import type { SecretStore } from './credentials/store';
import type { Clock } from './deps';
import type { LineSink } from './events/log';
import type { ClientFactory } from './gateway/clients';
import type { ChooseSavePath, OpenExternal } from './handlers/app';
import type { SandboxConnection } from './profiles/sandbox-profile';
import type { StartMirror } from './rehearsal/mirror';
import type { ControlCore } from './services';

export interface CoreOptions {
  dataDir: string;
  mode: 'electron' | 'web';
  version: string;
  /** The in-process sandbox's address and credentials (the Sandbox account), or null. */
  sandbox: SandboxConnection | null;
  /** Use this as the keychain (tests); otherwise the OS keychain is probed. */
  secretStore?: SecretStore;
  /** Force a secret backend; default from MC_SECRET_BACKEND, else automatic. */
  secretBackend?: BackendChoice;
  openExternal?: OpenExternal;
  /** The system save dialog (electron/app); absent in web mode. Exports may write only what it returns. */
  chooseSavePath?: ChooseSavePath;
  /** Web mode's export folder (default: `exports` under the data folder); exports go there by file name. */
  exportDir?: string;
  /** Shows a desktop notification for `notice` events (electron/app). */
  notify?: (title: string, body: string) => void;
  clock?: Clock;
  /** Where log lines go (default: the process streams; stderr only in web mode). */
  logSink?: LineSink;
  loadKeychain?: () => Promise<KeychainApi>;
  createClient?: ClientFactory;
  platform?: string;
  /** Starts a rehearsal mirror sandbox (electron/cli/boot.ts); absent, rehearsal says it cannot run here. */
  startMirror?: StartMirror;
  /** The control API's HTTP side (electron/control), given the services it drives; absent, the API cannot run. */
  controlServer?: (core: ControlCore) => StartControlServer;
  /** Set by `master-control web --control-port`: the API runs from launch with these, read only. */
  controlFixed?: { port: number; scopes: ControlScope[]; companion?: string | null };
  /** Starts the attempt archive's process: Electron's utilityProcess in the app (electron/app); Node's fork when absent. */
  archiveLauncher?: ArchiveLauncher;
  /** How alerts are sent (tests, benches): a fetch, the tries' limits, the queue's cap. Defaults: 5 s, 3 tries, 20. */
  alerts?: { fetch?: Fetch; limits?: Partial<SendLimits>; queueCap?: number };
}

