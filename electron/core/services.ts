/**
 * The composition root of the main-process services, used by the Electron main process,
 * web mode and the CLI. Synchronous: files are read at once, the keychain probe runs in
 * the background and credential calls wait for it. Everything else takes its
 * collaborators from here.
 */
import { contract } from '../../shared/ipc/contract';
import type { ControlSettings } from '../../shared/ipc/control';
import type { AlertDispatch } from '../../shared/domain/alerts/alert';
import { createAlertDelivery } from './alerts/delivery';
import { createTargetHandlers } from './alerts/targets-handlers';
import type { AuditLog } from './audit/log';
import type { ReadCache } from './cache/store';
import { createApiClient } from './client';
import { createControlHandlers } from './control/handlers';
import { ControlHub } from './control/hub';
import { SessionHub, createSessionHandlers } from './session/hub';
import type { CoreOptions } from './core-options';
import { type CoreStores, openCoreStores } from './core-stores';
import type { CredentialService } from './credentials/service';
import { backendSentence } from './credentials/keychain-words';
import type { Clock } from './deps';
import type { EventHub } from './events/hub';
import type { KnownSecrets } from './events/known-secrets';
import type { Logger } from './events/log';
import { exportSetup } from './export-setup';
import { ClientPool } from './gateway/clients';
import { ConnectionTracker } from './gateway/connection';
import { Gateway } from './gateway/gateway';
import { createHandlers } from './handlers/index';
import { createRouter, type Router } from './ipc/router';
import type { ProfileStore } from './profiles/store';
import { createShareHandlers } from './share/handlers';
import { ShareHub } from './share/hub';

/** What the control API drives: the same router, events and accounts as the screens. */
export interface ControlCore {
  router: Router;
  /** For the changes the control API makes that send no command (watch, groups, reconnect settings). */
  audit: Pick<AuditLog, 'intent' | 'outcome'>;
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
  /** The connection indicator's per-account status (forgotten with its account). */
  connection: ConnectionTracker;
  /** The people of the show: their arms and the two-person rule. */
  session: SessionHub;
  /** The control API's settings once it has started (or not) at launch. */
  controlReady: Promise<ControlSettings>;
  /** Where alerts are handed to be sent to the account's targets: returns at once (alerts/delivery.ts). */
  alerts: AlertDispatch;
  /** Resolves when no alert waits to be sent (tests, benches). */
  alertsSettled(): Promise<void>;
  /** Sharing the show with guests (core/share). */
  share: ShareHub;
  shareReady: Promise<unknown>;
  dispose(): Promise<void>;
}

/**
 * Runs `switched` each time the active account changes, whether or not a view is open to ask:
 * the show follows the active account in main, and an arm made through the API, made for the
 * account active then, is cancelled by a switch as on screen.
 */
function onSwitch({ events, profiles }: CoreStores, switched: () => void): () => void {
  let lastActive = profiles.activeId();
  return events.subscribe((e) => {
    if (e.type !== 'accounts.changed' || profiles.activeId() === lastActive) return;
    lastActive = profiles.activeId();
    switched();
  });
}

export function createCoreServices(options: CoreOptions): CoreServices {
  const stores = openCoreStores(options);
  const { clock, secrets, log, events, credentials, profiles, audit, cache, geo, watches, groups, reconnectSettings, alertTargets, perAccount, leftovers } = stores;
  const clients = new ClientPool(credentials, options.createClient ?? ((o) => createApiClient({ ...o, clock })));
  const connection = new ConnectionTracker(events, clock);
  perAccount.also(connection);
  const gateway = new Gateway({ profiles, clients, audit, cache, connection, secrets, clock, log });
  const { exports, chooseSavePath } = exportSetup(options.dataDir, options.chooseSavePath, options.exportDir);
  const control = new ControlHub({ dataDir: options.dataDir, credentials, events, clock, log, ...(options.controlFixed ? { fixed: options.controlFixed } : {}) });
  const session = new SessionHub(clock, events);
  const accountName = (id: string): string | undefined => profiles.get(id)?.name;
  const delivery = createAlertDelivery({ store: alertTargets, credentials, secrets, audit, events, clock, log, accountName: (id) => accountName(id) ?? id, ...options.alerts });
  const alertHandlers = createTargetHandlers({ store: alertTargets, delivery, credentials, secrets, clock, accountName });
  const share = new ShareHub({ dataDir: options.dataDir, credentials, events, clock, log });
  const all = createHandlers({
    app: { mode: options.mode, version: options.version, platform: options.platform ?? process.platform, connection: () => connection.status(profiles.activeId()), openExternal: options.openExternal, chooseSavePath },
    accounts: { profiles, credentials, clients, connection, accountData: perAccount, events, log },
    api: { gateway, cache, clock },
    audit,
    features: { gateway, events, clock, dataDir: options.dataDir, exports, archiveLauncher: options.archiveLauncher },
    geo,
    watches,
    reconnectSettings,
    groups,
    rehearsal: { startMirror: options.startMirror },
    control: createControlHandlers(control),
    session: createSessionHandlers(session),
    alerts: { handlers: alertHandlers, dispatch: delivery.dispatch },
    share: createShareHandlers(share),
    controlAllowsDestructive: () => control.settings().scopes.includes('destructive'),
  });
  const router = createRouter(contract, all.handlers, log, {
    active: () => profiles.active(),
    find: (id) => profiles.get(id),
    refused: (entry) => void audit.refused(entry),
  }, (channel, input, account, run) => session.twoPerson.run(channel, input, account, run));
  const stopArmWatch = onSwitch(stores, () => control.arms.cancelAll());
  const stopShowFollow = onSwitch(stores, () => all.accountSwitched());
  const stopShows = events.subscribe((e) => all.heard(e));
  const controlReady = options.controlServer ? control.attach(options.controlServer({ router, events, hub: control, profiles, clock, log, audit })) : Promise.resolve(control.settings());
  const shareReady = share.attachWith(options.shareServer?.({ router, events, audit, profiles, log }));
  const notify = options.notify;
  const unsubscribe = notify ? events.subscribe((e) => e.type === 'notice' && notify(e.title, e.body)) : () => {};
  void credentials.status().then((s) => log.info(backendSentence(s)));
  return {
    router, events, gateway, profiles, credentials, audit, cache, log, secrets, control, connection, controlReady, session, share, shareReady,
    alerts: delivery.dispatch,
    alertsSettled: () => delivery.settled(),
    async dispose() {
      unsubscribe();
      stopArmWatch();
      stopShowFollow();
      stopShows();
      delivery.dispose();
      // The features' dispose starts first, in this turn: a rehearsal being started must see
      // the shutdown before its mirror arrives (rehearsal-boot.test), whatever control awaits.
      const features = all.dispose();
      await control.dispose();
      await shareReady.catch(() => undefined);
      await share.dispose();
      await features;
      clients.closeAll();
      await leftovers;
      await cache.settled();
      audit.close();
      events.clear();
    },
  };
}
