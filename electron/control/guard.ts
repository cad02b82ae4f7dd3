/**
 * The gate of every control request and socket: no browser may drive it (any Origin
 * header is refused, and a Host that is not this loopback address and port is refused, so
 * DNS rebinding finds nothing), and every route needs the bearer token. Control surfaces
 * (Companion's Generic HTTP module, curl) send no Origin.
 */
import { tokensEqual } from '../loopback/tokens-equal';

export interface ControlFacts {
  host: string | undefined;
  origin: string | undefined;
  authorization: string | undefined;
}

export type ControlVerdict = { ok: true } | { ok: false; status: 401 | 403; error: 'unauthorized' | 'forbidden'; message: string };

function controlHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** Host and Origin only: the socket checks its token in its first message instead. */
export function checkSite(facts: Omit<ControlFacts, 'authorization'>, port: number): ControlVerdict {
  if (facts.origin !== undefined) {
    return { ok: false, status: 403, error: 'forbidden', message: `Refused: a web page (Origin ${facts.origin}) may not drive the control API.` };
  }
  if (!controlHosts(port).includes((facts.host ?? '').toLowerCase())) {
    return { ok: false, status: 403, error: 'forbidden', message: `Refused: the Host header "${facts.host ?? ''}" is not this control API's address (127.0.0.1:${port}).` };
  }
  return { ok: true };
}

function bearerOf(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? m[1]! : null;
}

export function checkControl(facts: ControlFacts, port: number, token: string): ControlVerdict {
  const site = checkSite(facts, port);
  if (!site.ok) return site;
  if (!tokensEqual(token, bearerOf(facts.authorization))) {
    return { ok: false, status: 401, error: 'unauthorized', message: 'Missing or wrong token: send Authorization: Bearer <token> (shown under Accounts → Control surfaces).' };
  }
  return { ok: true };
}
