/**
 * Clients written the way the service's own samples are — PHP (the documented example:
 * json_encode, sign, add signature last, json_encode again) and Perl (the public sample:
 * sign the text, splice the signature in, `/` and non-ASCII left unescaped) — run against
 * the sandbox in each --signature-mode. php-cli and perl come from Debian (.ci/run).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { type SandboxHandle, type SignatureMode, startSandbox } from '../../../electron/sandbox';

const run = promisify(execFile);
const CLIENTS = join(__dirname, '..', '..', 'fixtures', 'clients');

/** Whether `binary` runs here; a missing one skips its client with the reason printed. */
async function available(binary: string): Promise<boolean> {
  try {
    await run(binary, ['-v']);
    return true;
  } catch {
    console.log(`[sample clients] ${binary} is not installed: its sample client is skipped (install it from Debian: .ci/run does)`);
    return false;
  }
}
const hasPhp = await available('php');
const hasPerl = await available('perl');

const sandboxes: SandboxHandle[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((sb) => sb.close()));
});

interface Line {
  command: string;
  http: number;
  body: Record<string, unknown> | null;
}

/** Eight calls; the ticket's ip holds "/" and its pass non-ASCII text. */
function calls(pass: string) {
  return [
    { command: 'video.getapps', params: [] },
    { command: 'sevu.search', params: [['app', 'demo-origin'], ['limit', '5']] },
    { command: 'sevu.errorcount', params: [['ip', ''], ['key', ''], ['limit', '25']] },
    { command: 'pushpublish.services', params: [['filters', { service_name: 'rtmp' }]] },
    { command: 'channel.currentchannels', params: [['stream', 'channel1']] },
    { command: 'sevu.liststreamusers', params: [['app', 'demo-origin']] },
    { command: 'sevu.request', params: [['app', 'demo-origin'], ['video', 'cam_1'], ['ip', '0.0.0.0/0'], ['pass', pass], ['uses', 3]] },
    { command: 'sevu.search', params: [['pass', pass]] },
  ];
}
/** The calls whose text holds "/" or non-ASCII: a client that does not escape them as PHP does. */
const UNESCAPED = new Set([6, 7]);

async function runClient(binary: 'php' | 'perl', sb: SandboxHandle, pass: string): Promise<Line[]> {
  const dir = await mkdtemp(join(tmpdir(), 'mc-sample-'));
  const plan = join(dir, 'plan.json');
  await writeFile(plan, JSON.stringify({ base_url: sb.baseUrl, cdn: sb.cdn, api_key: sb.apiKey, secret: sb.secret, calls: calls(pass) }));
  const script = join(CLIENTS, binary === 'php' ? 'sample-client.php' : 'sample-client.pl');
  // execFile, not a sync spawn: the sandbox answers from this same process.
  const { stdout } = await run(binary, [script, plan], { timeout: 60_000 });
  return stdout.trim().split('\n').map((l) => JSON.parse(l) as Line);
}

function expectAllSucceeded(lines: Line[], pass: string): void {
  expect(lines).toHaveLength(8);
  for (const l of lines) expect({ command: l.command, http: l.http, status: l.body?.status }).toEqual({ command: l.command, http: 200, status: 'success' });
  expect((lines[0]!.body!.apps as unknown[]).length).toBeGreaterThan(0);
  expect(lines[2]!.body!.error_count).toEqual(expect.anything());
  const services = lines[3]!.body!.services as Array<{ service_name: string }>;
  expect(services.length).toBeGreaterThan(0);
  expect(services.every((s) => s.service_name.includes('rtmp'))).toBe(true);
  const found = lines[7]!.body!.tickets as Array<{ pass: string; ip: string }>;
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ pass, ip: '0.0.0.0/0' });
}

const MODES: SignatureMode[] = ['either', 'raw', 'php'];

describe.each(MODES)('--signature-mode %s', (mode) => {
  it.skipIf(!hasPhp)('the documented PHP example passes every call', async () => {
    const sb = await startSandbox({ seed: 4, signatureMode: mode });
    sandboxes.push(sb);
    expectAllSucceeded(await runClient('php', sb, 'Grüße-Zoë-php'), 'Grüße-Zoë-php');
  });

  it.skipIf(!hasPerl)(mode === 'php' ? 'the Perl sample is refused (0003) where its text holds "/" or non-ASCII' : 'the Perl sample passes every call', async () => {
    const sb = await startSandbox({ seed: 4, signatureMode: mode });
    sandboxes.push(sb);
    const lines = await runClient('perl', sb, 'Grüße-Zoë-perl');
    if (mode !== 'php') return expectAllSucceeded(lines, 'Grüße-Zoë-perl');
    lines.forEach((l, i) => {
      if (UNESCAPED.has(i)) expect(l.body).toMatchObject({ status: 'failure', code: '0003' });
      else expect(l.body).toMatchObject({ status: 'success' });
    });
  });
});
