/**
 * The InstanceBase adapter through a fake host context (what Companion's module host hands
 * the constructor): it connects to a real console, defines variables, presets and
 * feedbacks from its state, and its go-live action reaches the sandbox once.
 */
import type { CompanionActionEvent, CompanionFeedbackInfo } from '@companion-module/base';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/unit/control/harness';
import { TALLY } from '../src/core/colours';
import MasterControlInstance from '../src/main';
import { until } from './console';
import { fakeHost } from './fake-host';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ bare: true });
  await h.call('PUT', '/v1/watch', { body: { app: 'demo-origin', inst: 'live' } });
});
afterAll(async () => {
  await h.close();
});


it('connects, defines variables, presets and feedbacks from the state, goes live once and disconnects with two presses of one button', async () => {
  const { context, got } = fakeHost();
  const instance = new MasterControlInstance(context);
  await instance.init({ host: '127.0.0.1', port: h.port() }, true, { token: h.settings.token ?? '' });
  await until(() => got.statuses.at(-1) === 'ok' && 'dest_502_state' in got.variables, 'status ok and the destinations as variables', () => got.statuses);
  expect(got.values).toMatchObject({ dest_502_state: 'off', account: expect.any(String), rehearsal: expect.stringMatching(/^(yes|no)$/) });
  expect(Object.keys(got.presets)).toEqual(expect.arrayContaining(['go_live_502', 'disconnect_502', 'go', 'split', 'disconnect_all']));

  const goLive = got.actions.go_live;
  if (!goLive) throw new Error('no go_live action');
  await goLive.callback({ id: 'a', controlId: 'bank-1', actionId: 'go_live', options: { dest: 502 }, surfaceId: undefined } as CompanionActionEvent, { setCustomVariableValue: () => {} } as never);
  expect(h.sent('pushpublish.connect')).toBe(1);
  await until(() => got.values.dest_502_state === 'live', '#502 LIVE', () => got.values.dest_502_state);

  const colours = got.feedbacks.dest_state;
  if (!colours || colours.type !== 'advanced') throw new Error('no dest_state colours');
  const style = await colours.callback({ type: 'advanced', id: 'f', controlId: 'bank-1', feedbackId: 'dest_state', options: { dest: 502 }, previousOptions: null } as CompanionFeedbackInfo, {} as never);
  expect(style).toMatchObject({ bgcolor: TALLY.red });

  // A two-step disconnect: the press arms this button only (its PRESS AGAIN), the second fires once.
  await h.configure({ destructive: true });
  const disconnect = got.actions.disconnect;
  const armedHere = got.feedbacks.button_armed;
  if (!disconnect || !armedHere || armedHere.type !== 'boolean') throw new Error('no disconnect action or button_armed feedback');
  const press = () => disconnect.callback({ id: 'd', controlId: 'bank-2', actionId: 'disconnect', options: { dest: 502, mode: 'two-step', holdMs: 1000 }, surfaceId: undefined } as CompanionActionEvent, {} as never);
  const lit = (controlId: string) => armedHere.callback({ type: 'boolean', id: 'b', controlId, feedbackId: 'button_armed', options: {}, previousOptions: null } as CompanionFeedbackInfo, {} as never);
  await press();
  expect([await lit('bank-2'), await lit('bank-1')]).toEqual([true, false]);
  expect(h.sent('pushpublish.disconnect')).toBe(0);
  await press();
  expect(h.sent('pushpublish.disconnect')).toBe(1);
  expect(await lit('bank-2')).toBe(false);

  await instance.destroy();
});

it('says AuthenticationFailure on a wrong token', async () => {
  const { context, got } = fakeHost();
  const instance = new MasterControlInstance(context);
  await instance.init({ host: '127.0.0.1', port: h.port() }, true, { token: 'wrong' });
  await until(() => got.statuses.includes('authentication_failure'), 'AuthenticationFailure', () => got.statuses);
  // It stops for good: no status after it, and nothing read from the console.
  expect(got.statuses.slice(got.statuses.indexOf('authentication_failure'))).toEqual(['authentication_failure']);
  expect(got.values).toEqual({});
  await instance.destroy();
});
