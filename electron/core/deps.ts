/**
 * What feature services in electron/core are given. Implementations are built once in
 * the composition root (electron/core/services.ts) and passed in, so every service is
 * tested with small fakes or the real sandbox, never with module mocks.
 */
import type { CommandName, CommandParams, CommandResponse } from '../../shared/api/catalog';
import type { CallResult } from '../../shared/api/failures';
import type { McEvent } from '../../shared/ipc/events';
import type { Profile } from '../../shared/domain/profile';
import type { AppFailure } from '../../shared/ipc/define';
import type { ExportDestination } from './viewers/export-path';
import type { IpLookup } from './insights/ip-data';
import type { ArchiveLauncher } from './archive/launch';

/**
 * Why the gateway did not send at all: no stored API key/secret for the active account,
 * the secret backend cannot hand them out, or the audit log could not record the intent
 * of a mutating command (io_error) — an unaudited live action is never sent.
 */
export type GatewayFailure = Extract<AppFailure, { kind: 'no_credentials' | 'vault_locked' | 'keychain_unavailable' | 'io_error' | 'wrong_account' }>;

/** A call's result as the gateway gives it: the client's CallResult, or a GatewayFailure (nothing sent). */
export type GatewayResult<T> = CallResult<T> | { ok: false; error: GatewayFailure; meta?: undefined };

export interface GatewayCallOptions {
  signal?: AbortSignal;
  /** Reads only: store the decoded response under this key for offline display. */
  cacheKey?: string;
  /**
   * Run only while this profile is the active one (a long run started on it, e.g. an
   * export's pages): otherwise `wrong_account`, nothing sent.
   */
  account?: string;
}

/**
 * Runs catalog commands on the active account: validates, signs, sends; audits every
 * mutating command (intent before sending, outcome before returning); caches reads
 * under cacheKey; strips secrets (e.g. push-service passwords) from what it returns.
 */
export interface CommandGateway {
  call<N extends CommandName>(
    command: N,
    params: CommandParams<N>,
    options?: GatewayCallOptions,
  ): Promise<GatewayResult<CommandResponse<N>>>;
  /** The active profile (non-secret fields). */
  activeProfile(): Profile;
  /** Records a mutating call the console held back, with its reason: Activity lists it NOT SENT. */
  notSent<N extends CommandName>(command: N, params: CommandParams<N>, reason: string): void;
}

/** Fan-out of events to every connected renderer (Electron window or web-mode socket). */
export interface EventSink {
  emit(event: McEvent): void;
}

export interface Clock {
  /** Milliseconds since the epoch (local clock). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface FeatureDeps {
  gateway: CommandGateway;
  events: EventSink;
  clock: Clock;
  /** The app's user-data folder; features keep their own small files here (atomically written). */
  dataDir: string;
  /** Where exports may write (the save dialog's grants, or web mode's export folder). */
  exports: ExportDestination;
  /** The attempt insights' IP data; the data shipped in out/ipdata when absent. */
  ipData?: () => Promise<IpLookup>;
  /** How the attempt archive's process starts: Electron's utilityProcess in the app, Node's fork when absent. */
  archiveLauncher?: ArchiveLauncher;
}
