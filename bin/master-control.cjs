#!/usr/bin/env node
// `npx master-control …`: runs the BUILT command line (out/cli, made by `npm run build`,
// which `npm install` runs through `prepare`), so a start costs no TypeScript compile.
// CommonJS, like out/cli: an ES module entry would start Node's ESM loader (~4 ms of a
// ~20 ms budget over bare `node`), and only CommonJS gets the code cache (code-cache.cjs).
// Exit codes: 0 success, 1 API failure, 2 any other failure.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { compileWithCodeCache } = require('./code-cache.cjs');

// __dirname is the real folder (Node resolves the npm bin link before loading this file).
const cliDir = join(__dirname, '..', 'out', 'cli');
const entry = join(cliDir, 'main.cjs');
if (!existsSync(entry)) {
  process.stderr.write(`master-control has not been built (no ${entry}): run npm run build\n`);
  process.exit(2);
}
compileWithCodeCache(cliDir);
require(entry).main();
