// Before the pack: the installed @companion-module/base must satisfy the module's own
// pinned range (its package.json, ~2.0.x), since companion-module-build stamps the
// installed version as the manifest's apiVersion and Companion 4.3 takes module API
// 2.0.x only; the build itself would take anything from 1.4 to 2.x.
// Usage: node check-base.mjs [a base package.json to check instead of the installed one]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const moduleDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(moduleDir, 'package.json'));
const range = JSON.parse(readFileSync(join(moduleDir, 'package.json'), 'utf8')).dependencies['@companion-module/base'];
const basePackage = process.argv[2] ?? join(dirname(require.resolve('@companion-module/base')), '..', 'package.json');
const installed = JSON.parse(readFileSync(basePackage, 'utf8')).version;
/** A tilde range (~X.Y.Z: X.Y.Z up to, not including, X.(Y+1).0), the only kind the pin uses. */
function withinTilde(version, tilde) {
  const want = /^~(\d+)\.(\d+)\.(\d+)$/.exec(tilde);
  const got = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!want) throw new Error(`The module's @companion-module/base range "${tilde}" is not a tilde range (~X.Y.Z)`);
  return got !== null && got[1] === want[1] && got[2] === want[2] && Number(got[3]) >= Number(want[3]);
}

if (!withinTilde(installed, range)) {
  process.stderr.write(`Not packed: @companion-module/base ${installed} is installed, but the module is pinned to ${range} (Companion 4.3 takes module API 2.0.x only).\n`);
  process.exit(1);
}
