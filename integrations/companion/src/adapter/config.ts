/**
 * The connection's settings page: the console's host (this machine unless "not this
 * machine" is ticked, which warns that the token then travels in clear), its port (the
 * console's fixed default unless it was changed there) and its token, kept among
 * Companion's secrets.
 */
import type { JsonObject, SomeCompanionConfigField } from '@companion-module/base';
import { CONTROL_DEFAULT_PORT } from '../core/defaults';
import { type Endpoint, endpointProblem } from '../core/endpoint';

export function configFields(): SomeCompanionConfigField[] {
  return [
    { type: 'static-text', id: 'info', label: 'Master Control', width: 12, value: `Accounts → Control surfaces in the console shows the port and token. The console's control API listens on port ${String(CONTROL_DEFAULT_PORT)} unless it was changed there.` },
    { type: 'textinput', id: 'host', label: 'Console host', width: 8, default: '127.0.0.1' },
    { type: 'number', id: 'port', label: 'Port', width: 4, default: CONTROL_DEFAULT_PORT, min: 1, max: 65535 },
    { type: 'secret-text', id: 'token', label: 'Token', width: 12 },
    { type: 'checkbox', id: 'remote', label: 'The console is not on this machine', width: 12, default: false },
    { type: 'static-text', id: 'remote_warning', label: 'Not this machine', width: 12, value: 'Ticked, the module talks to a console on another machine, and the token travels over the network in clear (no TLS), readable by anyone on the way. Leave it off unless the network between them is yours alone.' },
  ] as SomeCompanionConfigField[];
}

/** The connection's settings as Companion keeps them (the token among the secrets): an endpoint, or what is missing or refused in words. */
export function endpointOf(config: JsonObject, secrets: JsonObject | undefined): { ok: true; to: Endpoint } | { ok: false; problem: string } {
  const host = typeof config.host === 'string' ? config.host.trim() : '';
  const port = Number(config.port);
  const token = typeof secrets?.token === 'string' ? secrets.token : '';
  if (!host || !Number.isInteger(port) || port < 1 || port > 65535 || !token) return { ok: false, problem: 'Give the console host, port and token' };
  const to: Endpoint = { host, port, token, remote: config.remote === true };
  const problem = endpointProblem(to);
  return problem ? { ok: false, problem } : { ok: true, to };
}
