/**
 * `master-control sign [COMMAND] --params JSON`: prints the exact request body text that
 * `call` would send now (signed with MC_SECRET, or the profile's stored secret), and
 * sends nothing. For checking a signature against another client byte for byte. The
 * command is named positionally or, as the issue writes it (`sign --params JSON`), as
 * the `command` member of the params, the way it appears in the request itself.
 */
import type { CommandName } from '../../../shared/api/catalog';
import { checkBaseUrl } from '../../../shared/domain/base-url';
import { prepareRequest } from '../../core/client/prepare';
import { secretForms } from '../../core/client/redact';
import { systemClock } from '../../core/deps';
import { KnownSecrets } from '../../core/events/known-secrets';
import { catalogCommand, CliFailure, parseArgv, readParams, report, resolveTarget } from '../args';
import type { CliIo } from '../io';

const SIGN_HELP = `usage: master-control sign [COMMAND] [--params JSON | --params-file FILE]
         (--profile NAME | --cdn N --api-key KEY [--base-url URL]) [--serialization php|standard]
  Prints the request text (the form field json) that would be sent; nothing is sent.
  Name the command positionally or as "command" in the params: --params '{"command":"sevu.search","limit":2}'.
  The signing secret is read from MC_SECRET, never from an argument.
  The API key: --api-key - reads it from stdin; MC_API_KEY or --profile work too. A key given
  as an argument is visible to other local users (ps), so the command warns.`;

/** The body does not depend on the address; this one only satisfies the client's check. */
const UNUSED_BASE_URL = 'https://sign-only.invalid/stable/';

/** The command (positional or the params' `command` member) and the params without it. */
export function signTarget(positional: string | undefined, params: Record<string, unknown>): { command: CommandName; members: Record<string, unknown> } {
  const { command: inParams, ...members } = params;
  if (inParams !== undefined && typeof inParams !== 'string') throw new CliFailure('usage_error', `"command" in the params must be a command name, got ${JSON.stringify(inParams)}`);
  if (positional !== undefined && inParams !== undefined && positional !== inParams) {
    throw new CliFailure('usage_error', `the command is named twice, as ${positional} and as "command":"${inParams}" in the params; give it once`);
  }
  const name = positional ?? inParams;
  if (name === undefined) {
    throw new CliFailure('usage_error', 'name the command to sign: master-control sign COMMAND --params JSON, or put it in the params, e.g. --params \'{"command":"sevu.search","limit":2}\'');
  }
  return { command: catalogCommand(name), members };
}

export async function runSignCommand(argv: string[], io: CliIo, env: NodeJS.ProcessEnv): Promise<number> {
  const secrets = new KnownSecrets();
  try {
    const { help, name, values } = parseArgv(argv);
    if (help) {
      io.out(SIGN_HELP);
      return 0;
    }
    const { command, members } = signTarget(name, await readParams(values));
    const { target } = await resolveTarget(values, env, secrets, io, UNUSED_BASE_URL);
    // The client's own preparation, without the client: its transport (node:http) is not loaded.
    const profile = { cdn: target.cdn, apiKey: target.apiKey, secret: target.secret, serialization: target.serialization };
    const timestampSec = Math.floor(systemClock.now() / 1000);
    const prepared = prepareRequest(command, members as never, checkBaseUrl(target.baseUrl), profile, secretForms([target.apiKey, target.secret]), timestampSec);
    if (!prepared.ok) throw new CliFailure(prepared.error.kind, prepared.error.message);
    (io.exact ?? io.out)(prepared.body);
    return 0;
  } catch (err) {
    return report(io, 'sign', err, secrets);
  }
}
