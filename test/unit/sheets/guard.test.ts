/** What stands between a cue and GO, with small fakes: acceptance, entered secrets, and the rehearsal mirror that never gets a real key. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AcceptanceStore } from '../../../electron/core/sheets/acceptances';
import { type GuardDeps, acceptCue, readyToFire } from '../../../electron/core/sheets/guard';
import { ok } from '../../../shared/ipc/define';
import { withoutSecrets } from '../../../shared/domain/sheets/secrets';
import { HOSTILE, hostileSheet } from './fixtures';

function deps(): GuardDeps & { kept: Map<string, string>; audited: string[] } {
  const kept = new Map<string, string>();
  const audited: string[] = [];
  return {
    kept, audited,
    credentials: {
      getExtra: async (_p, name) => ok(kept.get(name) ?? null),
      setExtra: async (_p, name, v) => (v === null ? kept.delete(name) : kept.set(name, v), ok(null)),
    },
    acceptances: new AcceptanceStore(mkdtempSync(join(tmpdir(), 'mc-guard-'))),
    audit: {
      intent: (i) => (audited.push(i.command), { id: 'a1' } as never),
      outcome: () => null,
    },
    clock: { now: () => 0 },
  };
}

describe('ready to fire', () => {
  it('fills the entered secrets on the account, and sends only the masks on a rehearsal mirror', async () => {
    const d = deps();
    const sheet = withoutSecrets(hostileSheet()).sheet;
    expect(await acceptCue(d, sheet, 0)).toEqual(ok(null));
    expect(d.audited).toEqual(['sheet.accept']);
    d.kept.set(`sheet/hostile/h1/0/dst_stream`, 'sk-real-key-0001');
    d.kept.set(`sheet/hostile/h1/0/dst_pass`, 'real-pass');
    const onAir = await readyToFire(d, sheet, 0);
    expect(onAir.ok && onAir.value).toMatchObject({ connects: [{ dst_host: HOSTILE.host, dst_stream: 'sk-real-key-0001', dst_pass: 'real-pass' }] });
    const onMirror = await readyToFire(d, sheet, 0, false);
    expect(JSON.stringify(onMirror)).not.toMatch(/sk-real-key-0001|real-pass/);
    expect(onMirror.ok && onMirror.value).toMatchObject({ connects: [{ dst_stream: '••••77de', dst_pass: '••••' }] });
  });

  it('refuses a flagged cue on a mirror too until it is accepted', async () => {
    const r = await readyToFire(deps(), withoutSecrets(hostileSheet()).sheet, 1, false);
    expect(r).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining(HOSTILE.callback) } });
  });
});
