/**
 * The composition root of the main-process services, used by the Electron main process,
 * web mode and the CLI. Synchronous: files are read at once, the keychain probe runs in
 * the background and credential calls wait for it. Everything else takes its
 * collaborators from here.
 */
import { contract } from '../../shared/ipc/contract';
import { auditActor } from './audit/actor';
import { AuditLog } from './audit/log';
import { CACHE_DIR, ReadCache } from './cache/store';
import { prepareDataFolder } from './fs/data-folder';
import { SHEETS_DIR } from './sheets/store';
import { GeoStore } from './live/geo-store';
import { accountData } from './profiles/account-data';
import { createApiClient } from './client';
import type { KeychainApi } from './credentials/keychain-store';
import type { BackendChoice } from './credentials/backend';
import type { CredentialService } from './credentials/service';
import { backendChoiceFromEnv, createCredentialService } from './credentials/setup';
import type { SecretStore } from './credentials/store';
import { type Clock, systemClock } from './deps';
import { EventHub } from './events/hub';
import { KnownSecrets } from './events/known-secrets';
import { createLogger, type LineSink, type Logger, processSink } from './events/log';
import { type ClientFactory, ClientPool } from './gateway/clients';
import { ConnectionTracker } from './gateway/connection';
import { Gateway } from './gateway/gateway';
import type { ChooseSavePath, OpenExternal } from './handlers/app';
import { createHandlers } from './handlers/index';
import { createRouter, type Router } from './ipc/router';
import type { StartMirror } from './rehearsal/mirror';
import type { SandboxConnection } from './profiles/sandbox-profile';
import { ProfileStore } from './profiles/store';
import { isMirrorId } from './rehearsal/mirror';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import { join } from 'node:path';
import type { ControlScope, ControlSettings } from '../../shared/ipc/control';
import { createControlHandlers } from './control/handlers';
import { ControlHub, type StartControlServer } from './control/hub';
import { type ExportDestination, SaveGrants } from './viewers/export-path';

/** Web mode's default export folder, under the data folder. */
export const EXPORT_DIR = 'exports';

/** The save dialog, recording each path it returns as the one kind of file exports may write. */
function grantingDialog(dialog: ChooseSavePath | undefined, grants: SaveGrants): ChooseSavePath | undefined {
  if (dialog === undefined) return undefined;
  return async (options) => {
    const path = await dialog(options);
    if (path !== null) grants.grant(path);
    return path;
  };
}

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
}

/** What the control API drives: the same router, events and accounts as the screens. */
export interface ControlCore {
  router: Router;
  events: EventHub;
  hub: ControlHub;
  profiles: ProfileStore;
  clock: Clock;
  log: Logger;
}

export interface CoreServices {
  router: Router;
  events: EventHub;
  gateway: Gateway;
  profiles: ProfileStore;
  credentials: CredentialService;
  audit: AuditLog;
  cache: ReadCache;
  log: Logger;
  /** Every secret value seen in this process, for scrubbing (and canary tests). */
  secrets: KnownSecrets;
  control: ControlHub;
  /** The control API's settings once it has started (or not) at launch. */
  controlReady: Promise<ControlSettings>;
  dispose(): Promise<void>;
}

export function createCoreServices(options: CoreOptions): CoreServices {
  const clock = options.clock ?? systemClock;
  const secrets = new KnownSecrets();
  const log = createLogger(options.logSink ?? processSink(options.mode), secrets, () => clock.now());
  const events = new EventHub((err) => log.error('events: a listener threw', err));
  const leftoverTemps = prepareDataFolder(options.dataDir, [CACHE_DIR, SHEETS_DIR]);
  if (leftoverTemps > 0) log.info(`data folder: removed ${leftoverTemps} temp file(s) left by interrupted writes`);
  const credentials = createCredentialService({
    dataDir: options.dataDir,
    secrets,
    choice: options.secretBackend ?? backendChoiceFromEnv(process.env),
    secretStore: options.secretStore,
    loadKeychain: options.loadKeychain,
  });
  if (options.sandbox) credentials.setEphemeral(SANDBOX_PROFILE_ID, { apiKey: options.sandbox.apiKey, secret: options.sandbox.secret });
  const profiles = ProfileStore.open(options.dataDir, options.sandbox, clock);
  for (const problem of profiles.loadProblems) log.warn(`profiles: ${problem}`);
  const audit = new AuditLog(options.dataDir, secrets, events, clock, auditActor(options.mode));
  const cache = new ReadCache(options.dataDir, secrets, log);
  const geo = new GeoStore(options.dataDir);
  const perAccount = accountData([cache, geo]);
  // A mirror lives in memory only: what a crash left under one (reads, geo baselines) is dropped.
  const leftovers = perAccount.forgetWhere((id) => isMirrorId(id) && profiles.get(id) === undefined).catch((err: unknown) => log.warn('could not drop what a rehearsal mirror left', err));
  const clients = new ClientPool(credentials, options.createClient ?? ((o) => createApiClient({ ...o, clock })));
  const connection = new ConnectionTracker(events, clock);
  const gateway = new Gateway({ profiles, clients, audit, cache, connection, secrets, clock, log });
  const grants = new SaveGrants();
  const exports: ExportDestination = options.chooseSavePath ? { kind: 'granted', grants } : { kind: 'folder', dir: options.exportDir ?? join(options.dataDir, EXPORT_DIR) };
  const chooseSavePath = grantingDialog(options.chooseSavePath, grants);
  const control = new ControlHub({ dataDir: options.dataDir, credentials, events, clock, log, ...(options.controlFixed ? { fixed: options.controlFixed } : {}) });
  const all = createHandlers({
    app: { mode: options.mode, version: options.version, platform: options.platform ?? process.platform, connection: () => connection.status(profiles.activeId()), openExternal: options.openExternal, chooseSavePath },
    accounts: { profiles, credentials, clients, connection, accountData: perAccount, events, log },
    api: { gateway, cache, clock },
    audit,
    features: { gateway, events, clock, dataDir: options.dataDir, exports },
    geo,
    rehearsal: { startMirror: options.startMirror },
    control: createControlHandlers(control),
  });
  const router = createRouter(contract, all.handlers, log, {
    active: () => profiles.active(),
    find: (id) => profiles.get(id),
    refused: (entry) => void audit.refused(entry),
  });
  // An arm made through the API was made for the account active then: a switch cancels it, as on screen.
  let lastActive = profiles.activeId();
  const stopArmWatch = events.subscribe((e) => {
    if (e.type !== 'accounts.changed' || profiles.activeId() === lastActive) return;
    lastActive = profiles.activeId();
    control.arms.cancelAll();
  });
  const controlReady = options.controlServer ? control.attach(options.controlServer({ router, events, hub: control, profiles, clock, log })) : Promise.resolve(control.settings());
  const notify = options.notify;
  const unsubscribe = notify ? events.subscribe((e) => e.type === 'notice' && notify(e.title, e.body)) : () => {};
  void credentials.status().then((s) => log.info(`credentials: backend ${s.backend}${s.keychainProblem ? ` (${s.keychainProblem})` : ''}`));
  return {
    router, events, gateway, profiles, credentials, audit, cache, log, secrets, control, controlReady,
    async dispose() {
      unsubscribe();
      stopArmWatch();
      // The features' dispose starts first, in this turn: a rehearsal being started must see
      // the shutdown before its mirror arrives (rehearsal-boot.test), whatever control awaits.
      const features = all.dispose();
      await control.dispose();
      await features;
      clients.closeAll();
      await leftovers;
      await cache.settled();
      audit.close();
      events.clear();
    },
  };
}
