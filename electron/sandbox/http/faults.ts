/**
 * Fault injection per command (or `*` for all). A fault applies to every request of its
 * command until cleared. The request is always read, counted and — when it passes
 * authentication — APPLIED before the fault shapes the answer: a mutating command under
 * reset/500/503/busy/empty/html/truncated/wrong_types/hang/fail_after_apply has changed
 * state although the caller cannot tell ("outcome unknown", the dangerous real case).
 * Only `latency` delays before handling, then answers normally.
 */
import { catalog, isCommandName } from '../../../shared/api/catalog';

export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'http'; status: 500 | 503 }
  | { kind: 'busy' }
  | { kind: 'empty' }
  | { kind: 'html' }
  | { kind: 'truncated' }
  | { kind: 'wrong_types' }
  | { kind: 'reset' }
  | { kind: 'hang' }
  | { kind: 'fail_after_apply' }
  /** Every list of the answer sent under another member name (`to`), as a service that names it otherwise would. */
  | { kind: 'rename_list'; to: string }
  /** Every list of the answer with two null items after its rows, as a PHP service writes a row it could not build. */
  | { kind: 'null_items' }
  /** Every member named `to`, at any depth, sent as null (a PHP service's NULL column: a usage rate). */
  | { kind: 'null_member'; to: string };

export type FaultKind = Fault['kind'];
export const FAULT_KINDS: readonly FaultKind[] = [
  'latency', 'http', 'busy', 'empty', 'html', 'truncated', 'wrong_types', 'reset', 'hang', 'fail_after_apply', 'rename_list', 'null_items', 'null_member',
];

export interface FaultRule {
  command: string;
  fault: Fault;
}

export class FaultTable {
  private readonly rules = new Map<string, Fault>();
  /**
   * One shot (a rehearsal's "lost answer"): the next MUTATING command is applied and its
   * connection reset, as the `reset` fault does; then this clears itself.
   */
  loseNextAnswer = false;

  set(command: string, fault: Fault): void {
    this.rules.set(command, parseFault(fault));
  }

  clear(): void {
    this.rules.clear();
    this.loseNextAnswer = false;
  }

  /** The one-shot lost answer for a mutating command, else the command's own fault, else the `*` fault. */
  for(command: string): Fault | undefined {
    if (this.loseNextAnswer && isCommandName(command) && catalog[command].mutates) {
      this.loseNextAnswer = false;
      return { kind: 'reset' };
    }
    return this.rules.get(command) ?? this.rules.get('*');
  }
}

/** Checks a fault that came from JSON or code; throws a sentence naming what is wrong. */
export function parseFault(input: unknown): Fault {
  const f = (input ?? {}) as Record<string, unknown>;
  switch (f.kind) {
    case 'latency': {
      const ms = Number(f.ms);
      if (!Number.isFinite(ms) || ms < 0) throw new TypeError('a latency fault needs ms (0 or more)');
      return { kind: 'latency', ms };
    }
    case 'http': {
      const status = Number(f.status ?? 500);
      if (status !== 500 && status !== 503) throw new TypeError('an http fault has status 500 or 503');
      return { kind: 'http', status };
    }
    case 'busy': case 'empty': case 'html': case 'truncated': case 'wrong_types': case 'reset': case 'hang': case 'fail_after_apply': case 'null_items':
      return { kind: f.kind };
    case 'rename_list': case 'null_member': {
      const to = typeof f.to === 'string' ? f.to.trim() : '';
      if (!/^[A-Za-z_][\w-]*$/.test(to)) throw new TypeError(`a ${f.kind} fault needs to: a member name`);
      return { kind: f.kind, to };
    }
    default:
      throw new TypeError(`unknown fault kind ${JSON.stringify(f.kind)}; use one of ${FAULT_KINDS.join(', ')}`);
  }
}

/** `COMMAND:KIND[:ARG]` as the CLI takes it, e.g. `sevu.search:latency:200`, `*:http:503`. */
export function parseFaultSpec(spec: string): FaultRule {
  const [command, kind, arg] = spec.split(':');
  if (!command || !kind) throw new TypeError(`--fault ${spec}: use COMMAND:KIND[:ARG], e.g. sevu.search:latency:200`);
  const fault = kind === 'latency' ? { kind, ms: arg } : kind === 'http' ? { kind, status: arg ?? 500 } : kind === 'rename_list' || kind === 'null_member' ? { kind, to: arg } : { kind };
  return { command, fault: parseFault(fault) };
}

/**
 * Replaces every member the decoders read with a value of the wrong type, `status` too:
 * other members degrade alone in the decoder, so only an unreadable key member (status is
 * the one every answer has) makes the whole answer unreadable.
 */
export function wrongTypes(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === 'status') out[k] = [v];
    else if (k === 'handle_time') out[k] = v;
    else if (Array.isArray(v)) out[k] = 'not-a-list';
    else if (typeof v === 'string' || typeof v === 'number') out[k] = { unexpected: v };
    else out[k] = ['unexpected'];
  }
  return out;
}

/** The answer with every list member sent under `to`. */
export function renamedLists(body: Record<string, unknown>, to: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [Array.isArray(v) ? to : k, v]));
}

/** The answer with two null items after the rows of every list member. */
export function listsWithNulls(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? [...v, null, null] : v]));
}

/** The answer with every member named `name`, at any depth, as null. */
export function nulledMembers(value: unknown, name: string): unknown {
  if (Array.isArray(value)) return value.map((v) => nulledMembers(v, name));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === name ? null : nulledMembers(v, name)]));
}

export const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>The proxy received an invalid response.</p></body></html>';
