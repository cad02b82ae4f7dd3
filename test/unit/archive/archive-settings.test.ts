/**
 * An account's archive settings: defaults until set (24 h window, 30 days retention, the
 * filter unknown), a change kept with the others, values out of bounds read as the default,
 * a file that is no JSON refused in words and left as it was; the file 0600. Over IPC, the
 * limits are the channel's: a window of 0 hours is refused with its reason.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchiveSettings, writeArchiveSettings } from '../../../electron/core/archive/archive-settings';
import { viewersChannels } from '../../../shared/ipc/viewers';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mc-archive-settings-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the archive settings of an account', () => {
  it('are the defaults until set, and keep the others when one changes', async () => {
    expect(await readArchiveSettings(dir)).toEqual({ windowHours: 24, retentionDays: 30, datetimeFilter: null });
    await writeArchiveSettings(dir, { datetimeFilter: 'exclusive' });
    // Two changes at once (a probe's answer, a change from the screen) lose neither.
    await Promise.all([writeArchiveSettings(dir, { windowHours: 6 }), writeArchiveSettings(dir, { retentionDays: 90 })]);
    expect(await readArchiveSettings(dir)).toEqual({ windowHours: 6, retentionDays: 90, datetimeFilter: 'exclusive' });
    await writeArchiveSettings(dir, { windowHours: undefined });
    expect((await readArchiveSettings(dir)).windowHours).toBe(6);
    expect((await stat(join(dir, 'settings.json'))).mode & 0o777).toBe(0o600);
  });

  it('read a value out of bounds as the default, and refuse a file that is no JSON without touching it', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ windowHours: 0, retentionDays: 'ten', datetimeFilter: 'maybe' }));
    expect(await readArchiveSettings(dir)).toEqual({ windowHours: 24, retentionDays: 30, datetimeFilter: null });
    await writeFile(join(dir, 'settings.json'), '{ half');
    await expect(readArchiveSettings(dir)).rejects.toThrow(/^The archive's settings cannot be read: .*settings\.json is not valid JSON/);
    expect(await readFile(join(dir, 'settings.json'), 'utf8')).toBe('{ half');
  });

  it('over IPC, are checked against their limits with the reason', () => {
    const input = viewersChannels.archiveSetSettings.input;
    expect(input.safeParse({ windowHours: 48, retentionDays: 30 }).success).toBe(true);
    const r = input.safeParse({ windowHours: 0 });
    expect(r.success === false && r.error.issues[0]!.message).toBe('at least 1 hours');
    expect(input.safeParse({ retentionDays: 1.5 }).success).toBe(false);
    expect(viewersChannels.archiveSync.input.safeParse({ rereadFrom: '2026-11-01' }).success).toBe(true);
    expect(viewersChannels.archiveSync.input.safeParse({ rereadFrom: 'yesterday' }).success).toBe(false);
  });
});
