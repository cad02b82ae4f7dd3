/**
 * The signed API client: signatures per second, and the in-process cost of one client
 * round trip (validate, sign, POST, decode) against a raw fetch POST of the same prepared
 * body to the same sandbox. The two are interleaved so drift affects both alike.
 */
import { createApiClient } from '../electron/core/client';
import { signRequest } from '../electron/core/signing/sign';
import { startSandbox } from '../electron/sandbox';
import type { BenchLine } from './types';

const SIGNATURES = 50_000;
const ROUND_TRIPS = 400;
const WARM_UP = 50;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

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
  try {
    const key = sb.state.tickets.list[0]?.row.key ?? 'missing';
    const viaClient = async (): Promise<void> => {
      const r = await client.call('sevu.status', { key });
      if (!r.ok) throw new Error(`client call failed: ${r.error.message}`);
    };
    const prepared = client.prepare('sevu.status', { key });
    if (!prepared.ok) throw new Error(prepared.error.message);
    const form = new URLSearchParams({ json: prepared.body }).toString();
    const viaFetch = async (): Promise<void> => {
      const res = await fetch(sb.baseUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
      const text = await res.text();
      if (!text.includes('"success"')) throw new Error(`raw fetch answered ${text.slice(0, 120)}`);
    };
    for (let i = 0; i < WARM_UP; i += 1) {
      await viaClient();
      await viaFetch();
    }
    const clientMs: number[] = [];
    const fetchMs: number[] = [];
    for (let i = 0; i < ROUND_TRIPS; i += 1) {
      clientMs.push(await timed(viaClient));
      fetchMs.push(await timed(viaFetch));
    }
    const c = median(clientMs);
    const f = median(fetchMs);
    return [
      { name: 'client signatures (recording.split, php)', value: signRate, unit: 'sig/s', note: `${SIGNATURES.toLocaleString('en-US')} build+serialize+HMAC` },
      { name: 'client round trip sevu.status (median)', value: c, unit: 'ms', note: `${ROUND_TRIPS} calls to the sandbox: validate, sign, POST, decode` },
      { name: 'raw fetch POST of the same body (median)', value: f, unit: 'ms', note: `${ROUND_TRIPS} POSTs, interleaved with the client calls` },
      { name: 'client / raw fetch', value: c / f, unit: 'x', note: 'below 1 means the client is faster than fetch' },
    ];
  } finally {
    client.close();
    await sb.close();
  }
}
