/**
 * What the handlers are built from (HandlerDeps) and what they give the composition root
 * (AllHandlers): the one place that names every area's inputs, apart from the wiring itself.
 */
import type { Contract } from '../../../shared/ipc/contract';
import type { ContractHandlers } from '../../../shared/ipc/define';
import type { FeatureDeps } from '../deps';
import type { RehearsalDeps } from '../rehearsal/run';
import { type AccountsHandlerDeps } from './accounts';
import { type ApiHandlerDeps } from './api';
import { type AppHandlerDeps } from './app';
import type { AuditLog } from '../audit/log';
import type { McEvent } from '../../../shared/ipc/events';
import type { GeoStore } from '../live/geo-store';
import type { WatchStore } from '../live/watch-store';
import type { ReconnectStore } from '../live/reconnect-store';
import type { GroupStore } from '../live/group-store';
import type { AreaHandlers } from '../../../shared/ipc/define';
import type { controlChannels } from '../../../shared/ipc/control';
import type { sessionChannels } from '../../../shared/ipc/session';
import type { alertsChannels } from '../../../shared/ipc/alerts';
import type { AlertDispatch } from '../../../shared/domain/alerts/alert';
import type { shareChannels } from '../../../shared/ipc/share';
import { ShowSummary } from '../live/show-summary';
import { type AlertPolicy } from '../alerts/policy-feature';

export interface HandlerDeps {
  app: AppHandlerDeps;
  accounts: AccountsHandlerDeps;
  api: ApiHandlerDeps;
  audit: AuditLog;
  features: FeatureDeps;
  /** The geo baselines (built by the composition root, which also forgets them with an account). */
  geo: GeoStore;
  /** Each account's watch, shared with whatever forgets an account's data. */
  watches: WatchStore;
  /** Each destination's own reconnect setting, shared with whatever forgets an account's data. */
  reconnectSettings: ReconnectStore;
  /** Each account's destination groups, shared with whatever forgets an account's data. */
  groups: GroupStore;
  /** What rehearsal needs beyond the accounts deps (the accounts switch is wired here). */
  rehearsal: Pick<RehearsalDeps, 'startMirror'>;
  /** The control API's channels (control/hub.ts). */
  control: AreaHandlers<typeof controlChannels>;
  /** Who acts here, the arms of every person, the two-person rule (session/hub.ts). */
  session: AreaHandlers<typeof sessionChannels>;
  /** Alert targets' channels, and where alerts are handed to be sent (alerts/delivery.ts): returns at once. */
  alerts: { handlers: AreaHandlers<typeof alertsChannels>; dispatch: AlertDispatch };
  /** Sharing the show (share/hub.ts). */
  share: AreaHandlers<typeof shareChannels>;
  /** The control API's destructive scope is on (sheets/timed-area.ts). */
  controlAllowsDestructive?: () => boolean;
}

export interface AllHandlers {
  handlers: ContractHandlers<Contract>;
  /** Stops the feature areas' timers and exports, and a rehearsal's mirror. */
  dispose(): Promise<void>;
  /** The active account changed: main's show goes on with that account's watch (no view needed). */
  accountSwitched(): void;
  /** Every account's show in a line, for the views; it hears every event main sends. */
  shows: ShowSummary;
  /** Hears every event main sends (the shows' lines, notices that end, drops for Activity). */
  heard(e: McEvent): void;
  /** A preflight calls its `reportPreflightFailure`. */
  alertPolicy: AlertPolicy['runner'];
}
