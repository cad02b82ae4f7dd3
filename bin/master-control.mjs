#!/usr/bin/env node
// `npx master-control …`: runs the BUILT command line (out/cli, made by `npm run build`,
// which `npm install` runs through `prepare`), so a start costs no TypeScript compile.
// Exit codes: 0 success, 1 API failure, 2 any other failure.
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileWithCodeCache } from './code-cache.mjs';

const cliDir = join(dirname(realpathSync(fileURLToPath(import.meta.url))), '..', 'out', 'cli');
const entry = join(cliDir, 'main.cjs');
if (!existsSync(entry)) {
  process.stderr.write(`master-control has not been built (no ${entry}): run npm run build\n`);
  process.exit(2);
}
compileWithCodeCache(cliDir);
await createRequire(import.meta.url)(entry).main();
