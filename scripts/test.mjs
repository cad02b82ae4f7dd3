#!/usr/bin/env node
// `npm test`: every suite — lint (eslint with the layer rules, then knip) beside the type check, then unit +
// renderer (vitest), build (when stale), end-to-end and Electron (Playwright) — then ONE closing line
// `N passed, N failed, N skipped` that CI reads. Lint, type check and build count as one
// check each. Exit code 1 when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
// Each failed test by file and name, with its first line of error: CI keeps only the tail
// of the output, so the closing block must say which test failed, not only how many.
const failures = [];

/** The first non-empty line of a failure message, without colour codes, cut to one line. */
function firstLine(message) {
  const line = String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim() !== '');
  return (line ?? '').trim().slice(0, 200);
}

function run(label, cmd, args, env = {}) {
  process.stdout.write(`\n=== ${label}: ${cmd} ${args.join(' ')}\n`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { status: r.status ?? 1, seconds };
}

/** Like run, but also keeps what the command printed, so the closing block can quote it. */
function runKeeping(label, cmd, args) {
  process.stdout.write(`\n=== ${label}: ${cmd} ${args.join(' ')}\n`);
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
  const kept = [];
  child.stdout.on('data', (b) => { process.stdout.write(b); kept.push(b); });
  child.stderr.on('data', (b) => { process.stderr.write(b); kept.push(b); });
  return new Promise((done) => {
    child.on('close', (code) => done({ status: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1), printed: Buffer.concat(kept).toString('utf8') }));
  });
}

/** Vitest's "Unhandled Errors" block, without colour codes, cut to its first lines: an error
 *  outside any test fails the run but is in no report, and CI keeps only the tail. */
function unhandledBlock(printed) {
  const plain = printed.replace(/\u001b\[[0-9;]*m/g, '');
  const at = plain.indexOf('Unhandled Error');
  if (at < 0) return [];
  return plain.slice(at).split('\n').filter((l) => l.trim() !== '').slice(0, 24).map((l) => l.slice(0, 200));
}

function check(label, cmd, args) {
  const { status, seconds } = run(label, cmd, args);
  if (status === 0) totals.passed += 1;
  else totals.failed += 1;
  stages.push(`${label}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
  return status === 0;
}

/**
 * Checks run side by side (lint and type check: one core each, neither writes what the
 * other reads). Each one's output is held and printed whole when it ends, so the two never
 * interleave; each counts as one check with its own time.
 */
async function checksTogether(list) {
  const started = list.map(([label, cmd, args]) => {
    const at = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const kept = [];
    child.stdout.on('data', (b) => kept.push(b));
    child.stderr.on('data', (b) => kept.push(b));
    return new Promise((done) => child.on('close', (code) => done({ label, cmd, args, status: code ?? 1, seconds: ((Date.now() - at) / 1000).toFixed(1), printed: Buffer.concat(kept) })));
  });
  for (const r of await Promise.all(started)) {
    process.stdout.write(`\n=== ${r.label}: ${r.cmd} ${r.args.join(' ')}\n`);
    process.stdout.write(r.printed);
    if (r.status === 0) totals.passed += 1;
    else totals.failed += 1;
    stages.push(`${r.label}: ${r.status === 0 ? 'ok' : 'FAILED'} (${r.seconds} s, beside the other)`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitest() {
  const out = join(results, 'vitest.json');
  rmSync(out, { force: true });
  const { status, seconds, printed } = await runKeeping('unit + renderer (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = readJson(out);
  if (report === null) {
    totals.failed += 1;
    stages.push(`vitest: FAILED to produce a report (exit ${status}, ${seconds} s)`);
    return;
  }
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += skipped;
  // A suite that failed to load has no failed tests but a failed status: count it.
  const brokenFiles = (report.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  totals.failed += brokenFiles;
  for (const file of report.testResults ?? []) {
    const where = relative(root, file.name ?? '');
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failures.push(`${where}: did not load — ${firstLine(file.message)}`);
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${where} › ${t.fullName ?? t.title} — ${firstLine((t.failureMessages ?? [])[0])}`);
    }
  }
  stages.push(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles} failed, ${skipped} skipped (${seconds} s)`);
  if (status !== 0 && report.numFailedTests + brokenFiles === 0) {
    totals.failed += 1;
    stages.push(`vitest: exited ${status} with no failed test (unhandled error?)`);
    for (const line of unhandledBlock(printed)) failures.push(`vitest: ${line}`);
  }
}

function playwright() {
  const out = join(results, 'playwright.json');
  rmSync(out, { force: true });
  const { status, seconds } = run('end-to-end (playwright)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  const report = readJson(out);
  if (report === null) {
    totals.failed += 1;
    stages.push(`playwright: FAILED to produce a report (exit ${status}, ${seconds} s)`);
    return;
  }
  collectPlaywrightFailures(report.suites ?? [], []);
  const s = report.stats ?? {};
  const passed = (s.expected ?? 0) + (s.flaky ?? 0);
  const failed = s.unexpected ?? 0;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += s.skipped ?? 0;
  stages.push(`playwright: ${passed} passed, ${failed} failed, ${s.skipped ?? 0} skipped (${seconds} s)`);
  if (status !== 0 && failed === 0) {
    totals.failed += 1;
    stages.push(`playwright: exited ${status} with no failed test (setup error?)`);
  }
}

/** Walks Playwright's nested suites; a test that did not end as expected is a failure. */
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = (t.results ?? []).at(-1);
        failures.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} — ${firstLine(last?.error?.message)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

await checksTogether([
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
]);
await vitest();
// The build only when out/ is older than the sources (scripts/build-state.mjs, the check
// `prepare` and vitest's setup make): on a fresh clone `npm ci` has just built it, and a
// second, unconditional build cost CI about a minute for the same files.
if (check('build (when stale)', 'node', ['scripts/build-state.mjs'])) playwright();
else stages.push('playwright: not run (the build failed)');

if (!existsSync('/usr/bin/chromium')) stages.push('note: /usr/bin/chromium not found; Playwright used its own browser');
process.stdout.write(`\n${stages.join('\n')}\n`);
if (failures.length > 0) process.stdout.write(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed === 0 ? 0 : 1);
