import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../electron/core/deps';
import { createExportService, type ExportService } from '../../../electron/core/viewers/export-service';
import { exportStartInput } from '../../../shared/ipc/viewers';
import { createFakeApi } from './fake-api';

// The disk answers the first press's path check later than the second's, as a busy disk
// may: the press that arrived first must still be the one that runs.
vi.mock('../../../electron/core/viewers/export-path', async (importActual) => {
  const actual = await importActual<typeof import('../../../electron/core/viewers/export-path')>();
  return {
    ...actual,
    checkExportPath: async (typed: string, overwrite: boolean, destination: Parameters<typeof actual.checkExportPath>[2]) => {
      if (typed.includes('slow-disk')) await new Promise((r) => setTimeout(r, 60));
      return actual.checkExportPath(typed, overwrite, destination);
    },
  };
});

let service: ExportService | undefined;
afterEach(() => service?.dispose());

describe('export starts of one grid pressed together', () => {
  it('the first press runs and the second is refused, whichever path check finishes first', async () => {
    const api = createFakeApi({ attempts: 200_000, delayMs: 5 });
    service = createExportService({ call: api.call, events: { emit: () => undefined }, clock: systemClock, destination: { kind: 'shell', cwd: '/' } });
    const dir = await mkdtemp(join(tmpdir(), 'mc-order-'));
    const start = (name: string) => service!.start(exportStartInput.parse({ command: 'sevu.errorlog', path: join(dir, name), pageSize: 100 }));
    const [first, second] = await Promise.all([start('slow-disk.csv'), start('fast.csv')]);
    expect(first).toMatchObject({ ok: true, value: { state: 'running', path: join(dir, 'slow-disk.csv') } });
    expect(second).toMatchObject({ ok: false, error: { kind: 'conflict', message: `An export of attempts is already running (to ${join(dir, 'slow-disk.csv')}); wait for it or cancel it first.` } });
  });

  it('a refused claim does not hold up the next one', async () => {
    const api = createFakeApi({ attempts: 10 });
    service = createExportService({ call: api.call, events: { emit: () => undefined }, clock: systemClock, destination: { kind: 'shell', cwd: '/' } });
    const dir = await mkdtemp(join(tmpdir(), 'mc-order-'));
    const [bad, good] = await Promise.all([
      service.start(exportStartInput.parse({ command: 'sevu.errorlog', path: join(dir, 'no-such-folder', 'a.csv') })),
      service.start(exportStartInput.parse({ command: 'sevu.errorlog', path: join(dir, 'b.csv') })),
    ]);
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(good).toMatchObject({ ok: true, value: { state: 'running' } });
  });
});
