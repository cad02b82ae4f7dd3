/**
 * The module's defects found under Companion's own host (#49): armed_count counted the
 * module's own arm twice; presets were registered before the actions they name (Companion
 * warns on every init and config change); the port field defaulted to 0 under a minimum
 * of 1, instead of the console's fixed control-API port.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readControlFile } from '../../../electron/core/control/settings-file';
import { configFields } from '../src/adapter/config';
import type { ConsoleState } from '../src/core/contract';
import { CONTROL_DEFAULT_PORT } from '../src/core/defaults';
import { variableValues } from '../src/core/view';
import MasterControlInstance from '../src/main';
import { until } from './console';
import { fakeHost } from './fake-host';

const state = (armIds: string[]): ConsoleState => ({
  account: null, destinations: [], f9: null, standby: null, link: 'ok', stale: false,
  armed: armIds.map((armId) => ({ armId })),
});

describe("the module's defects", () => {
  it("armed_count counts an arm the console lists and the module holds once", () => {
    expect(variableValues(state(['a1']), ['a1']).armed_count).toBe(1);
    expect(variableValues(state(['a1', 'b7']), ['a1']).armed_count).toBe(2);
    // Before the console's next change names it, the module's own arm still counts.
    expect(variableValues(state([]), ['a1']).armed_count).toBe(1);
  });

  it.each([
    ['incomplete settings', {}, {}],
    ['settings with no console behind them', { host: '127.0.0.1', port: 9 }, { token: 't' }],
  ])('defines the actions before the presets that name them, on %s', async (_what, config, secrets) => {
    const { context, got } = fakeHost();
    const instance = new MasterControlInstance(context);
    await instance.init(config, true, secrets);
    await until(() => got.statuses.length > 1 || got.statuses.includes('bad_config'), 'a status after init', () => got.statuses);
    await instance.configUpdated(config, secrets);
    expect(got.order.join(',')).toMatch(/^actions,feedbacks,presets(,actions,feedbacks,presets)+$/);
    const named = Object.values(got.presets).flatMap((p) => (p?.type === 'simple' ? p.steps.flatMap((s) => Object.values(s).flatMap((x) => (Array.isArray(x) ? x : (x as { actions?: unknown[] }).actions ?? []))) : []));
    const ids = new Set((named as Array<{ actionId: string }>).map((a) => a.actionId));
    expect(ids.size).toBeGreaterThan(0);
    for (const id of ids) expect(Object.keys(got.actions)).toContain(id);
    await instance.destroy();
  });

  it('fails a wait that never comes true in words, naming what it waited for and what it saw', async () => {
    await expect(until(() => false, 'a status that never comes', () => ['connecting'], 50)).rejects.toThrow('Waited 0.05 s for a status that never comes; last seen: ["connecting"]');
  });

  it("defaults the port field to the console's fixed control-API port, and says so", () => {
    const port = configFields().find((f) => f.id === 'port') as { default: number; min: number; max: number };
    const consoleDefault = readControlFile(mkdtempSync(join(tmpdir(), 'mc-control-default-'))).port;
    expect([port.default, CONTROL_DEFAULT_PORT]).toEqual([consoleDefault, consoleDefault]);
    expect(consoleDefault).toBe(8787);
    expect(port.default).toBeGreaterThanOrEqual(port.min);
    expect(port.default).toBeLessThanOrEqual(port.max);
    const info = configFields().find((f) => f.id === 'info') as { value: string };
    expect(info.value).toContain(`port ${String(consoleDefault)}`);
  });
});
