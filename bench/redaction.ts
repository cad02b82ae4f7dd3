/**
 * Redaction of known secrets on a large answer: an account holding as many learned keys
 * as the cap allows, plus several accounts, scrubbing a ~31 MB answer (the size that once
 * froze the console for 167 s with 5,000 values). One pass over the text whatever the
 * number of secrets.
 */
import { KnownSecrets, LEARNED_PER_ACCOUNT } from '../electron/core/events/known-secrets';
import { sanitizeResponse } from '../electron/core/gateway/sanitize';
import { type BenchLine, type BenchOptions, sized } from './types';

const ACCOUNTS = 5;
const FULL_ROWS = 200_000;

function bigAnswer(rows: number): { streams: Array<Record<string, unknown>> } {
  const streams: Array<Record<string, unknown>> = [];
  for (let i = 0; i < rows; i++) {
    streams.push({ name: `cam_${i}`, app: 'demo-origin', message: `Pushing to destination ${i} at rtmp://ingest.example.net/live/stream-${i % 977}`, bitrate: 2500 + i, note: 'x'.repeat(80) });
  }
  return { streams };
}

export async function bench(options?: BenchOptions): Promise<BenchLine[]> {
  const rows = sized(options, FULL_ROWS, 5_000);
  const secrets = new KnownSecrets();
  const learnStarted = performance.now();
  for (let a = 0; a < ACCOUNTS; a++) for (let i = 0; i < LEARNED_PER_ACCOUNT + 500; i++) secrets.learn(`acct-${a}`, `sk-${a}-${i}-4f2a-91bc-77de`);
  const learnMs = performance.now() - learnStarted;
  const answer = bigAnswer(rows);
  const mb = JSON.stringify(answer).length / 1e6;
  const started = performance.now();
  sanitizeResponse(answer, secrets, 'acct-0');
  const cleanMs = performance.now() - started;
  answer.streams[rows - 1]!.message = `Publish to rtmp://x/app/sk-0-1400-4f2a-91bc-77de refused`;
  const leakStarted = performance.now();
  const shown = sanitizeResponse(answer, secrets, 'acct-0');
  const leakMs = performance.now() - leakStarted;
  if (JSON.stringify(shown).includes('sk-0-1400-4f2a-91bc-77de')) throw new Error('the learned key was not scrubbed');
  return [
    { name: `learn ${ACCOUNTS} x ${LEARNED_PER_ACCOUNT + 500} keys (cap ${LEARNED_PER_ACCOUNT}/account)`, value: Math.round(learnMs), unit: 'ms' },
    { name: `check a ${mb.toFixed(1)} MB answer, nothing to scrub`, value: Math.round(cleanMs), unit: 'ms' },
    { name: `scrub a ${mb.toFixed(1)} MB answer holding one learned key`, value: Math.round(leakMs), unit: 'ms' },
  ];
}
