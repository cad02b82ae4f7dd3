/**
 * `npm run bench`: runs every bench module (bench/<area>.ts exporting `bench()`) in turn
 * and prints its figures. Figures, not pass/fail: nothing here asserts a time.
 * `npm run bench -- client sandbox` runs only the named modules. A module that exports
 * `onlyWhenNamed` (the soak: it takes minutes) runs only when named; `--minutes M` and
 * `--ledger-open` are handed to the modules (the soak's length, and Live's split ledger
 * opened for it). The exit code is 1 when a module could not run, printed no figure, or a
 * figure could not be measured, so a missing figure is loud.
 *
 * `npm run bench -- --smoke` (CI runs it after the tests) runs every module, the soak too,
 * at a size that takes seconds, so a change that breaks a bench fails CI; it checks that
 * each figure is measured, never its value. A module honours it by reading
 * `options.smoke` through `sized(options, full, smoke)` (types.ts) for each of its counts
 * (rows, samples, presses, runs, minutes) and doing everything else as in a full run:
 * the same checks of what it counted, the same figures, its names saying the smaller size.
 */
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { BenchLine, BenchOptions } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const skip = new Set(['run', 'types']);
const args = parseArgs({ args: process.argv.slice(2), options: { minutes: { type: 'string' }, 'ledger-open': { type: 'boolean' }, smoke: { type: 'boolean' } }, allowPositionals: true, strict: true });
const wanted = args.positionals;

function benchOptions(): BenchOptions {
  const ledgerOpen = args.values['ledger-open'] === true;
  const smoke = args.values.smoke === true;
  if (args.values.minutes === undefined) return { ledgerOpen, smoke };
  const minutes = Number(args.values.minutes);
  if (!(Number.isFinite(minutes) && minutes > 0)) throw new TypeError(`--minutes must be a number above 0, not "${args.values.minutes}"`);
  return { minutes, ledgerOpen, smoke };
}

function format(line: BenchLine): string {
  const value = Number.isInteger(line.value) ? line.value.toLocaleString('en-US') : line.value.toFixed(2);
  return `  ${line.name.padEnd(58)} ${value.padStart(14)} ${line.unit}${line.note ? `  (${line.note})` : ''}`;
}

async function main(): Promise<void> {
  const modules = readdirSync(here)
    .filter((f) => f.endsWith('.ts') && !skip.has(basename(f, '.ts')))
    .map((f) => basename(f, '.ts'))
    .filter((name) => wanted.length === 0 || wanted.includes(name))
    .sort();
  const options = benchOptions();
  let failed = 0;
  let ran = 0;
  for (const name of modules) {
    type BenchModule = { bench?: (o: BenchOptions) => Promise<BenchLine[]>; onlyWhenNamed?: boolean };
    let mod: BenchModule | null = null;
    let loadError: unknown = null;
    try {
      mod = (await import(pathToFileURL(join(here, `${name}.ts`)).href)) as BenchModule;
    } catch (err) {
      loadError = err;
    }
    if (mod?.onlyWhenNamed === true && !wanted.includes(name) && !options.smoke) continue;
    ran += 1;
    process.stdout.write(`\n[${name}]\n`);
    try {
      if (mod === null) throw loadError;
      if (typeof mod.bench !== 'function') throw new Error('exports no bench()');
      const lines = await mod.bench(options);
      if (lines.length === 0) throw new Error('printed no figure');
      for (const line of lines) {
        if (line.skipped !== undefined) {
          process.stdout.write(`  ${line.name.padEnd(58)} skipped: ${line.skipped}\n`);
          continue;
        }
        process.stdout.write(`${format(line)}\n`);
        // A figure that could not be measured is a failed bench run, not a quiet "NaN".
        if (!Number.isFinite(line.value)) failed += 1;
      }
    } catch (err) {
      failed += 1;
      process.stdout.write(`  could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }
  process.stdout.write(`\nbench${options.smoke ? ' --smoke' : ''}: ${ran} module(s), ${failed === 0 ? 'every figure measured' : `${failed} figure(s) or module(s) failed`}\n`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
