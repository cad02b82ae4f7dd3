/**
 * Sandbox throughput: signed sevu.status requests per second, sequential and 8 at a time,
 * over kept-alive node:http connections (fetch's own overhead would dominate otherwise).
 */
import http from 'node:http';
import { signRequest } from '../electron/core/signing/sign';
import { type SandboxHandle, startSandbox } from '../electron/sandbox';
import { type BenchLine, type BenchOptions, sized } from './types';

const FULL = { sequential: 1500, concurrent: 3000, attempts: 1_000_000 };
const SMOKE = { sequential: 50, concurrent: 100, attempts: 100_000 };
const WORKERS = 8;

function post(agent: http.Agent, url: string, form: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.end(form);
  });
}

async function statusOnce(agent: http.Agent, sb: SandboxHandle, key: string): Promise<void> {
  const identity = { command: 'sevu.status', cdn: sb.cdn, apiKey: sb.apiKey, timestamp: Math.floor(Date.now() / 1000) };
  const json = signRequest(identity, { key }, sb.secret, 'php').body;
  const body = JSON.parse(await post(agent, sb.baseUrl, new URLSearchParams({ json }).toString())) as { status?: string };
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

/** Building a million attempts, one filtered count (builds the filter's index), one deep page. */
async function bigSandbox(total: number): Promise<BenchLine[]> {
  const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const started = performance.now();
  const sb = await startSandbox({ attempts: total });
  const startMs = performance.now() - started;
  const usage = process.memoryUsage();
  const mb = Math.round((usage.heapUsed + usage.arrayBuffers - heapBefore) / 1e6);
  try {
    const attempts = sb.state.attempts;
    const filter = { success: 0 as const, app: 'demo-origin' };
    const t = performance.now();
    const n = attempts.count(filter);
    const scanMs = performance.now() - t;
    // Once the filter's index exists, a page deep in the result reads O(limit) rows.
    const read0 = attempts.scanned;
    const t2 = performance.now();
    const page = attempts.page(filter, n - 1500, 1000);
    const pageMs = performance.now() - t2;
    const read = attempts.scanned - read0;
    if (page.length !== 1000) throw new Error(`asked for 1000 rows at seek ${n - 1500}, got ${page.length}`);
    return [
      { name: `sandbox start, ${total.toLocaleString('en-US')} attempts`, value: Math.round(startMs), unit: 'ms', note: `about ${mb} MB more heap + buffers` },
      { name: 'sandbox errorcount, first use of a filter (builds its index)', value: Math.round(scanMs * 10) / 10, unit: 'ms', note: `${n} matched, one scan of ${total.toLocaleString('en-US')} rows` },
      { name: 'sandbox errorlog page of 1000 at the end of that filter', value: Math.round(pageMs * 10) / 10, unit: 'ms', note: `${read.toLocaleString('en-US')} rows read (O(limit), was O(seek))` },
    ];
  } finally {
    await sb.close();
  }
}

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const size = sized(options, FULL, SMOKE);
  return [...(await throughput(size)), ...(await bigSandbox(size.attempts))];
}

async function throughput({ sequential, concurrent }: typeof FULL): Promise<BenchLine[]> {
  const sb = await startSandbox();
  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
  try {
    const key = sb.state.tickets.list[0]?.row.key ?? 'missing';
    await rate(100, 1, () => statusOnce(agent, sb, key)); // warm-up
    const seq = await rate(sequential, 1, () => statusOnce(agent, sb, key));
    const par = await rate(concurrent, WORKERS, () => statusOnce(agent, sb, key));
    return [
      { name: 'sandbox sevu.status sequential', value: seq, unit: 'req/s', note: `${sequential} signed requests, one at a time` },
      { name: 'sandbox sevu.status 8 concurrent', value: par, unit: 'req/s', note: `${concurrent} signed requests, ${WORKERS} in flight` },
    ];
  } finally {
    agent.destroy();
    await sb.close();
  }
}
