/**
 * `master-control sign COMMAND --params JSON`: prints the exact request body text that
 * `call` would send now (signed with MC_SECRET, or the profile's stored secret), and
 * sends nothing. For checking a signature against another client byte for byte.
 */
import { createApiClient } from '../../core/client';
import { KnownSecrets } from '../../core/events/known-secrets';
import type { CliIo } from '../io';
import { CliFailure, parseCommandArgs, readParams, report, resolveTarget } from './call';

const SIGN_HELP = `usage: master-control sign COMMAND [--params JSON | --params-file FILE]
         (--profile NAME | --cdn N --api-key KEY [--base-url URL]) [--serialization php|standard]
  Prints the request text (the form field json) that would be sent; nothing is sent.
  The signing secret is read from MC_SECRET, never from an argument.`;

/** The body does not depend on the address; this one only satisfies the client's check. */
const UNUSED_BASE_URL = 'https://sign-only.invalid/stable/';

export async function runSignCommand(argv: string[], io: CliIo, env: NodeJS.ProcessEnv): Promise<number> {
  const secrets = new KnownSecrets();
  try {
    const { command, values } = parseCommandArgs(argv);
    if (command === null) {
      io.out(SIGN_HELP);
      return 0;
    }
    const params = await readParams(values);
    const { target } = await resolveTarget(values, env, secrets, UNUSED_BASE_URL);
    const client = createApiClient({ baseUrl: target.baseUrl, cdn: target.cdn, apiKey: target.apiKey, secret: target.secret, serialization: target.serialization });
    try {
      const prepared = client.prepare(command, params as never);
      if (!prepared.ok) throw new CliFailure(prepared.error.kind, prepared.error.message);
      io.out(prepared.body);
      return 0;
    } finally {
      client.close();
    }
  } catch (err) {
    return report(io, 'sign', err, secrets);
  }
}
