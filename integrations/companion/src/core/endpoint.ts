/**
 * Where the module may send its token: this machine only, unless the connection's settings
 * say "not this machine" (then the token travels in clear over the network, as the
 * settings page warns). A name is held to loopback after it resolves too, so a hosts-file
 * entry cannot point "localhost" elsewhere.
 */
import { type LookupAddress, lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';

export interface Endpoint {
  host: string;
  port: number;
  token: string;
  /** The operator's explicit "not this machine": any host, the token in clear. */
  remote?: boolean;
}

export const isLoopbackAddress = (address: string): boolean => {
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (isIP(a) === 4) return a.startsWith('127.');
  return a === '::1' || a.startsWith('::ffff:127.');
};

const isLoopbackName = (host: string): boolean => isLoopbackAddress(host) || ['localhost', 'localhost.'].includes(host.toLowerCase());

/** Why the module will not talk to this endpoint, or null. */
export function endpointProblem(to: Endpoint): string | null {
  if (to.remote === true || isLoopbackName(to.host)) return null;
  return `Not connected: ${to.host} is not this machine, and the token would travel to it in clear. Tick "The console is not on this machine" only if you mean it.`;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** node:http's `lookup` that refuses any address off this machine unless the endpoint is remote. */
export function lookupFor(to: Endpoint): ((host: string, options: object, cb: LookupCallback) => void) | undefined {
  if (to.remote === true) return undefined;
  return (host, options, cb) => {
    dnsLookup(host, { ...options, all: true }, (err, found) => {
      if (err) return cb(err, []);
      const local = found.filter((f) => isLoopbackAddress(f.address));
      if (local.length === 0) return cb(Object.assign(new Error(`${host} resolves off this machine`), { code: 'ENOTLOCAL' }), []);
      if ((options as { all?: boolean }).all) return cb(null, local);
      cb(null, local[0]!.address, local[0]!.family);
    });
  };
}
