/**
 * How a control call reaches the core services: through the router, with the account it
 * acts on (the one it names, or the active one) and the audit source "control" with the
 * client's name. A destructive action is armed here: checked against the account first,
 * then held in main until it is fired. A change of state that sends no command (the watch,
 * a group, a reconnect setting) is audited here too, with the client's name and its outcome.
 */
import type { IpcResult } from '../../shared/ipc/define';
import { runAsSource } from '../core/audit/source-scope';
import type { ArmedCall } from '../core/control/hub';
import type { ControlCore } from '../core/services';
import { type Answer, type Call, answer, failed, str } from './answers';
import type { StateFeed } from './state';

export class ControlBinding {
  constructor(
    readonly core: ControlCore,
    readonly feed: StateFeed,
  ) {}

  /**
   * The account a call acts on: the one it names, or the active one. Naming the real
   * account during its rehearsal acts on the mirror (the state says so), as a run sheet does.
   */
  accountOf(call: Call): string {
    const named = str(call.body.account) ?? call.queryAccount ?? undefined;
    const active = this.core.profiles.active();
    if (named === undefined || named === active.mirrorOf) return active.id;
    return named;
  }

  dispatch(call: Call, channel: string, input: unknown, account: string): Promise<IpcResult<unknown>> {
    return runAsSource({ kind: 'control', client: call.client }, () => this.core.router.dispatch(channel, input, account));
  }

  /** A change of main's state made by the surface: run, then audited (intent and outcome) under "control" with the client's name. */
  async change(call: Call, channel: string, input: Record<string, unknown>, account: string): Promise<IpcResult<unknown>> {
    const r = await this.dispatch(call, channel, input, account);
    // A refusal for another account was audited by the router already.
    if (!r.ok && r.error.kind === 'wrong_account') return r;
    await runAsSource({ kind: 'control', client: call.client }, async () => {
      const { audit, profiles } = this.core;
      const entry = audit.intent({ profileId: account, profileName: profiles.get(account)?.name ?? account, command: channel, params: input });
      audit.outcome(entry.id, { outcome: r.ok ? 'ok' : 'failed', resultKind: r.ok ? 'ok' : r.error.kind, message: r.ok ? null : r.error.message, latencyMs: null });
    });
    return r;
  }

  /** Arms `armed` (nothing sent): refused at once, audited by the router, when its account is not the active one. */
  async arm(call: Call, armed: ArmedCall, action: string): Promise<Answer> {
    if (armed.account !== this.core.profiles.activeId()) {
      // The router refuses a call for an account that is not active, and audits the refusal; nothing runs.
      const r = await this.dispatch(call, armed.channel, armed.input, armed.account);
      return r.ok ? answer(500, { error: 'internal', message: 'The router ran a call for an account that is not active.' }) : failed(r);
    }
    const arm = this.core.hub.arms.create(action, `Fire from the control surface to ${action.toLowerCase()}`, call.client, armed);
    return answer(202, { armId: arm.armId, expiresInMs: this.core.hub.arms.windowMs, action });
  }

  /** Where a push runs: its board row's source, else the application watched on Live. */
  where(row: { app: string | null; inst: string | null } | undefined): { app: string; inst: string } | null {
    const watching = this.feed.state().watching;
    const app = row?.app ?? watching?.app;
    const inst = row?.inst ?? watching?.inst;
    return app && inst ? { app, inst } : null;
  }
}
