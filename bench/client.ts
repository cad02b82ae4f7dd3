/**
 * The signed API client: signatures per second, and the in-process cost of one client
 * round trip (validate, sign, POST, decode) against a POST of the client's own prepared
 * body through the client's own transport (transport.ts: node:http, a kept-alive agent)
 * to the same sandbox — the same work minus the client's. A raw `fetch` POST is printed
 * as a second line for reference, measured apart from the other two.
 */
import http from 'node:http';
import { createApiClient } from '../electron/core/client';
import { DEFAULT_MAX_BODY_BYTES, postForm } from '../electron/core/client/transport';
import { signRequest } from '../electron/core/signing/sign';
import { startSandbox } from '../electron/sandbox';
import { median } from './lib/stats';
import type { BenchLine } from './types';

const SIGNATURES = 50_000;
const ROUND_TRIPS = 600;
const WARM_UP = 100;

function signaturesPerSecond(): number {
  const identity = { command: 'recording.split', cdn: 1001, apiKey: 'bench-key-0123456789', timestamp: 1_767_225_600 };
  const members = { app: 'demo-origin/live', stream: 'cam_1', callback: 'https://hooks.example.com/split', title: 'Évènement 😀', delete: false };
  const started = performance.now();
  for (let i = 0; i < SIGNATURES; i += 1) signRequest({ ...identity, timestamp: identity.timestamp + i }, members, 'bench-secret', 'php');
  return Math.round((SIGNATURES / (performance.now() - started)) * 1000);
}

async function timed(run: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

export async function bench(): Promise<BenchLine[]> {
  const signRate = signaturesPerSecond();
  const sb = await startSandbox();
  const client = createApiClient({ baseUrl: sb.baseUrl, cdn: sb.cdn, apiKey: sb.apiKey, secret: sb.secret, serialization: 'php' });
  const agent = new http.Agent({ keepAlive: true });
  try {
    const key = sb.state.tickets.list[0]?.row.key ?? 'missing';
    const viaClient = async (): Promise<void> => {
      const r = await client.call('sevu.status', { key });
      if (!r.ok) throw new Error(`client call failed: ${r.error.message}`);
    };
    const prepared = client.prepare('sevu.status', { key });
    if (!prepared.ok) throw new Error(prepared.error.message);
    const url = new URL(sb.baseUrl);
    const viaTransport = async (): Promise<void> => {
      const r = await postForm(url, prepared.body, { connectTimeoutMs: 5000, timeoutMs: 30000, maxBodyBytes: DEFAULT_MAX_BODY_BYTES, agent });
      if (!r.ok || !r.response.bodyText.includes('"success"')) throw new Error(`same-transport POST failed: ${r.ok ? r.response.bodyText.slice(0, 120) : r.fault.kind}`);
    };
    const form = new URLSearchParams({ json: prepared.body }).toString();
    const viaFetch = async (): Promise<void> => {
      const res = await fetch(sb.baseUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
      const text = await res.text();
      if (!text.includes('"success"')) throw new Error(`raw fetch answered ${text.slice(0, 120)}`);
    };
    for (let i = 0; i < WARM_UP; i += 1) {
      await viaClient();
      await viaTransport();
      await viaFetch();
    }
    const clientMs: number[] = [];
    const transportMs: number[] = [];
    const fetchMs: number[] = [];
    // The client and its baseline alternate, in both orders, so neither always follows
    // the other; fetch (undici, its own pool and timers) runs apart so it disturbs neither.
    for (let i = 0; i < ROUND_TRIPS; i += 1) {
      if (i % 2 === 0) {
        clientMs.push(await timed(viaClient));
        transportMs.push(await timed(viaTransport));
      } else {
        transportMs.push(await timed(viaTransport));
        clientMs.push(await timed(viaClient));
      }
    }
    for (let i = 0; i < ROUND_TRIPS; i += 1) fetchMs.push(await timed(viaFetch));
    const c = median(clientMs);
    const t = median(transportMs);
    const f = median(fetchMs);
    return [
      { name: 'client signatures (recording.split, php)', value: signRate, unit: 'sig/s', note: `${SIGNATURES.toLocaleString('en-US')} build+serialize+HMAC` },
      { name: 'client round trip sevu.status (median)', value: c, unit: 'ms', note: `${ROUND_TRIPS} calls to the sandbox: validate, sign, POST, decode` },
      { name: 'same-transport POST of the same body (median)', value: t, unit: 'ms', note: `${ROUND_TRIPS} POSTs through transport.ts with its own kept-alive agent, alternating with the client` },
      { name: 'client / same-transport POST', value: c / t, unit: 'x', note: 'the client\'s own per-call cost; issue #14 goal ≤ 1.10' },
      { name: 'raw fetch POST of the same body (median, reference)', value: f, unit: 'ms', note: 'undici: another transport, for reference only' },
    ];
  } finally {
    agent.destroy();
    client.close();
    await sb.close();
  }
}
