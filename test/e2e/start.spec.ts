/**
 * `npm start` on a machine where Electron cannot run: it says so, serves the
 * console in web mode with the sandbox and opens the default browser — here a fake
 * `xdg-open` on PATH that records the URL it was given — and the console is reachable at
 * that URL, on the Live screen, while `npm start` keeps running. The test stops it.
 * Nothing secret on a command line: the opener gets only the path of a private page that
 * sends the browser to the one-time launch address. Neither that nonce nor the token the
 * page traded it for appears in any process's arguments — watched in /proc/<pid>/cmdline
 * from before `npm start` until the console is open, and in `ps` taken while the opener
 * ran — the page is removed once used, and the launch address works only once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { projectRoot } from './web-process';
import { openScreen } from './steps/screens';

let dir: string;
let npmStart: ChildProcess | null = null;
let output = '';
let watcher: ReturnType<typeof watchCommandLines> | null = null;

test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mc-npm-start-'));
});
test.afterEach(async () => {
  await watcher?.stop();
  // npm start runs start.mjs, which runs the web server: stop the whole group.
  if (npmStart?.pid !== undefined && npmStart.exitCode === null) process.kill(-npmStart.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

/** Reads every process's arguments from /proc, over and over, until stopped: what a local watcher would see. */
function watchCommandLines(): { seen(): string; stop(): Promise<Set<string>> } {
  const seen = new Set<string>();
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const pid of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
        const args = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
        if (args !== '') seen.add(args.replace(/\0/g, ' '));
      }
      await new Promise((next) => setImmediate(next));
    }
  })();
  return { seen: () => [...seen].join('\n'), stop: async () => ((running = false), await loop, seen) };
}

test('npm start without Electron opens the console in the browser, on the Live screen', async ({ page }) => {
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  const opened = join(dir, 'opened-url');
  const processes = join(dir, 'ps-while-opening');
  // Every process's arguments, taken while the opener runs (the moment a token would show).
  const release = join(dir, 'opener-may-exit');
  // The opener stays until the watcher has seen it (a watcher slowed by a busy machine still
  // gets its look), then exits: what it is checked for is its arguments, not how long it runs.
  writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\nps -eo args > ${processes}\necho "$1" > ${opened}\nwhile [ ! -f ${release} ]; do sleep 0.05; done\n`, { mode: 0o755 });
  const runtime = join(dir, 'runtime');
  mkdirSync(runtime, { mode: 0o700 });
  watcher = watchCommandLines();
  npmStart = spawn('npm', ['start'], {
    cwd: projectRoot,
    detached: true,
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'no-electron'), MC_DATA_DIR: join(dir, 'data'), XDG_RUNTIME_DIR: runtime },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npmStart.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npmStart.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await expect.poll(() => existsSync(opened) && readFileSync(opened, 'utf8').trim() !== '', { timeout: 60_000, message: 'the browser opener was called' }).toBe(true);
  await expect.poll(() => watcher!.seen(), { message: 'the /proc watcher saw the opener' }).toMatch(/xdg-open file:/);
  writeFileSync(release, '');
  const fileUrl = readFileSync(opened, 'utf8').trim();
  expect(fileUrl).toMatch(/^file:\/\/\/.*\/runtime\/master-control-\d+-open\.html$/);
  const launchPage = fileURLToPath(fileUrl);
  const url = /url=([^"]+)"/.exec(readFileSync(launchPage, 'utf8'))?.[1] ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?launch=[\w-]+$/);
  expect(output).toContain('Electron cannot run here');
  await expect.poll(() => output, { message: 'npm start says where the console is' }).toContain(`at ${new URL(url).origin}/ (Ctrl-C stops it)`);

  // The browser is given the page's file address, as the opener was.
  await page.goto(fileUrl);
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
  const seen = [...(await watcher.stop())].join('\n');
  watcher = null;
  const nonce = new URL(url).searchParams.get('launch')!;
  expect(seen, 'the /proc watcher saw npm start and the opener').toMatch(/xdg-open file:/);
  expect(seen).not.toContain(nonce);
  expect(seen).not.toContain(token!);
  await expect.poll(() => existsSync(launchPage), { message: 'the launch page is removed once used' }).toBe(false);
  expect(readFileSync(processes, 'utf8')).toContain('xdg-open');
  expect(readFileSync(processes, 'utf8')).not.toContain(nonce);
  expect(readFileSync(processes, 'utf8')).not.toContain(token!);
  expect(psNow).not.toContain(token!);
  expect(output).not.toContain(token!);
  const reused = await page.request.post(`${new URL(url).origin}/mc-launch`, { headers: { 'X-MC-Launch': new URL(url).searchParams.get('launch')! } });
  expect(reused.status(), 'the launch address works once').toBe(401);
});
