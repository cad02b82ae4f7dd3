/**
 * Requests to the control API: the token as a Bearer header (never in the address) and the
 * module's name as X-Client-Name, so the console's Activity says which surface asked.
 */
import type { ApiReply, ApiRequest } from './contract';

export interface Endpoint {
  host: string;
  port: number;
  token: string;
}

export const CLIENT_NAME = 'Companion (Master Control module)';

export async function send(to: Endpoint, req: ApiRequest): Promise<ApiReply> {
  const headers: Record<string, string> = { Authorization: `Bearer ${to.token}`, 'X-Client-Name': CLIENT_NAME };
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`http://${to.host}:${String(to.port)}${req.path}`, {
    method: req.method,
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** 401/403: the token is wrong or lacks the scope; retrying cannot help. */
export const refusedAuth = (status: number): boolean => status === 401 || status === 403;
