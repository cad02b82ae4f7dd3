/**
 * The two-person rule in main (shared/domain/share/two-person.ts holds the rule): off by
 * default; when on, a destructive call (shared/domain/share/destructive-acts.ts) is sent
 * only when a second, different person asks for the same call. Until then the press is
 * answered "waiting for a second person" and nothing is sent; when it is sent, it runs as
 * the first person, confirmed by the second, so its audit entry names both. The local
 * operator counts as one person ("This console's operator").
 */
import { fail, type IpcResult } from '../../../shared/ipc/define';
import type { WaitingAct } from '../../../shared/ipc/session';
import { isDestructiveCall } from '../../../shared/domain/share/destructive-acts';
import { type TwoPersonState, twoPersonPress, waitingActs } from '../../../shared/domain/share/two-person';
import type { Person } from '../../../shared/domain/share/person';
import type { Clock } from '../deps';
import { currentPerson, runAsPerson } from '../audit/person-scope';
import { runConfirmedBy } from '../audit/confirm-scope';

/** The console's own operator as a person of the rule. */
export const LOCAL_OPERATOR: Person = { id: 'local', name: "This console's operator", role: 'destructive', address: '' };

type Job = () => Promise<IpcResult<unknown>>;

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

function actionWords(channel: string, input: unknown): string {
  const i = (input ?? {}) as Record<string, unknown>;
  if (channel === 'live.disconnect') return i.entry_name === '*' ? 'Disconnect all' : `Disconnect #${String(i.push_service_id ?? i.entry_name ?? '')}`;
  if (channel === 'groups.disconnect') return `Disconnect group ${String(i.name)}`;
  if (channel === 'live.split') return `Split ${String(i.stream)} with delete`;
  if (channel === 'live.geoApply') return 'Allow every country';
  return `${channel} ${String(i.command ?? '')}`.trim();
}

export class TwoPersonGate {
  private on = false;
  private state: TwoPersonState = new Map();
  private readonly firsts = new Map<string, Person>();

  constructor(
    private readonly clock: Clock,
    private readonly changed: (acts: WaitingAct[]) => void,
  ) {}

  get enabled(): boolean {
    return this.on;
  }

  set(enabled: boolean): void {
    this.on = enabled;
    if (!enabled && this.state.size > 0) {
      this.state = new Map();
      this.firsts.clear();
      this.announce();
    }
  }

  /** Runs `job` as asked, or holds it for a second person; `account` keeps two accounts' acts apart. */
  async run(channel: string, input: unknown, account: unknown, job: Job): Promise<IpcResult<unknown>> {
    if (!this.on || !isDestructiveCall(channel, input)) return job();
    const who = currentPerson() ?? LOCAL_OPERATOR;
    const key = `${String(account)} ${channel} ${stable(input)}`;
    const { state, step } = twoPersonPress(this.state, { key, action: actionWords(channel, input), who, now: this.clock.now() });
    this.state = state;
    for (const k of [...this.firsts.keys()]) if (!state.has(k) && k !== key) this.firsts.delete(k);
    if (step.kind === 'waiting') this.firsts.set(key, who);
    this.announce();
    if (step.kind !== 'send') return fail({ kind: 'conflict', message: step.words });
    const first = this.firsts.get(key) ?? who;
    this.firsts.delete(key);
    const confirmer = { id: step.confirmedBy.id, name: step.confirmedBy.name, address: step.confirmedBy.address };
    const confirmed = () => runConfirmedBy(confirmer, job);
    return first.id === LOCAL_OPERATOR.id ? runOutsidePerson(confirmed) : runAsPerson(first, confirmed);
  }

  waiting(): WaitingAct[] {
    return waitingActs(this.state, this.clock.now()).map((p) => ({ action: p.action, first: p.first, until: new Date(p.until).toISOString() }));
  }

  private announce(): void {
    this.changed(this.waiting());
  }
}

/** The local operator asked first: the act is theirs, so no guest's scope may name it. */
function runOutsidePerson<T>(job: () => Promise<T>): Promise<T> {
  return currentPerson() === undefined ? job() : runAsPerson(undefined as unknown as Person, job);
}
