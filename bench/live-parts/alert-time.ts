/**
 * "Drop → alert at the team's endpoint" (issue: one alert within one poll plus 2 s, with
 * reconnect off): the Sandbox account's Slack-compatible target is a loopback receiver in
 * this process; a push goes LIVE, the sandbox's admin endpoint drops it at a random moment
 * of the poll cycle, and the time runs until the receiver has read the alert's whole body.
 * The board polls every second (the default grace is two polls, so the bound holds at one
 * second); the push is then stopped on purpose, whose recovery is awaited too, so each
 * sample starts with nothing open. Each sample is its own destination: five drops of one
 * would be flapping (one alert for all), another figure.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Booted } from '../../electron/cli/boot';
import { SANDBOX_PROFILE_ID } from '../../shared/domain/profile';
import type { GoLiveValue } from '../../shared/ipc/live';
import { epoch, sandboxCall } from '../lib/sandbox-call';
import { percentile } from '../lib/stats';
import type { BenchLine } from '../types';
import { openLive } from './browser';
import { POLL_MS, adminDrop } from './state-change';

interface Heard {
  text: string;
  at: number;
}

export async function alertTimeFigures(booted: Booted, SAMPLES: number): Promise<BenchLine[]> {
  const heard: Heard[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => (heard.push({ text: (JSON.parse(body) as { text: string }).text, at: epoch() }), res.writeHead(200).end('ok')));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/services/bench-alert-time`;
  const added = await sandboxCall<{ id: string }>(booted, 'alerts.add', { account: SANDBOX_PROFILE_ID, kind: 'slack', label: 'bench receiver', url });
  const live = await openLive(booted, 'drop → alert');
  const waitFor = async (what: string, find: (h: Heard) => boolean): Promise<Heard> => {
    const until = Date.now() + 30_000;
    for (;;) {
      const h = heard.find(find);
      if (h !== undefined) return h;
      if (Date.now() > until) throw new Error(`drop → alert: ${what} never reached the receiver (heard: ${heard.map((x) => x.text).join(" | ") || "nothing"})`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  try {
    await sandboxCall(booted, 'live.watch', { target: { app: 'demo-origin', inst: 'live' }, intervalMs: POLL_MS });
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const entry = `bench-alert-${i}`;
      const value = await sandboxCall<GoLiveValue>(booted, 'live.connect', { connects: [{ app: 'demo-origin', inst: 'live', stream: 'main', service_name: 'videosite', dst_stream: `a${i}`, entry_name: entry }] });
      if (value.results[0]?.outcome !== 'accepted') throw new Error(`connect ${entry}: ${value.results[0]?.message ?? 'no result'}`);
      const row = live.page.getByRole('table', { name: 'Destinations' }).getByRole('row', { name: new RegExp(`^${entry} `) });
      await row.getByText('LIVE', { exact: true }).waitFor({ timeout: 15_000 });
      await new Promise((r) => setTimeout(r, Math.random() * POLL_MS));
      const t0 = epoch();
      if ((await adminDrop(booted, entry)) !== 1) throw new Error(`the sandbox did not drop ${entry}`);
      const alert = await waitFor(`the alert for ${entry}`, (h) => h.text.includes(`: ${entry} `) && h.text.includes(' FAILED on '));
      times.push(alert.at - t0);
      await sandboxCall(booted, 'live.disconnect', { app: 'demo-origin', inst: 'live', entry_name: entry });
      await waitFor(`the recovery for ${entry}`, (h) => h.text.includes(`: ${entry} `) && h.text.includes(" no longer FAILED"));
    }
    const alerts = heard.filter((h) => h.text.includes(' FAILED on ')).length;
    if (times.length !== SAMPLES || alerts !== SAMPLES) throw new Error(`drop → alert: ${SAMPLES} drops, ${alerts} alerts received, ${times.length} timed`);
    const bound = POLL_MS + 2000;
    const p95 = percentile(times, 95);
    return [
      { name: `live: drop → alert at the receiver, p50 (${SAMPLES} drops, poll ${POLL_MS} ms)`, value: Math.round(percentile(times, 50)), unit: 'ms', note: 'reconnect off; grace two polls; Slack-compatible loopback receiver' },
      { name: 'live: drop → alert at the receiver, p95', value: Math.round(p95), unit: 'ms', note: `target ≤ ${bound} ms (one poll + 2 s): ${p95 <= bound ? 'met' : 'NOT met'}; ${alerts} alerts, ${SAMPLES} recoveries` },
    ];
  } finally {
    await live.close();
    await sandboxCall(booted, 'alerts.remove', { account: SANDBOX_PROFILE_ID, id: added.id });
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}
