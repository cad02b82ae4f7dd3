/** A hand-written gateway for Live tests: scripted answers per command, every call recorded. */
import type { CommandName, CommandParams, CommandResponse } from '../../../shared/api/catalog';
import { catalog } from '../../../shared/api/catalog';
import type { CallResult } from '../../../shared/api/failures';
import type { Profile } from '../../../shared/domain/profile';
import type { McEvent } from '../../../shared/ipc/events';
import type { CommandGateway, FeatureDeps } from '../../../electron/core/deps';

type Answer = (params: Record<string, unknown>) => CallResult<unknown> | Promise<CallResult<unknown>>;

export const META = { latencyMs: 1, attempts: 1, handleTime: 0.001, code: null, message: null, clockOffsetMs: 0 };

/** A success result decoded through the catalog's own response schema, as the real client does. */
export function success<N extends CommandName>(command: N, body: Record<string, unknown>): CallResult<CommandResponse<N>> {
  const value = catalog[command].response.parse({ status: 'success', message: 'ok', handle_time: '0.001 seconds', ...body });
  return { ok: true, value: value as CommandResponse<N>, meta: META };
}

export class FakeGateway implements CommandGateway {
  readonly calls: Array<{ command: string; params: Record<string, unknown>; cacheKey?: string | undefined }> = [];
  private readonly answers = new Map<string, Answer>();
  profile: Profile = {
    id: 'p1', name: 'Main account', baseUrl: 'https://api.example.com/stable/', cdn: 1, serialization: 'php',
    colour: '#2f80ed', builtIn: false, createdAt: '', updatedAt: '',
  };

  answer(command: CommandName, fn: Answer): this {
    this.answers.set(command, fn);
    return this;
  }

  async call<N extends CommandName>(command: N, params: CommandParams<N>, options?: { cacheKey?: string }): Promise<CallResult<CommandResponse<N>>> {
    const p = params as Record<string, unknown>;
    this.calls.push({ command, params: p, cacheKey: options?.cacheKey });
    const fn = this.answers.get(command);
    if (!fn) throw new Error(`FakeGateway: no answer scripted for ${command}`);
    return (await fn(p)) as CallResult<CommandResponse<N>>;
  }

  activeProfile(): Profile {
    return this.profile;
  }

  readonly held: Array<{ command: string; reason: string }> = [];

  notSent(command: CommandName, _params: unknown, reason: string): void {
    this.held.push({ command, reason });
  }

  count(command: string): number {
    return this.calls.filter((c) => c.command === command).length;
  }
}

export class FakeClock {
  constructor(public t = Date.parse('2026-11-22T10:00:00Z')) {}
  now = (): number => this.t;
}

/** Timers driven by hand: `fire()` runs everything due. */
export class FakeTimers {
  private seq = 0;
  readonly pending = new Map<number, { at: number; fn: () => void }>();
  constructor(private readonly clock: FakeClock) {}
  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = ++this.seq;
    this.pending.set(id, { at: this.clock.t + ms, fn });
    return id;
  };
  clearTimeout = (h: unknown): void => {
    this.pending.delete(h as number);
  };
  /** Advances the clock and runs the timers that came due. */
  async advance(ms: number): Promise<void> {
    this.clock.t += ms;
    for (const [id, t] of [...this.pending]) {
      if (t.at <= this.clock.t) {
        this.pending.delete(id);
        t.fn();
      }
    }
    await new Promise((r) => setTimeout(r, 0));
  }
  nextDelay(): number | null {
    const ats = [...this.pending.values()].map((p) => p.at - this.clock.t);
    return ats.length ? Math.min(...ats) : null;
  }
}

export function makeDeps(dataDir: string, gateway = new FakeGateway(), clock = new FakeClock()) {
  const events: McEvent[] = [];
  const deps: FeatureDeps = { gateway, events: { emit: (e) => events.push(e) }, clock, dataDir, exports: { kind: 'folder', dir: `${dataDir}/exports` } };
  return { deps, events, gateway, clock };
}
