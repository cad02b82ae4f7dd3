/**
 * The signed API client: signatures per second, and the in-process cost of one client
 * round trip against the calls of lib/client-calls.ts, to the same sandbox: the same-
 * transport POST of the client's own body (the baseline) and the essential floor
 * (the least any signed call that reads its answer costs). Measured twice: early, while V8
 * has yet to optimise node:http and the client, and steady, as a console open a while runs.
 */
import { signRequest } from '../electron/core/signing/sign';
import { startSandbox } from '../electron/sandbox';
import { clientCalls } from './lib/client-calls';
import { median } from './lib/stats';
import { type BenchLine, type BenchOptions, sized } from './types';

/** steadyAfter: calls between the early and the steady sample. */
const FULL = { signatures: 50_000, roundTrips: 600, warmUp: 100, steadyAfter: 1_400 };

function signaturesPerSecond(SIGNATURES: number): number {
  const identity = { command: 'recording.split', cdn: 1001, apiKey: 'bench-key-0123456789', timestamp: 1_767_225_600 };
  const members = { app: 'demo-origin/live', stream: 'cam_1', callback: 'https://hooks.example.com/split', title: 'Évènement 😀', delete: false };
  const started = performance.now();
  for (let i = 0; i < SIGNATURES; i += 1) signRequest({ ...identity, timestamp: identity.timestamp + i }, members, 'bench-secret', 'php');
  return Math.round((SIGNATURES / (performance.now() - started)) * 1000);
}

/** Milliseconds as whole microseconds: the differences here are tens of µs. */
const us = (ms: number): number => Math.round(ms * 1000);

async function timed(run: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const SIGNATURES = sized(options, FULL.signatures, 2_000);
  const ROUND_TRIPS = sized(options, FULL.roundTrips, 30);
  const WARM_UP = sized(options, FULL.warmUp, 10);
  const STEADY_AFTER = sized(options, FULL.steadyAfter, 30);
  const signRate = signaturesPerSecond(SIGNATURES);
  const sb = await startSandbox();
  const calls = clientCalls(sb);
  try {
    for (let i = 0; i < WARM_UP; i += 1) {
      await calls.client();
      await calls.transport();
      await calls.floor();
      await calls.fetch();
    }
    // The client, its baseline and the floor take turns in every order, so none always
    // follows another; fetch (undici, its own pool and timers) runs apart so it disturbs none.
    const runs = [calls.client, calls.transport, calls.floor];
    const orders = [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 2, 1], [2, 1, 0], [1, 0, 2]] as const;
    const rounds = async (n: number): Promise<number[]> => {
      const ms: number[][] = [[], [], []];
      for (let i = 0; i < n; i += 1) for (const k of orders[i % orders.length]!) ms[k]!.push(await timed(runs[k]!));
      return ms.map(median);
    };
    const early = await rounds(ROUND_TRIPS);
    await rounds(STEADY_AFTER);
    const steady = await rounds(ROUND_TRIPS);
    const fetchMs: number[] = [];
    for (let i = 0; i < ROUND_TRIPS; i += 1) fetchMs.push(await timed(calls.fetch));
    const lines = (phase: string, after: number, [c, t, e]: number[]): BenchLine[] => [
      { name: `${phase} client round trip sevu.status (median)`, value: us(c!), unit: 'µs', note: `${ROUND_TRIPS} calls after ${after}: validate, sign, POST, decode` },
      { name: `${phase} same-transport POST, same body (median)`, value: us(t!), unit: 'µs', note: `${ROUND_TRIPS} POSTs through transport.ts, own kept-alive agent` },
      { name: `${phase} essential floor (median)`, value: us(e!), unit: 'µs', note: `${ROUND_TRIPS} calls: JSON.stringify + HMAC, POST, JSON.parse` },
      { name: `${phase} client / same-transport POST`, value: c! / t!, unit: 'x', note: "the client's own per-call cost; goal ≤ 1.10" },
      { name: `${phase} essential floor / same-transport POST`, value: e! / t!, unit: 'x', note: 'the least any signed call that reads its answer adds' },
      { name: `${phase} client / essential floor`, value: c! / e!, unit: 'x', note: 'validation both ways, php serialization, retry and redaction bookkeeping' },
    ];
    return [
      { name: 'client signatures (recording.split, php)', value: signRate, unit: 'sig/s', note: `${SIGNATURES.toLocaleString('en-US')} build+serialize+HMAC` },
      ...lines('early:', WARM_UP, early),
      ...lines('steady:', WARM_UP + ROUND_TRIPS + STEADY_AFTER, steady),
      { name: 'raw fetch POST of the same body (median, reference)', value: us(median(fetchMs)), unit: 'µs', note: 'undici: another transport, for reference only' },
    ];
  } finally {
    calls.close();
    await sb.close();
  }
}
