/**
 * A loopback proxy in front of a sandbox that answers as a real service may: it caps every
 * list at `cap` rows whatever `limit` asked (the service's maximum is not public) and
 * renames list members (`tickets` → `data`…); it may send one page's list as null (as a
 * failing PHP query returns) and cap sevu.errorcount's count. Requests pass through untouched.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyOptions {
  /** The sandbox's base URL. */
  target: string;
  /** Most rows per list; unlimited when absent. */
  cap?: number;
  /** List member → the name the proxy sends it under. */
  rename?: Record<string, string>;
  /** The page asked from this seek has its list sent as `value` (null, false). */
  listAt?: { seek: number; value: unknown };
  /** sevu.errorcount's error_count sent as this, whatever the service counted. */
  count?: number;
  /** Every page asked at or past this seek is answered with the last page answered before it (a service repeating a page). */
  repeatFrom?: number;
}

export interface Proxy {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startCappingProxy(o: ProxyOptions): Promise<Proxy> {
  let lastPage: string | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    // A client that leaves (a page asked ahead and dropped) stops the request upstream too.
    const upstream = new AbortController();
    res.on('close', () => upstream.abort());
    req.on('end', () => {
      void (async () => {
        try {
          const asked = requestOf(Buffer.concat(chunks));
          if (o.repeatFrom !== undefined && lastPage !== null && typeof asked.seek === 'number' && asked.seek >= o.repeatFrom) {
            res.writeHead(200, { 'content-type': 'application/json' }).end(lastPage);
            return;
          }
          const answer = await fetch(o.target, { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? 'application/x-www-form-urlencoded' }, body: Buffer.concat(chunks), signal: upstream.signal });
          const text = await answer.text();
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          const shaped = reshape(text, o, asked);
          if (typeof asked.seek === 'number') lastPage = shaped;
          res.end(shaped);
        } catch {
          // The sandbox went away (closed at the end of a test) or the client left: answer
          // as a proxy does, never leave the failure unhandled (it failed a whole run once).
          if (!res.headersSent && !res.destroyed) res.writeHead(502).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/stable/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The signed request's text (the form's one `json` field), read as JSON. */
function requestOf(form: Buffer): Record<string, unknown> {
  try {
    return JSON.parse(new URLSearchParams(form.toString('utf8')).get('json') ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

function reshape(text: string, o: ProxyOptions, request: Record<string, unknown>): string {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return text;
  }
  const out: Record<string, unknown> = {};
  const nulled = o.listAt !== undefined && Number(request.seek ?? 0) === o.listAt.seek;
  for (const [member, value] of Object.entries(body)) {
    const capped = Array.isArray(value) && o.cap !== undefined ? value.slice(0, o.cap) : value;
    out[o.rename?.[member] ?? member] = Array.isArray(value) && nulled ? o.listAt!.value : capped;
  }
  if (o.count !== undefined && 'error_count' in out) out.error_count = String(o.count);
  return JSON.stringify(out);
}
