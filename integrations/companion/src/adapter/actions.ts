/**
 * Companion actions onto the core. A button keeps at most one arm, keyed by its control
 * id: a two-step button's second press fires it, a hold button's release cancels it.
 */
import type { CompanionActionDefinitions, CompanionActionEvent, SomeCompanionActionInputField } from '@companion-module/base';
import type { ApiReply, ApiRequest } from '../core/contract';
import type { ModuleCore } from '../core/module-core';
import { requests } from '../core/requests';
import { destinationChoices, destinationId, groupChoices } from './choices';

type Log = (message: string) => void;

const dest = (core: ModuleCore): SomeCompanionActionInputField => ({ type: 'dropdown', id: 'dest', label: 'Destination (or its id)', choices: destinationChoices(core.state()), default: destinationChoices(core.state())[0]?.id ?? '', allowCustom: true });
const group = (core: ModuleCore): SomeCompanionActionInputField => ({ type: 'dropdown', id: 'group', label: 'Group', choices: groupChoices(core.state()), default: groupChoices(core.state())[0]?.id ?? '' });
const confirm: SomeCompanionActionInputField[] = [
  { type: 'dropdown', id: 'mode', label: 'Confirm by', choices: [{ id: 'two-step', label: 'a second press' }, { id: 'hold', label: 'holding (release cancels)' }], default: 'two-step' },
  { type: 'number', id: 'holdMs', label: 'Hold for (ms)', default: 1000, min: 200, max: 10_000 },
];
const onOff: SomeCompanionActionInputField = { type: 'dropdown', id: 'enabled', label: 'Reconnect', choices: [{ id: 'on', label: 'on' }, { id: 'off', label: 'off' }], default: 'on' };

export function actionDefinitions(core: ModuleCore, log: Log): CompanionActionDefinitions {
  const said = (what: string) => (r: ApiReply) => {
    if (r.status < 200 || r.status > 299) log(`${what}: ${typeof r.body.message === 'string' ? r.body.message : `the console answered ${String(r.status)}`}`);
  };
  const withId = (e: CompanionActionEvent, run: (id: number) => Promise<void>) => {
    const id = destinationId(e.options.dest);
    return id === null ? log(`No destination id in "${String(e.options.dest)}"`) : run(id);
  };
  const destructive = async (e: CompanionActionEvent, arm: ApiRequest) => {
    const o = e.options.mode === 'hold' ? await core.arms.hold(e.controlId, arm, Number(e.options.holdMs)) : await core.arms.press(e.controlId, arm);
    if (o.kind === 'refused') log(o.message);
  };
  return {
    go_live: { name: 'Go live', options: [dest(core)], callback: (e) => withId(e, (id) => core.goLive(id).then(said('Go live'))) },
    disconnect: { name: 'Disconnect (arm, then fire)', options: [dest(core), ...confirm], callback: (e) => withId(e, (id) => destructive(e, requests.armDisconnect(id))) },
    disconnect_all: { name: 'Disconnect all (arm, then fire)', options: confirm, callback: (e) => destructive(e, requests.armDisconnectAll()) },
    release: { name: 'Release a hold (cancels its arm)', description: "On the button's release, after a hold action", options: [], callback: async (e) => void (await core.arms.release(e.controlId)) },
    split: {
      name: 'Split the recording',
      options: [
        { type: 'textinput', id: 'app', label: 'Application/instance (empty: the F9 stream)', default: '' },
        { type: 'textinput', id: 'stream', label: 'Stream', default: '' },
      ],
      callback: async (e) => {
        const app = String(e.options.app ?? '').trim();
        await core.split(app ? { app, stream: String(e.options.stream ?? '') } : null).then(said('Split'));
      },
    },
    go: { name: 'GO (the cue in standby)', description: 'Sends the standby cue it shows as expected: a double press never skips a cue', options: [], callback: () => core.go().then(said('GO')) },
    group_live: { name: 'Group: go live', options: [group(core)], callback: (e) => core.groupLive(String(e.options.group)).then(said('Group go live')) },
    group_disconnect: { name: 'Group: disconnect (arm, then fire)', options: [group(core), ...confirm], callback: (e) => destructive(e, requests.armGroupDisconnect(String(e.options.group))) },
    reconnect: { name: 'Reconnect on/off', options: [dest(core), onOff], callback: (e) => withId(e, (id) => core.reconnect(id, e.options.enabled === 'on').then(said('Reconnect'))) },
    group_reconnect: { name: 'Group: reconnect on/off', options: [group(core), onOff], callback: (e) => core.groupReconnect(String(e.options.group), e.options.enabled === 'on').then(said('Group reconnect')) },
  };
}
