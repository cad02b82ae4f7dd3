/**
 * The module core against a real console: web mode's services with the control API and
 * the sandbox, no page open (test/unit/control/harness.ts). Records every state and
 * status the core reports, so a test waits for what it expects instead of a time.
 */
import { type ConsoleData, type Harness, freshConsoleData, startHarness } from '../../../test/unit/control/harness';
import type { Outcome } from '../src/core/arms';
import type { LinkStatus } from '../src/core/connection';
import type { ConsoleState } from '../src/core/contract';
import { ModuleCore } from '../src/core/module-core';

export interface Seen {
  states: ConsoleState[];
  statuses: LinkStatus[];
  messages: string[];
  outcomes: Array<{ key: string; outcome: Outcome }>;
}

export function coreFor(h: Harness, token = h.settings.token ?? ''): { core: ModuleCore; seen: Seen } {
  const seen: Seen = { states: [], statuses: [], messages: [], outcomes: [] };
  const core = new ModuleCore(
    { host: '127.0.0.1', port: h.port(), token },
    {
      onState: (s) => seen.states.push(s),
      onStatus: (s, message) => {
        seen.statuses.push(s);
        seen.messages.push(message);
      },
      onOutcome: (key, outcome) => seen.outcomes.push({ key, outcome }),
      onArms: () => {},
    },
  );
  return { core, seen };
}

/**
 * A started core on `h`, once it shows the console's state (all seven sandbox destinations,
 * and whatever `ready` asks), with the sandbox's counts cleared after the setup.
 */
export async function startedCore(h: Harness, ready: (s: ConsoleState) => boolean = () => true): Promise<{ core: ModuleCore; seen: Seen }> {
  const started = coreFor(h);
  const { seen } = started;
  started.core.start();
  await until(() => seen.statuses.at(-1) === 'ok' && seen.states.at(-1)?.destinations.length === 7 && ready(seen.states.at(-1)!), 'the core to show the seven destinations', () => seen.statuses);
  h.booted.sandbox.resetCounts();
  return started;
}

/** How long `until` lets a condition take before it fails the test: far beyond any real wait on a busy machine. */
export const UNTIL_LIMIT_MS = 20_000;

/**
 * Resolves once `ok()` holds, checking every 10 ms; past `limitMs` it fails in words,
 * naming what it waited for and what it last saw, instead of looping until the test's
 * own timeout says nothing.
 */
export async function until(ok: () => boolean, what = 'the condition', seen: () => unknown = () => undefined, limitMs = UNTIL_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`Waited ${String(limitMs / 1000)} s for ${what}; last seen: ${JSON.stringify(seen()) ?? 'nothing'}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A console that can be stopped and started again on the same port, data and token. */
export async function restartableConsole(): Promise<{ h: Harness; data: ConsoleData; restart(): Promise<Harness> }> {
  const data = await freshConsoleData();
  const h = await startHarness({ bare: true, data });
  // Pin the port it got, so the restart binds the same one.
  await h.configure({ destructive: true, port: h.port() });
  return { h, data, restart: () => startHarness({ bare: true, data }) };
}
