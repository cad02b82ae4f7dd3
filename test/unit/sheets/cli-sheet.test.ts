/** `master-control sheet check FILE`: validates a sheet against an account (reads only) and prints its cues. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/main';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { AcceptanceStore, cueRef } from '../../../electron/core/sheets/acceptances';
import { HOSTILE, hostileSheet, sixCueSheet } from './fixtures';

let sb: SandboxHandle;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ seed: 3 });
  dir = mkdtempSync(join(tmpdir(), 'mc-sheet-cli-'));
});
afterAll(async () => sb.close());

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, { MC_SECRET: sb.secret, MC_API_KEY: sb.apiKey });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const target = () => ['--base-url', sb.baseUrl, '--cdn', String(sb.cdn), '--data-dir', dir];

describe('master-control sheet check', () => {
  it('prints every cue in words and exits 0 when the account has everything the sheet names; sends only reads', async () => {
    const file = join(dir, 'gala.json');
    writeFileSync(file, JSON.stringify(sixCueSheet()));
    sb.resetCounts();
    const r = await cli(['sheet', 'check', file, ...target()]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toEqual([
      `Gala night — 6 cues, checked against command line (${sb.baseUrl}, cdn ${sb.cdn}) (written for Sandbox)`,
      '1. Partners — Go live to #501 hlspartner, #502 rtmp, #503 socialplatform',
      '2. Opening — Split the recording of demo-origin/live/cam_1, title “2 Opening”',
      '3. Speech — Note only: nothing is sent',
      '4. Panel — Split the recording of demo-origin/live/cam_*, title “Part 4: Panel”',
      '5. Close — Disconnect every push on this account (arms first)',
      '6. Block — Allow only GB on demo-origin',
      'every cue is fine',
    ]);
    expect(Object.keys(sb.counts()).sort()).toEqual(['pushpublish.services', 'video.getapps']);
  });

  it('flags a cue naming a destination or application the account does not have, exit 2', async () => {
    const s = sixCueSheet();
    s.cues[0]!.action = { kind: 'goLive', connects: [{ push_service_id: 999, inst: 'live' }] };
    s.cues[5]!.action = { kind: 'geo', params: { app: 'gone-app', geo_codes: ['GB'] } };
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(s));
    const r = await cli(['sheet', 'check', file, ...target()]);
    expect(r.code).toBe(2);
    expect(r.out).toContain('1. Partners — Go live to service #999\n   ⚠ Destination service #999 no longer exists on this account');
    expect(r.out).toContain('   ⚠ Application gone-app does not exist on this account');
    expect(r.out.endsWith('2 cues need attention')).toBe(true);
  });

  it('refuses a file that is not a valid sheet, naming the problem', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify({ ...sixCueSheet(), version: 2 }));
    const r = await cli(['sheet', 'check', file, ...target()]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^master-control sheet: invalid_sheet: .*broken\.json is not a valid sheet: The sheet — version: /);
  });

  it('names and flags a hostile sheet’s other host and callback, prints no key, password or control character, exit 2 until accepted here', async () => {
    const file = join(dir, 'hostile.json');
    writeFileSync(file, JSON.stringify(hostileSheet()));
    const r = await cli(['sheet', 'check', file, ...target()]);
    expect(r.code).toBe(2);
    const all = r.out + r.err;
    for (const secret of [HOSTILE.key, HOSTILE.pass]) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    expect(r.out.split('\n')).toEqual([
      expect.stringMatching(/^Gala\ufffd\]0;pwned\ufffd night — 3 cues, checked against command line/),
      `1. Go live to YouTube main\ufffd[2J\ufffd — Go live to direct push to rtmp://${HOSTILE.host}/app (key ••••77de, with a password)`,
      `   ⚠ Sends to ${HOSTILE.host}, which this account does not store: direct push to rtmp://${HOSTILE.host}/app — not accepted on this machine: GO refuses it until accepted in the sheet editor`,
      `   ⓘ asks for the stream key of direct push to rtmp://${HOSTILE.host}/app: not in the file; entered in the console and kept with the account`,
      `   ⓘ asks for the password of direct push to rtmp://${HOSTILE.host}/app: not in the file; entered in the console and kept with the account`,
      `2. Split — Split the recording of demo-origin/live/cam_1, calling back ${HOSTILE.callback}`,
      `   ⚠ Calls back ${HOSTILE.callback}: the server posts to hooks.attacker.example when the split is done — not accepted on this machine: GO refuses it until accepted in the sheet editor`,
      '3. Partners — Go live to #501 hlspartner',
      '2 cues need attention',
    ]);
    // Accepted on this machine (the data folder the console keeps them in): exit 0.
    const accepted = new AcceptanceStore(dir);
    const sheet = hostileSheet();
    for (const cue of sheet.cues.slice(0, 2)) await accepted.accept({ ...cueRef(sheet, cue), at: '' });
    const after = await cli(['sheet', 'check', file, ...target()]);
    expect(after.out).toContain('— accepted on this machine');
    expect(after.code).toBe(0);
  });
});
