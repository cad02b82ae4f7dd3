/**
 * Where the command line takes the API key from. `--api-key KEY` works but sits in the
 * process list (`ps`), where every local user can read it, and in shell history: a warning
 * says so on stderr and names the private ways — MC_API_KEY, --profile NAME, or
 * `--api-key -`, which reads the key from stdin.
 */
import type { CliIo } from './io';

export const API_KEY_WARNING =
  'warning: --api-key on the command line can be seen by other local users (ps) and stays in shell history; use MC_API_KEY, --profile NAME, or --api-key - to read the key from stdin';

/** The key: read from stdin for `-`, as given (with the warning), or from MC_API_KEY. */
export async function apiKeyOf(given: string | undefined, env: NodeJS.ProcessEnv, io: CliIo): Promise<string | undefined> {
  if (given === undefined) return env.MC_API_KEY;
  if (given !== '-') {
    io.err(API_KEY_WARNING);
    return given;
  }
  const text = await (io.stdin ?? readProcessStdin)();
  // The first line, without its line break: `echo KEY |` and a key file both work.
  return text.split(/\r?\n/, 1)[0]!.trim();
}

async function readProcessStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
