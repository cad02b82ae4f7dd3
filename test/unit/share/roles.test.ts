/**
 * The role table of a shared show (electron/core/share/route-table.ts): every contract channel
 * and every event kind has a row, and the rows say what the issue says each role may do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractChannelNames } from '../../../shared/ipc/contract';
import type { Role } from '../../../shared/domain/share/person';
import { CHANNEL_RULES, EVENT_RULES } from '../../../electron/core/share/route-table';
import { checkRequest, eventAllowed } from '../../../electron/core/share/roles';

const ROLES: Role[] = ['read', 'operate', 'destructive'];
const noCues = { cueAction: async () => undefined };
const cue = (action: unknown) => ({ cueAction: async () => action as never });

/** Every `type: '…'` of the `…Event` unions in shared/ipc: what main can push to a guest. */
function eventKindsInSource(): string[] {
  const dir = join(__dirname, '../../../shared/ipc');
  const kinds = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const union of text.matchAll(/export type \w+Event =([\s\S]*?);\n/g)) {
      for (const m of union[1]!.matchAll(/type: '([^']+)'/g)) kinds.add(m[1]!);
    }
  }
  return [...kinds].sort();
}

describe('route × role table', () => {
  it('has a row for every channel of the contract, and none for a channel that is not there', () => {
    const channels = contractChannelNames().sort();
    expect(channels.filter((c) => !Object.hasOwn(CHANNEL_RULES, c))).toEqual([]);
    expect(Object.keys(CHANNEL_RULES).filter((c) => !channels.includes(c))).toEqual([]);
  });

  it('has a row for every event kind main can push', () => {
    const kinds = eventKindsInSource();
    expect(kinds.length).toBeGreaterThan(15);
    expect(kinds.filter((k) => !Object.hasOwn(EVENT_RULES, k))).toEqual([]);
    expect(Object.keys(EVENT_RULES).filter((k) => !kinds.includes(k))).toEqual([]);
  });

  it('decides every channel for every role (the printed table)', async () => {
    const table: Record<string, string> = {};
    for (const channel of contractChannelNames()) {
      const cells = await Promise.all(ROLES.map(async (r) => ((await checkRequest(channel, {}, r, noCues)).allowed ? 'allowed' : 'refused')));
      table[channel] = cells.join(' / ');
    }
    expect(Object.keys(table)).toHaveLength(contractChannelNames().length);
    expect(table['live.connect']).toBe('refused / allowed / allowed');
    expect(table['live.disconnect']).toBe('refused / refused / allowed');
    expect(table['live.ledger']).toBe('allowed / allowed / allowed');
  });

  it.each([
    'accounts.setCredentials', 'control.settings', 'control.rotateToken', 'share.settings', 'share.invite',
    'sheets.setSecret', 'accounts.unlockVault', 'app.openExternal', 'viewers.exportStart',
  ])('refuses %s to every role, destructive too', async (channel) => {
    for (const r of ROLES) expect((await checkRequest(channel, {}, r, noCues)).allowed).toBe(false);
  });

  it('refuses a channel that has no row', async () => {
    expect((await checkRequest('share.somethingNew', {}, 'destructive', noCues)).allowed).toBe(false);
  });

  it('decides destructive from the action itself: split with delete, geo allow-all, raw commands', async () => {
    const split = { app: 'live/_definst_', stream: 's' };
    expect((await checkRequest('live.split', split, 'operate', noCues)).allowed).toBe(true);
    expect((await checkRequest('live.split', { ...split, delete: true }, 'operate', noCues)).allowed).toBe(false);
    expect((await checkRequest('live.split', { ...split, delete: true }, 'destructive', noCues)).allowed).toBe(true);
    expect((await checkRequest('live.geoApply', { geo_codes: 'DE' }, 'operate', noCues)).allowed).toBe(true);
    expect((await checkRequest('live.geoApply', {}, 'operate', noCues)).allowed).toBe(false);
    expect((await checkRequest('groups.disconnect', { name: 'x' }, 'operate', noCues)).allowed).toBe(false);
    expect((await checkRequest('api.call', { command: 'pushpublish.disconnect' }, 'operate', noCues)).allowed).toBe(false);
    expect((await checkRequest('api.call', { command: 'pushpublish.connect' }, 'operate', noCues)).allowed).toBe(true);
    expect((await checkRequest('api.call', { command: 'pushpublish.connect' }, 'read', noCues)).allowed).toBe(false);
    expect((await checkRequest('api.call', { command: 'pushpublish.services' }, 'read', noCues)).allowed).toBe(true);
  });

  it("decides a cue from the saved sheet, and a cue it cannot find as destructive", async () => {
    const fire = { sheetId: 's', cueId: 'c', runId: '00000000-0000-4000-8000-000000000000' };
    expect((await checkRequest('sheets.fire', fire, 'operate', cue({ kind: 'goLive', params: {} }))).allowed).toBe(true);
    expect((await checkRequest('sheets.fire', fire, 'operate', cue({ kind: 'disconnect', params: {} }))).allowed).toBe(false);
    expect((await checkRequest('sheets.fire', fire, 'operate', noCues)).allowed).toBe(false);
    expect((await checkRequest('sheets.fire', fire, 'destructive', noCues)).allowed).toBe(true);
  });

  it('sends events by role: the board to everyone, the control token and sharing to no guest', () => {
    for (const r of ROLES) {
      expect(eventAllowed('live.sessions', r)).toBe(true);
      expect(eventAllowed('control.settings', r)).toBe(false);
      expect(eventAllowed('share.changed', r)).toBe(false);
      expect(eventAllowed('no.such.kind', r)).toBe(false);
    }
  });
});
