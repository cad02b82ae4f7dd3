/**
 * The calls the client bench times against one sandbox, each one sevu.status on the same
 * ticket and each checking its answer: the client; the client's own prepared body POSTed
 * through the client's own transport (the same work minus the client's); the essential
 * floor, the least any client of this API adds to that POST — request text by
 * JSON.stringify, node's HMAC-SHA256, JSON.parse of the answer, with no validation, retry
 * or redaction; and a raw `fetch` POST (undici, another transport) for reference.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { type ApiClient, createApiClient } from '../../electron/core/client';
import { DEFAULT_MAX_BODY_BYTES, postForm, type PostOptions } from '../../electron/core/client/transport';
import type { SandboxHandle } from '../../electron/sandbox';

export interface ClientCalls {
  client: () => Promise<void>;
  transport: () => Promise<void>;
  floor: () => Promise<void>;
  fetch: () => Promise<void>;
  close: () => void;
}

function said(text: string): string {
  return text.slice(0, 120);
}

export function clientCalls(sb: SandboxHandle): ClientCalls {
  const client: ApiClient = createApiClient({ baseUrl: sb.baseUrl, cdn: sb.cdn, apiKey: sb.apiKey, secret: sb.secret, serialization: 'php' });
  const agent = new http.Agent({ keepAlive: true });
  const post: PostOptions = { connectTimeoutMs: 5000, timeoutMs: 30000, maxBodyBytes: DEFAULT_MAX_BODY_BYTES, agent };
  const url = new URL(sb.baseUrl);
  const key = sb.state.tickets.list[0]?.row.key ?? 'missing';
  const prepared = client.prepare('sevu.status', { key });
  if (!prepared.ok) throw new Error(prepared.error.message);
  const form = new URLSearchParams({ json: prepared.body }).toString();
  return {
    async client() {
      const r = await client.call('sevu.status', { key });
      if (!r.ok) throw new Error(`client call failed: ${r.error.message}`);
    },
    async transport() {
      const r = await postForm(url, prepared.body, post);
      if (!r.ok || !r.response.bodyText.includes('"success"')) throw new Error(`same-transport POST failed: ${r.ok ? said(r.response.bodyText) : r.fault.kind}`);
    },
    async floor() {
      const text = JSON.stringify({ command: 'sevu.status', cdn: sb.cdn, api_key: sb.apiKey, timestamp: Math.floor(Date.now() / 1000), key });
      const signature = createHmac('sha256', sb.secret).update(text, 'utf8').digest('base64');
      const r = await postForm(url, `${text.slice(0, -1)},"signature":${JSON.stringify(signature)}}`, post);
      const answer = r.ok ? (JSON.parse(r.response.bodyText) as { status?: unknown }) : null;
      if (answer?.status !== 'success') throw new Error(`essential floor failed: ${r.ok ? said(r.response.bodyText) : r.fault.kind}`);
    },
    async fetch() {
      const res = await fetch(sb.baseUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
      const text = await res.text();
      if (!text.includes('"success"')) throw new Error(`raw fetch answered ${said(text)}`);
    },
    close() {
      agent.destroy();
      client.close();
    },
  };
}
