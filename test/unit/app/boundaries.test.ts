import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Checklist #15 and #17 as source facts (lint covers ipcMain/ipcRenderer identifiers;
// these cover what lint cannot name): the OS shell is reached only through the
// allow-listed opener, and only main.ts hands `shell` to it.
const root = join(import.meta.dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The code of a file without its comment lines (comments may name what code must not do). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
}

const files = sources(join(root, 'electron')).map((file) => ({ file: relative(root, file), text: code(file) }));

describe('source boundaries of the Electron app', () => {
  it('calls shell.openExternal only inside the allow-listed opener', () => {
    expect(files.filter((f) => /shell\s*\.\s*openExternal/.test(f.text)).map((f) => f.file)).toEqual(['electron/app/open-external.ts']);
  });

  it('imports `shell` from electron only in the composition root, which passes it to the allow-listed opener', () => {
    const importers = files.filter((f) => /import\s*{[^}]*\bshell\b[^}]*}\s*from\s*'electron'/.test(f.text)).map((f) => f.file);
    expect(importers).toEqual(['electron/app/main.ts']);
    expect(files.find((f) => f.file === 'electron/app/main.ts')!.text).toMatch(/openExternalAllowListed\(url, shell\)/);
  });

  it('serves the renderer from app:// and never loads file:// or http URLs into a window', () => {
    const app = files.filter((f) => f.file.startsWith('electron/app/'));
    expect(app.filter((f) => /loadFile\(|loadURL\((?!APP_ENTRY_URL)/.test(f.text)).map((f) => f.file)).toEqual([]);
  });
});
