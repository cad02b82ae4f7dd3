/**
 * One API request, from the `json` field's text to the reply: parse, name the command
 * (counted by the caller), authenticate, validate with the catalog, refuse non-loopback
 * callbacks, run the handler.
 */
import { type CommandName, catalog, commandNames, isCommandName } from '../../../shared/api/catalog';
import { handlers } from '../handlers';
import { GENERAL, type HandlerContext, type Reply, fail } from '../handlers/reply';
import { type AuthSettings, checkAuth } from './auth';
import { loopbackRefusal } from './callbacks';
import { validateMembers } from './validate';

export interface Parsed {
  /** The command name as sent (counted even when unknown), or null when unreadable. */
  command: string | null;
  obj: Record<string, unknown> | null;
  text: string | undefined;
}

/** The public documentation's names of renamed reads (catalog readAlias → spec name and members). */
const READ_ALIASES = new Map(
  commandNames.flatMap((name) => {
    const alias = catalog[name].readAlias;
    return alias === undefined ? [] : [[alias.name, { name, members: alias.members }] as const];
  }),
);

/** A request under a read's public name is the spec's command with the spec's member names. */
function fromReadAlias(p: Parsed): void {
  const alias = p.command === null ? undefined : READ_ALIASES.get(p.command);
  if (alias === undefined || p.obj === null) return;
  const obj: Record<string, unknown> = { ...p.obj, command: alias.name };
  for (const [spec, pub] of Object.entries(alias.members)) {
    if (obj[pub] !== undefined && obj[spec] === undefined) obj[spec] = obj[pub];
    delete obj[pub];
  }
  p.obj = obj;
  p.command = alias.name;
}

export function parseRequest(text: string | undefined): Parsed {
  if (text === undefined) return { command: null, obj: null, text };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { command: null, obj: null, text };
    const obj = value as Record<string, unknown>;
    return { command: typeof obj.command === 'string' ? obj.command : null, obj, text };
  } catch {
    return { command: null, obj: null, text };
  }
}

/**
 * Authenticated and valid requests reach their handler; everything else is a failure reply.
 * `offered` says whether this server knows a catalog command (see SandboxOptions.unknownCommands).
 */
export function dispatch(p: Parsed, auth: AuthSettings, ctx: HandlerContext, offered: (command: string) => boolean = () => true, strict = false, authenticated: () => void = () => {}): Reply {
  if (p.text === undefined) return fail(GENERAL.missing.message + 'json', GENERAL.missing.code);
  if (p.obj === null) {
    return fail(GENERAL.unexpected.message, GENERAL.unexpected.code, { debug: 'The json field is not a JSON object' });
  }
  const sent = p.obj.command;
  // The signature covers what was sent: it is checked on the object as received, before
  // the public name's members are renamed (a PHP re-encode of the renamed object differs).
  const received = p.obj;
  fromReadAlias(p);
  const named = p.obj.command;
  if (named !== undefined && (typeof named !== 'string' || !isCommandName(named) || !offered(typeof sent === 'string' ? sent : named))) {
    return fail(GENERAL.unknownCommand.message, GENERAL.unknownCommand.code);
  }
  const denied = checkAuth(p.text, received, auth);
  if (denied) return denied;
  authenticated();
  const command = p.command as CommandName;
  const checked = validateMembers(command, p.obj, strict, auth.nowSec);
  if (!checked.ok) return checked.reply;
  const refused = loopbackRefusal(checked.raw.callback);
  if (refused) return fail(refused);
  const handler = handlers[command] as (req: unknown, c: HandlerContext, raw: Record<string, unknown>) => Reply;
  return handler(checked.request, ctx, checked.raw);
}
