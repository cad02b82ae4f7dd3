/**
 * Opens what every service shares, from the data folder: the log and event hub, the
 * credentials, the account profiles, the audit journal, the read cache and the per-account
 * data. Synchronous: files are read at once; the keychain probe runs in the background.
 */
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import { AlertTargetStore } from './alerts/targets-store';
import { auditActor } from './audit/actor';
import { AuditLog } from './audit/log';
import { CACHE_DIR, ReadCache } from './cache/store';
import type { CoreOptions } from './core-options';
import { backendChoiceFromEnv, createCredentialService } from './credentials/setup';
import { systemClock } from './deps';
import { EventHub } from './events/hub';
import { KnownSecrets } from './events/known-secrets';
import { createLogger, processSink } from './events/log';
import { prepareDataFolder } from './fs/data-folder';
import { GeoStore } from './live/geo-store';
import { GroupStore } from './live/group-store';
import { OriginStore } from './live/origin-store';
import { ReconnectStore } from './live/reconnect-store';
import { WatchStore } from './live/watch-store';
import { accountData } from './profiles/account-data';
import { ProfileStore } from './profiles/store';
import { isMirrorId } from './rehearsal/mirror';
import { SHEETS_DIR } from './sheets/store';

export type CoreStores = ReturnType<typeof openCoreStores>;

export function openCoreStores(options: CoreOptions) {
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
  const watches = new WatchStore(options.dataDir);
  const groups = new GroupStore(options.dataDir);
  const reconnectSettings = new ReconnectStore(options.dataDir);
  const alertTargets = new AlertTargetStore(options.dataDir);
  const perAccount = accountData([cache, geo, watches, OriginStore.of(options.dataDir), reconnectSettings, groups, alertTargets]);
  // A mirror lives in memory only: what a crash left under one (reads, geo baselines) is dropped.
  const leftovers = perAccount.forgetWhere((id) => isMirrorId(id) && profiles.get(id) === undefined).catch((err: unknown) => log.warn('could not drop what a rehearsal mirror left', err));
  return { clock, secrets, log, events, credentials, profiles, audit, cache, geo, watches, groups, reconnectSettings, alertTargets, perAccount, leftovers };
}
