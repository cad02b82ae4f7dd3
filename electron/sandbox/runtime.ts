/**
 * One running sandbox's counts, faults and control (what tests and the admin routes
 * drive); `stop.close` is bound once the server exists.
 */
import type { SandboxState } from './state';
import { useTicket, type TicketUse } from './state/viewers';
import { CallbackSender } from './http/callbacks';
import type { PushDrop } from './http/admin';
import { type Fault, FaultTable, type FaultRule } from './http/faults';
import { UploadQueue } from './uploads-queue';
import type { SandboxOptions } from './types';

/** What a dropped push reports unless the test gives its own reason. */
const DROPPED_REASON = 'Destination closed the connection';
/** A platform's passing refusal (busy ingest): worth trying again, unlike a refused key. */
const TRANSIENT_REASON = 'Destination is busy: connection refused, try again';

function faultTable(rules: readonly FaultRule[]): FaultTable {
  const faults = new FaultTable();
  for (const rule of rules) faults.set(rule.command, rule.fault);
  return faults;
}

export function runtimeOf(options: SandboxOptions, state: SandboxState) {
  const faults = faultTable(options.faults ?? []);
  const counts = new Map<string, number>();
  const arrived = new Map<string, number[]>();
  const callbacks = new CallbackSender();
  const uploads = new UploadQueue(state, callbacks);
  const auth = () => ({
    credentials: state.credentials,
    windowSec: options.timestampWindowSec ?? 300,
    mode: options.signatureMode ?? 'either',
    nowSec: state.nowSec(),
  });
  const stop = { close: (): Promise<void> => Promise.resolve() };
  let closing: Promise<void> | null = null;
  const control = {
    counts: () => Object.fromEntries(counts),
    arrivals: (command: string) => (arrived.get(command) ?? []).slice(),
    resetCounts: () => (counts.clear(), arrived.clear()),
    setFault: (command: string, fault: Fault) => faults.set(command, fault),
    clearFaults: () => {
      faults.clear();
      state.sessions.refused.clear();
      state.sessions.platform.clear();
    },
    refuseTries: (id: number, tries: number, reason?: string) => void state.sessions.platform.set(id, { reason: reason ?? TRANSIENT_REASON, triesLeft: tries }),
    refuseService: (id: number, refused: boolean) => void (refused ? state.sessions.refused.add(id) : state.sessions.refused.delete(id)),
    loseNextAnswer: () => void (faults.loseNextAnswer = true),
    rehearsalFaults: () => ({ refused: [...state.sessions.refused].sort((a, b) => a - b), loseNextAnswer: faults.loseNextAnswer }),
    useTicket: (input: TicketUse) => useTicket(state.tickets, state.attempts, input, state.nowSec()),
    dropPushes: (input: PushDrop) =>
      state.sessions.drop((s) => input.entry_name === undefined || s.entry_name === input.entry_name, input.reason ?? DROPPED_REASON, input.remove === true, input.ended === true),
    removeService: (id: number) => {
      const at = state.services.findIndex((s) => s.push_service_id === String(id));
      if (at >= 0) state.services.splice(at, 1);
      return at >= 0;
    },
    credentials: () => ({ cdn: state.credentials.cdn, api_key: state.credentials.apiKey, secret: state.credentials.secret }),
    close: () => (closing ??= stop.close()),
  };
  const count = (c: string) => {
    counts.set(c, (counts.get(c) ?? 0) + 1);
    const list = arrived.get(c) ?? [];
    list.push(options.clock?.now() ?? Date.now());
    if (list.length > 1000) list.shift();
    arrived.set(c, list);
  };
  return { faults, callbacks, uploads, auth, control, count, stop };
}
