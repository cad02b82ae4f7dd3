#!/usr/bin/env node
// `npx master-control …`: runs the BUILT command line (out/cli/main.js, made by
// `npm run build`, which `npm install` runs through `prepare`), so a start costs no
// TypeScript compile. Exit codes: 0 success, 1 API failure, 2 any other failure.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const built = join(dirname(realpathSync(fileURLToPath(import.meta.url))), '..', 'out', 'cli', 'main.js');
if (!existsSync(built)) {
  process.stderr.write(`master-control has not been built (no ${built}): run npm run build\n`);
  process.exit(2);
}
const { main } = await import(pathToFileURL(built).href);
await main();
