/** `master-control sheet check FILE`: validates a sheet against an account (reads only) and prints its cues. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/main';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';
import { sixCueSheet } from './fixtures';

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
    expect(r.err).toMatch(/^master-control sheet: invalid_sheet: .*broken\.json is not a valid sheet: version: /);
  });
});
