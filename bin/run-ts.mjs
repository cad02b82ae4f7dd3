#!/usr/bin/env node
// Runs a TypeScript file with tsx's loader registered in this process, so the CLI and
// `npm run bench` work straight after `npm install`, with no build step.
// Usage: node bin/run-ts.mjs FILE.ts [args…]  (the file sees its own args in process.argv.slice(2)).
import { register } from 'tsx/esm/api';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function runTs(file, args) {
  register();
  process.argv = [process.argv[0], file, ...args];
  await import(pathToFileURL(resolve(file)).href);
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (isMain) {
  const [file, ...args] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: node bin/run-ts.mjs FILE.ts [args…]\n');
    process.exit(2);
  }
  await runTs(file, args);
}
