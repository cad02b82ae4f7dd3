/**
 * The BUILT preload (out/preload/preload.cjs, made by the global setup's build), run in a
 * bare VM context the way a sandboxed preload runs: it may require only `electron`, and
 * it exposes exactly one object, `mc`. Needs no Electron binary.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { contractChannelNames } from '../../shared/ipc/contract';

const preload = join(import.meta.dirname, '..', '..', 'out', 'preload', 'preload.cjs');

test('the built preload is self-contained and exposes only window.mc', () => {
  const exposed: Array<[string, Record<string, unknown>]> = [];
  const required: string[] = [];
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, value: Record<string, unknown>) => exposed.push([key, value]) },
    ipcRenderer: { invoke: async () => ({ ok: true, value: null }), on: () => {}, removeListener: () => {} },
  };
  const sandboxRequire = (name: string) => {
    required.push(name);
    if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
    return electron;
  };
  runInNewContext(readFileSync(preload, 'utf8'), { require: sandboxRequire, module: { exports: {} }, exports: {} });
  expect(required).toEqual(['electron']);
  expect(exposed.map(([key]) => key)).toEqual(['mc']);
  const bridge = exposed[0]![1] as Record<string, Record<string, unknown>>;
  const members = Object.entries(bridge).flatMap(([area, fns]) => Object.keys(fns).map((name) => `${area}.${name}`));
  // Built from the contract as it is now (a stale build fails here: run npm run build).
  expect(members.sort()).toEqual([...contractChannelNames(), 'events.subscribe'].sort());
});
