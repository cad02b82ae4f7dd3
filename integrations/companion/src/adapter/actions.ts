/**
 * Companion actions onto the core. A button keeps at most one arm, keyed by its control
 * id: a two-step button's second press fires it, a hold button's release cancels it.
 * Defined whether or not a core runs (the presets name these actions, and Companion warns
 * of a preset whose action is not defined yet); a press with no core says so in the log.
 */
import type { CompanionActionDefinitions, CompanionActionEvent, SomeCompanionActionInputField } from '@companion-module/base';
import type { ApiReply, ApiRequest, ConsoleState } from '../core/contract';
import type { ModuleCore } from '../core/module-core';
import { requests } from '../core/requests';
import { destinationChoices, destinationId, groupChoices } from './choices';

type Log = (message: string) => void;

const dest = (s: ConsoleState | null): SomeCompanionActionInputField => ({ type: 'dropdown', id: 'dest', label: 'Destination (or its id)', choices: destinationChoices(s), default: destinationChoices(s)[0]?.id ?? '', allowCustom: true });
const group = (s: ConsoleState | null): SomeCompanionActionInputField => ({ type: 'dropdown', id: 'group', label: 'Group', choices: groupChoices(s), default: groupChoices(s)[0]?.id ?? '' });
const confirm: SomeCompanionActionInputField[] = [
  { type: 'dropdown', id: 'mode', label: 'Confirm by', choices: [{ id: 'two-step', label: 'a second press' }, { id: 'hold', label: 'holding (release cancels)' }], default: 'two-step' },
  { type: 'number', id: 'holdMs', label: 'Hold for (ms)', default: 1000, min: 200, max: 10_000 },
];
const onOff: SomeCompanionActionInputField = { type: 'dropdown', id: 'enabled', label: 'Reconnect', choices: [{ id: 'on', label: 'on' }, { id: 'off', label: 'off' }], default: 'on' };

const NO_CORE = 'Not sent: the connection has no console yet (give its host, port and token)';

/** `running` is the connection's core, or null while its settings are incomplete. */
export function actionDefinitions(running: () => ModuleCore | null, log: Log): CompanionActionDefinitions {
  const s = running()?.state() ?? null;
  /** Runs `act` on the core, or logs that there is none. */
  const on = (act: (core: ModuleCore) => Promise<unknown>) => async () => {
    const core = running();
    if (!core) return log(NO_CORE);
    await act(core);
  };
  const said = (what: string) => (r: ApiReply) => {
    if (r.status < 200 || r.status > 299) log(`${what}: ${typeof r.body.message === 'string' ? r.body.message : `the console answered ${String(r.status)}`}`);
  };
  const withId = (e: CompanionActionEvent, run: (id: number) => Promise<void>) => {
    const id = destinationId(e.options.dest);
    return id === null ? log(`No destination id in "${String(e.options.dest)}"`) : run(id);
  };
  const destructive = async (e: CompanionActionEvent, arm: ApiRequest) => {
    const core = running();
    if (!core) return log(NO_CORE);
    const o = e.options.mode === 'hold' ? await core.arms.hold(e.controlId, arm, Number(e.options.holdMs)) : await core.arms.press(e.controlId, arm);
    if (o.kind === 'refused') log(o.message);
  };
  return {
    go_live: { name: 'Go live', options: [dest(s)], callback: (e) => withId(e, (id) => on((core) => core.goLive(id).then(said('Go live')))()) },
    disconnect: { name: 'Disconnect (arm, then fire)', options: [dest(s), ...confirm], callback: (e) => withId(e, (id) => destructive(e, requests.armDisconnect(id))) },
    disconnect_all: { name: 'Disconnect all (arm, then fire)', options: confirm, callback: (e) => destructive(e, requests.armDisconnectAll()) },
    release: { name: 'Release a hold (cancels its arm)', description: "On the button's release, after a hold action", options: [], callback: (e) => on((core) => core.arms.release(e.controlId))() },
    split: {
      name: 'Split the recording',
      options: [
        { type: 'textinput', id: 'app', label: 'Application/instance (empty: the F9 stream)', default: '' },
        { type: 'textinput', id: 'stream', label: 'Stream', default: '' },
      ],
      callback: (e) => {
        const app = String(e.options.app ?? '').trim();
        return on((core) => core.split(app ? { app, stream: String(e.options.stream ?? '') } : null).then(said('Split')))();
      },
    },
    go: { name: 'GO (the cue in standby)', description: 'Sends the standby cue it shows as expected: a double press never skips a cue', options: [], callback: on((core) => core.go().then(said('GO'))) },
    group_live: { name: 'Group: go live', options: [group(s)], callback: (e) => on((core) => core.groupLive(String(e.options.group)).then(said('Group go live')))() },
    group_disconnect: { name: 'Group: disconnect (arm, then fire)', options: [group(s), ...confirm], callback: (e) => destructive(e, requests.armGroupDisconnect(String(e.options.group))) },
    acknowledge_alerts: { name: 'Acknowledge alerts', description: "Mutes every open alert's repeats; its recovery is still sent", options: [], callback: on((core) => core.acknowledgeAlerts().then(said('Acknowledge'))) },
    reconnect: { name: 'Reconnect on/off', options: [dest(s), onOff], callback: (e) => withId(e, (id) => on((core) => core.reconnect(id, e.options.enabled === 'on').then(said('Reconnect')))()) },
    group_reconnect: { name: 'Group: reconnect on/off', options: [group(s), onOff], callback: (e) => on((core) => core.groupReconnect(String(e.options.group), e.options.enabled === 'on').then(said('Group reconnect')))() },
  };
}
