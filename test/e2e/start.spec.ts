/**
 * `npm start` on a machine where Electron cannot run: it says so, serves the
 * console in web mode with the sandbox and opens the default browser — here a fake
 * `xdg-open` on PATH that records the URL it was given — and the console is reachable at
 * that URL, on the Live screen, while `npm start` keeps running. The test stops it.
 * No token on a command line: the opener gets a one-time launch address; the token the
 * page traded it for appears in no process's arguments (`ps`, taken while the opener ran
 * and again after), and the launch address works only once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { projectRoot } from './web-process';
import { openScreen } from './steps/screens';

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
  const processes = join(dir, 'ps-while-opening');
  // Every process's arguments, taken while the opener runs (the moment a token would show).
  writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\nps -eo args > ${processes}\necho "$1" > ${opened}\n`, { mode: 0o755 });
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
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?launch=[\w-]+$/);
  expect(output).toContain('Electron cannot run here');
  await expect.poll(() => output, { message: 'npm start says where the console is' }).toContain(`at ${new URL(url).origin}/ (Ctrl-C stops it)`);

  await page.goto(url);
  await openScreen(page, 'Live');
  expect(npmStart.exitCode).toBeNull();
  expect(new URL(page.url()).search, 'the launch nonce left the address bar').toBe('');

  const token = await page.evaluate(() => sessionStorage.getItem('mc.token'));
  expect(token).toMatch(/^[\w-]{40,}$/);
  const psNow = await new Promise<string>((done) => {
    let text = '';
    const ps = spawn('ps', ['-eo', 'args'], { stdio: ['ignore', 'pipe', 'ignore'] });
    ps.stdout.on('data', (c: Buffer) => (text += c.toString()));
    ps.on('close', () => done(text));
  });
  expect(readFileSync(processes, 'utf8')).toContain('xdg-open');
  expect(readFileSync(processes, 'utf8')).not.toContain(token!);
  expect(psNow).not.toContain(token!);
  expect(output).not.toContain(token!);
  const reused = await page.request.post(`${new URL(url).origin}/mc-launch`, { headers: { 'X-MC-Launch': new URL(url).searchParams.get('launch')! } });
  expect(reused.status(), 'the launch address works once').toBe(401);
});
