#!/usr/bin/env node
// Checks electron-builder.yml with electron-builder's own loader and schema validator
// (there is no validate-only flag, and real packaging needs a download). < 1 s.
// Exit 0 and one line "electron-builder.yml is valid (…)" or exit 1 with the problems.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

export async function validateBuilderConfig(projectDir = root, configPath = join(projectDir, 'electron-builder.yml')) {
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js');
  const { DebugLogger } = require('builder-util');
  const config = await getConfig(projectDir, configPath, null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  try {
    const config = await validateBuilderConfig(root, process.argv[2] ?? join(root, 'electron-builder.yml'));
    const targets = ['linux', 'mac', 'win'].map((os) => `${os}: ${[config[os]?.target ?? []].flat().join('+')}`).join(', ');
    process.stdout.write(`electron-builder.yml is valid (${targets})\n`);
  } catch (err) {
    process.stderr.write(`electron-builder.yml is not valid:\n${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
