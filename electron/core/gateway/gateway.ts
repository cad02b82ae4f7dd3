/**
 * The CommandGateway (deps.ts): runs catalog commands on the ACTIVE account (or the one main's
 * own act is for, acting-for.ts). Mutating
 * commands are audited — intent on disk before anything is sent, outcome on disk before
 * the result is returned. Reads with a cacheKey are cached for offline display (written
 * behind the answer, cache/store.ts). Every response is sanitized before it leaves main.
 */
import { catalog, type CommandName, type CommandParams, type CommandResponse } from '../../../shared/api/catalog';
import type { Profile } from '../../../shared/domain/profile';
import { refuseForeign, type WrongAccount } from '../ipc/refuse-foreign';
import type { AuditLog } from '../audit/log';
import type { ReadCache } from '../cache/store';
import type { Clock, CommandGateway, GatewayCallOptions, GatewayResult } from '../deps';
import type { KnownSecrets } from '../events/known-secrets';
import type { Logger } from '../events/log';
import type { ProfileStore } from '../profiles/store';
import type { ClientPool } from './clients';
import type { ConnectionTracker } from './connection';
import { recordIntent, recordNotSent, recordOutcome } from './audit-trail';
import { type AnyFailure, connectionStateOf } from './outcome';
import { callWithReadAlias } from './read-alias';
import { sanitizeResponse } from './sanitize';
import { rememberSecretMembers } from '../audit/redact';
import { boundAccount } from '../ipc/bound-account';
import { actingFor } from './acting-for';

export interface GatewayDeps {
  profiles: ProfileStore;
  clients: ClientPool;
  audit: AuditLog;
  cache: ReadCache;
  connection: ConnectionTracker;
  secrets: KnownSecrets;
  clock: Clock;
  log: Logger;
}

/**
 * The account whose secrets a call teaches, or null for a rehearsal mirror: its stream keys
 * are placeholders (`rehearsal-501`), no secret, and learning them would only blank
 * ordinary text. What the real account taught is scrubbed from the mirror's answers too.
 */
function learnerOf(profile: Profile): string | null {
  return profile.mirrorOf === undefined ? profile.id : null;
}

export class Gateway implements CommandGateway {
  constructor(private readonly deps: GatewayDeps) {}

  activeProfile(): Profile {
    return this.deps.profiles.active();
  }

  /** The account a call goes to: the one main's own act is for (acting-for.ts), else the active one. */
  private senderOf(): Profile | null {
    const own = actingFor();
    return own === undefined ? this.activeProfile() : (this.deps.profiles.get(own) ?? null);
  }

  async call<N extends CommandName>(command: N, params: CommandParams<N>, options: GatewayCallOptions = {}): Promise<GatewayResult<CommandResponse<N>>> {
    const profile = this.senderOf();
    const mutates = catalog[command].mutates;
    if (profile === null) return { ok: false, error: { kind: 'wrong_account', message: `Not sent: the account this ${command} was made for no longer exists.` } as WrongAccount };
    // A bound call's mutating commands are checked again here, at the send: the account
    // may have switched while its handler awaited something after the router's check.
    const expected = options.account ?? (mutates && actingFor() === undefined ? boundAccount() : undefined);
    if (expected !== undefined && expected !== profile.id) return this.refuseForeign(command, params, expected, profile, mutates && options.account === undefined);
    let intent: { id: string } | null = null;
    if (mutates) {
      const written = recordIntent(this.deps, profile, command, params);
      if (!written.ok) return written;
      intent = written;
    }
    const result = this.scrubbed(learnerOf(profile), params, await this.send(profile, command, params, options.signal));
    const error: AnyFailure | null = result.ok ? null : result.error;
    const notices = result.meta?.warnings ?? [];
    // A PHP notice before the JSON is skipped by the decoder; the diagnostics and Activity keep it.
    for (const notice of notices) this.deps.log.warn(`${command}: the server printed a notice before its answer: ${notice}`);
    if (intent) recordOutcome(this.deps, intent.id, command, error, result.meta?.latencyMs ?? null, notices);
    this.observe(profile.id, result);
    if (!result.ok) return result;
    const response = sanitizeResponse(result.value, this.deps.secrets, learnerOf(profile), command);
    // The offline copy is written behind the answer: the operator waits for the data, not its fsync.
    if (options.cacheKey !== undefined && !mutates) this.deps.cache.putSoon(profile.id, options.cacheKey, response, new Date(this.deps.clock.now()).toISOString());
    return { ok: true, value: response, meta: result.meta };
  }

  notSent<N extends CommandName>(command: N, params: CommandParams<N>, reason: string): void {
    recordNotSent(this.deps, this.senderOf() ?? this.activeProfile(), command, params, reason);
  }

  /**
   * The result with every known secret scrubbed from its failure and server words. The
   * call's own secret members are learned first — only once the client validated them (a
   * refused request teaches nothing), and before the scrub, so an echo in this very answer
   * goes too.
   */
  private scrubbed<T>(account: string | null, params: unknown, result: GatewayResult<T>): GatewayResult<T> {
    const secrets = this.deps.secrets;
    if (account !== null && (result.ok || result.error.kind !== 'invalid_request')) rememberSecretMembers(params, secrets, account);
    const scrubbed = { ...result, ...(result.meta === undefined ? {} : { meta: secrets.scrubValue(result.meta) }) };
    if (!result.ok) Object.assign(scrubbed, { error: secrets.scrubValue(result.error) });
    return scrubbed as GatewayResult<T>;
  }

  /** wrong_account, nothing sent; audited as REFUSED when the router's own check had passed (the switch came mid-handler). */
  private refuseForeign(command: CommandName, params: unknown, expected: string, active: Profile, audit: boolean): { ok: false; error: WrongAccount } {
    const audited = audit ? { command, params: (params ?? {}) as Record<string, unknown>, record: (entry: Parameters<AuditLog['refused']>[0]) => void this.deps.audit.refused(entry) } : null;
    const error = refuseForeign({ where: 'gateway', what: command, preparedOnId: expected, active, find: (id) => this.deps.profiles.get(id), log: this.deps.log, audited });
    return { ok: false, error };
  }

  private async send<N extends CommandName>(profile: Profile, command: N, params: CommandParams<N>, signal?: AbortSignal): Promise<GatewayResult<CommandResponse<N>>> {
    const client = await this.deps.clients.get(profile);
    if (!client.ok) return { ok: false, error: client.error };
    return callWithReadAlias(client.client, profile, this.deps.profiles, command, params, signal);
  }

  private observe(profileId: string, result: GatewayResult<unknown>): void {
    const state = connectionStateOf(result.ok ? null : result.error);
    if (state === null) return;
    this.deps.connection.observe(profileId, {
      state,
      latencyMs: result.meta?.latencyMs ?? null,
      clockOffsetMs: result.meta?.clockOffsetMs ?? null,
      message: result.ok ? null : result.error.message,
      cause: result.ok ? null : 'cause' in result.error ? String(result.error.cause) : result.error.kind === 'timeout' ? 'timeout' : null,
    });
  }
}
