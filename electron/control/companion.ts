/**
 * Feedback into Companion without a module: on every change the console sets a small
 * fixed set of Companion custom variables through Companion's own HTTP API
 * (`POST /api/custom-variable/<name>/value?value=…`), so buttons colour themselves with
 * Companion's "check variable" feedback. Only changed values are sent, in order (a
 * destination's `connecting` always lands before its `live`).
 */
import { countdownWords } from '../../shared/domain/clock/show-clock';
import type { DestState } from '../../shared/domain/live/board';
import type { Logger } from '../core/events/log';
import type { ControlState } from './state-shape';

/** The six words a destination variable takes. */
const DEST_WORD: Record<DestState, 'live' | 'connecting' | 'reconnecting' | 'failed' | 'unknown' | 'off'> = {
  live: 'live', connecting: 'connecting', reconnecting: 'reconnecting', disconnecting: 'connecting', failed: 'failed', unknown: 'unknown', off: 'off', stopped: 'off',
};

/** The show clock's variables: the countdown is the due instant read on this machine's clock, as every view reads it. */
export function clockVariables(state: ControlState, now: number): Record<string, string> {
  const { next, offset, preflight } = state.clock;
  const problems = preflight.problems.length;
  return {
    mc_next_cue: next ? `${next.n} ${next.name}` : '',
    mc_next_cue_at: next ? `${next.local} (${next.utc} UTC)` : '',
    mc_next_cue_in: next ? countdownWords(Date.parse(next.at), now) : '',
    mc_show_offset: offset,
    mc_preflight: preflight.ranAt === null ? '' : problems === 0 ? 'ok' : `${problems} problem${problems === 1 ? '' : 's'}: ${preflight.problems[0]!.words}`,
  };
}

function companionVariables(state: ControlState, now: number): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const d of state.destinations) if (d.id !== null) vars[`mc_dest_${d.id}`] = DEST_WORD[d.state];
  vars.mc_armed = String(state.armed.length);
  vars.mc_cue_next = state.standby ? `${state.standby.n} ${state.standby.name}` : '';
  vars.mc_link = state.link;
  return { ...vars, ...clockVariables(state, now) };
}

export class CompanionFeedback {
  private sent: Record<string, string> = {};
  private chain: Promise<void> = Promise.resolve();
  private failing = false;
  /** While a timed cue is ahead, the countdown is sent again at each second. */
  private tick: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly address: string,
    private readonly log: Logger,
  ) {}

  push(state: ControlState, now = Date.now()): void {
    if (this.tick !== null) clearTimeout(this.tick);
    this.tick = null;
    const next = state.clock.next;
    if (next !== null) {
      this.tick = setTimeout(() => this.push(state), ((((Date.parse(next.at) - now) % 1000) + 1000) % 1000 || 1000) + 5);
      this.tick.unref?.();
    }
    const vars = companionVariables(state, now);
    const changed = Object.entries(vars).filter(([k, v]) => this.sent[k] !== v);
    for (const [k, v] of changed) this.sent[k] = v;
    for (const [name, value] of changed) this.chain = this.chain.then(() => this.send(name, value));
  }

  /** No more countdown: this feedback was replaced or the API stopped. */
  stop(): void {
    if (this.tick !== null) clearTimeout(this.tick);
    this.tick = null;
  }

  /** Resolves when every variable pushed so far has been sent (or failed). */
  settled(): Promise<void> {
    return this.chain;
  }

  private async send(name: string, value: string): Promise<void> {
    const url = `http://${this.address}/api/custom-variable/${encodeURIComponent(name)}/value?value=${encodeURIComponent(value)}`;
    try {
      const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(2000) });
      if (!res.ok) throw new Error(`Companion answered ${res.status}`);
      if (this.failing) this.log.info(`control: Companion at ${this.address} answers again`);
      this.failing = false;
    } catch (err) {
      // Keep going: the next change sends its variables again when Companion is back.
      delete this.sent[name];
      if (!this.failing) this.log.warn(`control: could not set Companion variable ${name} at ${this.address}: ${err instanceof Error ? err.message : String(err)}`);
      this.failing = true;
    }
  }
}
