/**
 * The module without Companion: one console link, its state, the arms it holds and every
 * action as a request. The InstanceBase adapter only maps Companion's callbacks onto this.
 */
import { type Outcome, Arms } from './arms';
import { Connection, type LinkStatus } from './connection';
import type { ApiReply, ConsoleState } from './contract';
import { type Endpoint, closeAgent, send } from './http';
import { requests } from './requests';

export interface CoreHooks {
  onState(state: ConsoleState): void;
  onStatus(status: LinkStatus, message: string): void;
  /** What a button's press came to, when it lands after the press (a hold's delayed fire). */
  onOutcome(key: string, outcome: Outcome): void;
  /** How many arms the module holds changed. */
  onArms(count: number): void;
}

const notSent = (message: string): ApiReply => ({ status: 0, body: { error: 'not_sent', message } });

export class ModuleCore {
  readonly arms: Arms;
  private readonly link: Connection;

  constructor(
    private readonly to: Endpoint,
    hooks: CoreHooks,
  ) {
    this.link = new Connection(to, hooks);
    this.arms = new Arms((req) => send(to, req), hooks.onOutcome, hooks.onArms);
  }

  start(): void {
    this.link.start();
  }

  async stop(): Promise<void> {
    this.link.stop();
    await this.arms.cancelAll().catch(() => undefined);
    closeAgent(this.to);
  }

  state(): ConsoleState | null {
    return this.link.current();
  }

  goLive(id: number): Promise<ApiReply> {
    return send(this.to, requests.goLive(id));
  }

  /** The F9 stream when none is given. */
  split(stream: { app: string; stream: string } | null): Promise<ApiReply> {
    return send(this.to, requests.split(stream));
  }

  /** GO on the cue the module shows in standby (or the one given): never a cue the operator has not seen. */
  async go(expectCueId?: string): Promise<ApiReply> {
    const expected = expectCueId ?? this.state()?.standby?.cueId;
    if (!expected) return notSent('Not sent: no cue is in standby.');
    return send(this.to, requests.go(expected));
  }

  acknowledgeAlerts(): Promise<ApiReply> {
    return send(this.to, requests.acknowledgeAlerts());
  }

  reconnect(id: number, enabled: boolean): Promise<ApiReply> {
    return send(this.to, requests.reconnect(id, enabled));
  }

  groupLive(name: string): Promise<ApiReply> {
    return send(this.to, requests.groupLive(name));
  }

  groupReconnect(name: string, enabled: boolean): Promise<ApiReply> {
    return send(this.to, requests.groupReconnect(name, enabled));
  }
}
