/**
 * `npm start` on a machine where Electron cannot run (issue #13): it says so, serves the
 * console in web mode with the sandbox and opens the default browser — here a fake
 * `xdg-open` on PATH that records the URL it was given — and the console is reachable at
 * that URL, on the Live screen, while `npm start` keeps running. The test stops it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { projectRoot } from './web-process';

let dir: string;
let npmStart: ChildProcess | null = null;
let output = '';

test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mc-npm-start-'));
});
test.afterEach(() => {
  // npm start runs start.mjs, which runs the web server: stop the whole group.
  if (npmStart?.pid !== undefined && npmStart.exitCode === null) process.kill(-npmStart.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

test('npm start without Electron opens the console in the browser, on the Live screen', async ({ page }) => {
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  const opened = join(dir, 'opened-url');
  writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\necho "$1" > ${opened}\n`, { mode: 0o755 });
  npmStart = spawn('npm', ['start'], {
    cwd: projectRoot,
    detached: true,
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'no-electron'), MC_DATA_DIR: join(dir, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npmStart.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npmStart.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await expect.poll(() => existsSync(opened) && readFileSync(opened, 'utf8').trim() !== '', { timeout: 60_000, message: 'the browser opener was called' }).toBe(true);
  const url = readFileSync(opened, 'utf8').trim();
  expect(output).toContain('Electron cannot run here');
  expect(output).toContain(`at ${url} (Ctrl-C stops it)`);

  await page.goto(url);
  await page.getByRole('link', { name: 'Live', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
  expect(npmStart.exitCode).toBeNull();
});
