// `master-control insights attempts` against the sandbox (in-process): its seeded shared
// ticket, used from the regional registries' own addresses, is reported with its countries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/main';
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ seed: 7, tickets: 30, attempts: 3000 });
});
afterAll(async () => sb.close());

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, { MC_SECRET: sb.secret });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const target = (): string[] => ['--base-url', sb.baseUrl, '--cdn', String(sb.cdn), '--api-key', sb.apiKey];

interface Printed {
  attempts: number;
  countries: Array<{ code: string | null; attempts: number }>;
  networks: Array<{ asn: number | null; attempts: number }>;
  sharedKeys: Array<{ key: string; ips: string[]; countries: string[]; networks: number[]; accepted: number; rejected: number }>;
  credit: string;
}

describe('master-control insights attempts', () => {
  it('--json reports the ticket used from four countries as shared, with ISO codes, and every attempt counted', async () => {
    const r = await cli(['insights', 'attempts', ...target(), '--json']);
    expect(r.code, r.err).toBe(0);
    const printed = JSON.parse(r.out) as Printed;
    expect(printed.attempts).toBe(3000);
    const sharedTicket = sb.state.tickets.list[0]!.row.key;
    const found = printed.sharedKeys.find((k) => k.key === sharedTicket);
    expect(found).toBeDefined();
    expect(found!.countries).toEqual(expect.arrayContaining(['AU', 'NL', 'UY', 'ZA']));
    expect(found!.ips).toEqual(expect.arrayContaining(['193.0.6.139', '202.12.29.205', '200.3.14.10', '196.216.2.6']));
    expect(found!.networks).toEqual(expect.arrayContaining([3333, 4608, 28001, 33764]));
    // Ordinary tickets are used from one home: far fewer keys are shared than used.
    expect(printed.sharedKeys.length).toBeLessThan(10);
    expect(printed.countries.length).toBeGreaterThan(20);
    expect(printed.countries.reduce((n, c) => n + c.attempts, 0)).toBe(3000);
    expect(printed.networks.reduce((n, c) => n + c.attempts, 0)).toBe(3000);
    expect(printed.credit).toMatch(/DB-IP/);
  });

  it('passes the filters to sevu.errorlog and prints tables labelled approximate', async () => {
    sb.resetCounts();
    const r = await cli(['insights', 'attempts', ...target(), '--app', 'vod-archive', '--since', '2000-01-01 00:00']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/attempts read\. Places are approximate\./);
    expect(r.out).toMatch(/Wrong Application/);
    expect(r.out).not.toMatch(/Success/);
    expect(sb.counts()['sevu.errorlog']).toBeGreaterThan(0);
  });

  it('exits 2 and sends nothing for a bad filter', async () => {
    sb.resetCounts();
    const r = await cli(['insights', 'attempts', ...target(), '--since', 'yesterday']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--since/);
    expect(sb.counts()['sevu.errorlog'] ?? 0).toBe(0);
  });
});
