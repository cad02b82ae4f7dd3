/**
 * Posting signed requests to a sandbox the way the documented clients do, without the
 * real API client (so the sandbox is tested on its own wire behaviour).
 */
import { afterEach } from 'vitest';
import { type JsonValue, type Serialization } from '../../../shared/api/serialize';
import { signRequest } from '../../../electron/core/signing/sign';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '../../../electron/sandbox';

const open: SandboxHandle[] = [];

/** Starts a sandbox that is closed after the current test. */
export async function sandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const sb = await startSandbox(options);
  open.push(sb);
  return sb;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((sb) => sb.close()));
});

export interface PostOptions {
  serialization?: Serialization;
  multipart?: boolean;
  timestamp?: number;
  secret?: string;
  apiKey?: string;
  cdn?: number;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown>;
}

export function signedBody(sb: SandboxHandle, command: string, members: Record<string, JsonValue | undefined>, o: PostOptions = {}): string {
  const identity = {
    command,
    cdn: o.cdn ?? sb.cdn,
    apiKey: o.apiKey ?? sb.apiKey,
    timestamp: o.timestamp ?? Math.floor(Date.now() / 1000),
  };
  return signRequest(identity, members, o.secret ?? sb.secret, o.serialization ?? 'php').body;
}

/** POSTs a `json` field (url-encoded unless multipart) and reads the answer. */
export async function postJson(sb: SandboxHandle, json: string, multipart = false): Promise<Answer> {
  let body: URLSearchParams | FormData;
  if (multipart) {
    body = new FormData();
    body.set('json', json);
  } else {
    body = new URLSearchParams({ json });
  }
  const res = await fetch(sb.baseUrl, { method: 'POST', body });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Fault tests read `text`.
  }
  return { status: res.status, headers: res.headers, text, body: parsed };
}

export async function call(sb: SandboxHandle, command: string, members: Record<string, JsonValue | undefined> = {}, o: PostOptions = {}): Promise<Answer> {
  return postJson(sb, signedBody(sb, command, members, o), o.multipart);
}

/** Admin route helper. */
export async function admin(sb: SandboxHandle, method: string, path: string, body?: unknown, token = sb.adminToken): Promise<{ status: number; body: unknown }> {
  const res = await fetch(sb.adminUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** A clock the test moves by hand (push connect delay, split window, channel position). */
export function fakeClock(startMs = Date.UTC(2026, 10, 20, 12, 0, 0)) {
  let t = startMs;
  return { now: () => t, advance: (ms: number) => void (t += ms), sec: () => Math.floor(t / 1000) };
}
