/** The connection's settings page: the console's host and port, and its token kept among Companion's secrets. */
import type { JsonObject, SomeCompanionConfigField } from '@companion-module/base';
import type { Endpoint } from '../core/http';

export function configFields(): SomeCompanionConfigField[] {
  return [
    { type: 'static-text', id: 'info', label: 'Master Control', width: 12, value: 'Accounts → Control surfaces in the console shows the port and token.' },
    { type: 'textinput', id: 'host', label: 'Console host', width: 8, default: '127.0.0.1' },
    { type: 'number', id: 'port', label: 'Port', width: 4, default: 0, min: 1, max: 65535 },
    { type: 'secret-text', id: 'token', label: 'Token', width: 12 },
  ] as SomeCompanionConfigField[];
}

/** The connection's settings as Companion keeps them (the token among the secrets), or null while one is missing. */
export function endpointOf(config: JsonObject, secrets: JsonObject | undefined): Endpoint | null {
  const host = typeof config.host === 'string' ? config.host.trim() : '';
  const port = Number(config.port);
  const token = typeof secrets?.token === 'string' ? secrets.token : '';
  return host && Number.isInteger(port) && port > 0 && token ? { host, port, token } : null;
}
