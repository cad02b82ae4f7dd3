/**
 * The PHP baseline of the export: bench/baselines/php-pager.php, a sequential pager signed
 * like the service's PHP sample, against the same sandbox process and the same rows as the
 * console's export. Skipped, saying why, where no `php` is installed (.ci/run installs
 * php-cli).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../test/e2e/web-process';
import { csvLines, runProgram, type SandboxLine } from './procs';

export interface PhpFigures {
  rows: number;
  seconds: number;
  peakMiB: number;
  mismatch: string | null;
}

/** Why the baseline cannot run here, or null when `php` answers. */
export function phpMissing(): string | null {
  const probe = spawnSync('php', ['--version'], { encoding: 'utf8' });
  return probe.error ? `no php on this machine (${probe.error.message}); apt-get install php-cli` : null;
}

export async function phpExport(sb: SandboxLine, pageSize: number, path: string, asked: number): Promise<PhpFigures> {
  const script = join(projectRoot, 'bench', 'baselines', 'php-pager.php');
  const run = await runProgram('php', [script, sb.base_url, String(sb.cdn), sb.api_key, sb.secret, String(pageSize), path], {});
  if (run.code !== 0) throw new Error(`php-pager exited ${run.code}: ${run.stderr.slice(-300)}`);
  const s = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { rows: number; seconds: number };
  const records = (await csvLines(path)) - 1;
  const mismatch = s.rows !== asked ? `the PHP pager read ${s.rows} rows, sevu.errorcount ${asked}` : records !== asked ? `the PHP CSV holds ${records} records, sevu.errorcount ${asked}` : null;
  return { rows: s.rows, seconds: s.seconds, peakMiB: run.peakMiB, mismatch };
}
