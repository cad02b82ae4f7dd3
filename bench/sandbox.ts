/** Sandbox throughput: signed sevu.status requests per second, sequential and 8 at a time. */
import { signRequest } from '../electron/core/signing/sign';
import { type SandboxHandle, startSandbox } from '../electron/sandbox';
import type { BenchLine } from './types';

const SEQUENTIAL = 1500;
const CONCURRENT = 3000;
const WORKERS = 8;

async function statusOnce(sb: SandboxHandle, key: string): Promise<void> {
  const identity = { command: 'sevu.status', cdn: sb.cdn, apiKey: sb.apiKey, timestamp: Math.floor(Date.now() / 1000) };
  const json = signRequest(identity, { key }, sb.secret, 'php').body;
  const res = await fetch(sb.baseUrl, { method: 'POST', body: new URLSearchParams({ json }) });
  const body = (await res.json()) as { status?: string };
  if (body.status !== 'success') throw new Error(`sevu.status answered ${JSON.stringify(body)}`);
}

async function rate(total: number, workers: number, run: () => Promise<void>): Promise<number> {
  let left = total;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (left > 0) {
        left -= 1;
        await run();
      }
    }),
  );
  return Math.round((total / (performance.now() - started)) * 1000);
}

export async function bench(): Promise<BenchLine[]> {
  const sb = await startSandbox();
  try {
    const key = sb.state.tickets.list[0]?.row.key ?? 'missing';
    await rate(100, 1, () => statusOnce(sb, key)); // warm-up
    const seq = await rate(SEQUENTIAL, 1, () => statusOnce(sb, key));
    const par = await rate(CONCURRENT, WORKERS, () => statusOnce(sb, key));
    return [
      { name: 'sandbox sevu.status sequential', value: seq, unit: 'req/s', note: `${SEQUENTIAL} signed requests, one at a time` },
      { name: 'sandbox sevu.status 8 concurrent', value: par, unit: 'req/s', note: `${CONCURRENT} signed requests, ${WORKERS} in flight` },
    ];
  } finally {
    await sb.close();
  }
}
