/**
 * `master-control call COMMAND`: runs one catalog command and prints the decoded response
 * as JSON. Exit 0 on success, 1 when the server answered with a failure, 2 for anything
 * else (network, timeout, unreadable answer, outcome unknown, usage, files, credentials).
 * Failures print ONE line on stderr naming the failure kind.
 * The secret comes from MC_SECRET (or the keychain/vault with --profile), never argv.
 */
import { catalog, type CommandName } from '../../../shared/api/catalog';
import { unreadableWords } from '../../../shared/api/unreadable-words';
import { auditActor } from '../../core/audit/actor';
import { AuditLog } from '../../core/audit/log';
import { createApiClient } from '../../core/client';
import { systemClock } from '../../core/deps';
import { KnownSecrets } from '../../core/events/known-secrets';
import { auditOutcomeOf } from '../../core/gateway/outcome';
import { callWithReadAlias, FORGETFUL } from '../../core/gateway/read-alias';
import { sanitizeResponse } from '../../core/gateway/sanitize';
import type { AccountTarget } from '../../core/profiles/direct-target';
import { exitCodeOf } from '../exit-codes';
import { CliFailure, parseCommandArgs, readParams, report, resolveTarget, timeoutOf } from '../args';
import type { CliIo } from '../io';

const CALL_HELP = `usage: master-control call COMMAND [--params JSON | --params-file FILE]
         (--profile NAME | --base-url URL --cdn N --api-key KEY) [--serialization php|standard] [--data-dir DIR]
  The signing secret is read from MC_SECRET (never from an argument); with --profile it comes
  from the keychain or the vault (passphrase in MC_VAULT_PASSPHRASE).
  The API key: --api-key - reads it from stdin; MC_API_KEY or --profile work too. A key given
  as an argument is visible to other local users (ps), so the command warns.
  --timeout-ms N   give up waiting for an answer after N ms (default 30000).
  Exit codes: 0 success; 1 the server answered with a failure (api_failure, auth_rejected,
  timestamp_rejected, signature_rejected); 2 any other failure (network, timeout, an
  unreadable answer, outcome_unknown, usage).`;

async function send(command: CommandName, params: Record<string, unknown>, target: AccountTarget, dataDir: string, secrets: KnownSecrets, timeoutMs: number | undefined): Promise<unknown> {
  const client = createApiClient({ baseUrl: target.baseUrl, cdn: target.cdn, apiKey: target.apiKey, secret: target.secret, serialization: target.serialization, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  const audit = catalog[command].mutates ? new AuditLog(dataDir, secrets, null, systemClock, auditActor('cli'), { kind: 'cli' }) : null;
  try {
    const intent = audit?.intent({ profileId: target.profileId, profileName: target.profileName, command, params });
    // A read the service knows only under its public name is tried there, as in the console.
    // A one-off call keeps nothing: a saved account's remembered name is used, none is learnt.
    const result = await callWithReadAlias(client, { id: target.profileId, readAliases: target.readAliases }, FORGETFUL, command, params as never);
    const error = result.ok ? null : result.error;
    if (audit && intent) audit.outcome(intent.id, { outcome: auditOutcomeOf(error), resultKind: error?.kind ?? 'ok', message: error?.message ?? null, latencyMs: result.meta?.latencyMs ?? null });
    if (!result.ok) throw new CliFailure(result.error.kind, result.error.message, exitCodeOf(result.error.kind));
    return sanitizeResponse(result.value, secrets, target.profileId);
  } finally {
    audit?.close();
    client.close();
  }
}

export async function runCallCommand(argv: string[], io: CliIo, env: NodeJS.ProcessEnv): Promise<number> {
  const secrets = new KnownSecrets();
  try {
    const { command, values } = parseCommandArgs(argv);
    if (command === null) {
      io.out(CALL_HELP);
      return 0;
    }
    const params = await readParams(values);
    const { target, dataDir } = await resolveTarget(values, env, secrets, io);
    const value = await send(command, params, target, dataDir, secrets, timeoutOf(values));
    (io.exact ?? io.out)(JSON.stringify(value, null, 2));
    const unread = unreadableWords(value);
    if (unread !== null) io.err(secrets.scrub(`master-control call: ${unread}`));
    return 0;
  } catch (err) {
    return report(io, 'call', err, secrets);
  }
}
