/** Runs `master-control` in this process against a sandbox, with the archive in a folder of the test's own. */
import { runCli } from '../../../electron/cli/main';
import type { SandboxHandle } from '../../../electron/sandbox';
import { archiveDir } from '../../../electron/core/archive/place';
import { openArchive } from '../../../electron/core/archive/session';
import type { ServiceMember } from '../../../electron/core/archive/protocol';

/** Every member the service sends. */
const MEMBERS: ServiceMember[] = ['key', 'datetime', 'ip', 'video', 'app', 'appinst', 'pageurl', 'refurl', 'success', 'reason', 'server_ip'];

export async function cli(sb: SandboxHandle, dataDir: string, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([...argv, ...target(sb), '--data-dir', dataDir], { out: (l) => out.push(l), err: (l) => err.push(l) }, { MC_SECRET: sb.secret });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

export const target = (sb: SandboxHandle): string[] => ['--base-url', sb.baseUrl, '--cdn', String(sb.cdn), '--api-key', sb.apiKey];

/** `archive sync --json`, its numbers. */
export async function sync(sb: SandboxHandle, dataDir: string): Promise<{ read: number; added: number }> {
  const r = await cli(sb, dataDir, ['archive', 'sync', '--json']);
  if (r.code !== 0) throw new Error(`sync ended ${r.code}: ${r.err}`);
  return JSON.parse(r.out) as { read: number; added: number };
}

/** Every archived row as one line of text, sorted: two archives hold the same rows when these are equal. */
export async function archivedRows(sb: SandboxHandle, dataDir: string): Promise<string[]> {
  const archive = await openArchive(archiveDir(dataDir, { profileId: 'cli', baseUrl: sb.baseUrl, cdn: sb.cdn }));
  try {
    const { cursor } = await archive.request({ op: 'readOpen', range: {}, members: MEMBERS });
    const lines: string[] = [];
    for (;;) {
      const { rows } = await archive.request({ op: 'readNext', cursor });
      if (rows === null) break;
      for (let i = 0; i < rows.key!.length; i += 1) lines.push(JSON.stringify(MEMBERS.map((m) => rows[m]![i])));
    }
    return lines.sort();
  } finally {
    await archive.close();
  }
}
