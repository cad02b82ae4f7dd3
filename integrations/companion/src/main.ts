/**
 * The Companion connection: a thin InstanceBase over the module core. Companion calls
 * init/configUpdated/destroy; everything the module knows or does is the core's.
 */
import { InstanceBase, InstanceStatus, type JsonObject, type SomeCompanionConfigField } from '@companion-module/base';
import { configFields, endpointOf } from './adapter/config';
import type { LinkStatus } from './core/connection';
import type { ConsoleState } from './core/contract';
import { ModuleCore } from './core/module-core';
import { anyFailed, variableValues } from './core/view';
import { nextDue, untilNextTurn } from './core/clock';
import { actionDefinitions } from './adapter/actions';
import { feedbackDefinitions } from './adapter/feedbacks';
import { presetDefinitions } from './adapter/presets';
import { variableDefinitions } from './adapter/variables';

const STATUS: Record<LinkStatus, InstanceStatus> = {
  'no console': InstanceStatus.ConnectionFailure,
  ok: InstanceStatus.Ok,
  stale: InstanceStatus.UnknownWarning,
  'auth failure': InstanceStatus.AuthenticationFailure,
  'bad answer': InstanceStatus.UnknownError,
  // A wrong token and an impostor look the same from here: neither proves it holds this token.
  'not proven': InstanceStatus.AuthenticationFailure,
  'bad config': InstanceStatus.BadConfig,
};
/** Failed flashes at two blinks a second. */
const BLINK_MS = 500;

export const UpgradeScripts = [];

export default class MasterControlInstance extends InstanceBase {
  private core: ModuleCore | null = null;
  private status: LinkStatus | null = null;
  /** What the definitions were built from: destinations and groups by id and name. */
  private shape = '';
  private blink: ReturnType<typeof setInterval> | null = null;
  private lit = true;
  /** While a timed cue is ahead, the countdown variable is set again at each second it turns. */
  private tick: ReturnType<typeof setTimeout> | null = null;

  async init(config: JsonObject, _isFirstInit: boolean, secrets: JsonObject | undefined): Promise<void> {
    await this.configUpdated(config, secrets);
  }

  async configUpdated(config: JsonObject, secrets: JsonObject | undefined): Promise<void> {
    await this.destroy();
    this.shape = '';
    this.define(null);
    const settings = endpointOf(config, secrets);
    if (!settings.ok) return this.updateStatus(InstanceStatus.BadConfig, settings.problem);
    const to = settings.to;
    this.updateStatus(InstanceStatus.Connecting, 'Reading the console');
    const core = new ModuleCore(to, {
      onState: (s) => this.onState(s),
      onStatus: (status, message) => {
        this.status = status;
        this.updateStatus(STATUS[status], message);
        this.checkFeedbacks('link_lost');
      },
      onOutcome: (_key, o) => {
        if (o.kind === 'refused') this.log('warn', o.message);
      },
      onArms: () => {
        this.checkFeedbacks('armed', 'button_armed');
        const s = this.core?.state();
        if (s) this.setVariableValues(variableValues(s, this.core?.arms.ids() ?? []));
      },
    });
    this.core = core;
    core.start();
  }

  private countDown(): void {
    if (this.tick) clearTimeout(this.tick);
    this.tick = null;
    const s = this.core?.state();
    const due = s ? nextDue(s) : null;
    if (!s || due === null) return;
    this.tick = setTimeout(() => {
      const latest = this.core?.state();
      if (latest) this.setVariableValues(variableValues(latest, this.core?.arms.ids() ?? []));
      this.countDown();
    }, untilNextTurn(due, Date.now()));
  }

  async destroy(): Promise<void> {
    if (this.tick) clearTimeout(this.tick);
    this.tick = null;
    if (this.blink) clearInterval(this.blink);
    this.blink = null;
    const core = this.core;
    this.core = null;
    await core?.stop();
  }

  getConfigFields(): SomeCompanionConfigField[] {
    return configFields();
  }

  private onState(s: ConsoleState): void {
    const shape = JSON.stringify([s.destinations.map((d) => [d.id, d.name]), (s.groups ?? []).map((g) => g.name)]);
    if (shape !== this.shape) {
      this.shape = shape;
      this.define(s);
    }
    this.setVariableValues(variableValues(s, this.core?.arms.ids() ?? []));
    this.countDown();
    this.blinkWhile(anyFailed(s));
    this.checkAllFeedbacks();
  }

  /**
   * Actions, feedbacks, variables and presets, built again when destinations or groups
   * change. Actions and feedbacks always come first: presets name them, and Companion
   * warns of a preset whose action or feedback is not defined yet.
   */
  private define(s: ConsoleState | null): void {
    this.setActionDefinitions(actionDefinitions(() => this.core, (m) => this.log('warn', m)));
    this.setFeedbackDefinitions(feedbackDefinitions({ state: () => this.core?.state() ?? null, status: () => this.status, moduleArmIds: () => this.core?.arms.ids() ?? [], armedHere: (id) => this.core?.arms.has(id) ?? false, blinkLit: () => this.lit }));
    this.setVariableDefinitions(variableDefinitions(s));
    const { structure, presets } = presetDefinitions(s, this.label);
    this.setPresetDefinitions(structure, presets);
  }

  private blinkWhile(on: boolean): void {
    if (on && !this.blink) {
      this.blink = setInterval(() => {
        this.lit = !this.lit;
        this.checkFeedbacks('dest_state', 'group_state');
      }, BLINK_MS);
    } else if (!on && this.blink) {
      clearInterval(this.blink);
      this.blink = null;
      this.lit = true;
    }
  }
}
