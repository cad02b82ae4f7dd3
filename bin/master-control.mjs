#!/usr/bin/env node
// `npx master-control …`: the command line (electron/cli/main.ts), run through tsx so
// it needs no build. Exit codes: 0 success, 1 API failure, 2 any other failure.
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTs } from './run-ts.mjs';

const here = dirname(realpathSync(fileURLToPath(import.meta.url)));
await runTs(join(here, '..', 'electron', 'cli', 'main.ts'), process.argv.slice(2));
