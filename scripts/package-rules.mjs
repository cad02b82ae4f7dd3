import { builtinModules } from 'node:module';

// What the packaged app may hold, and the verdict on one package: used by
// `npm run package:check` (scripts/package-check.mjs) and its unit test.

/**
 * Budget for resources/app.asar, in bytes (15 MB): the code is ~4.1 MB — 0.6 MB of it the
 * share host's certificate generator (selfsigned with its X.509 and ASN.1 libraries, bundled
 * into out/main) — and the offline IP data of the attempt insights ~8.7 MB (country mmdb
 * 3.8 MB and network table 4.9 MB, both gzipped; out/ipdata). A year of growth in the data
 * fits; a second data set would not.
 */
export const ASAR_BUDGET_BYTES = 15_000_000;

/**
 * Every path allowed inside app.asar (folders included, as @electron/asar lists them).
 * The build output, package.json, and the parts of @napi-rs/keyring and @duckdb/node-api
 * that load (their loaders and the one prebuilt binary package npm installed for this
 * platform): every other library is bundled into out/ and must not ship again as node_modules.
 */
const ASAR_ALLOWED = [
  /^\/package\.json$/,
  /^\/out$/,
  /^\/out\/(main|preload|renderer)(\/.*)?$/,
  /^\/out\/ipdata(\/(country\.mmdb\.gz|asn\.bin\.gz|about\.json))?$/,
  /^\/node_modules$/,
  /^\/node_modules\/@napi-rs$/,
  /^\/node_modules\/@napi-rs\/keyring$/,
  /^\/node_modules\/@napi-rs\/keyring\/(package\.json|index\.js)$/,
  /^\/node_modules\/@napi-rs\/keyring-[a-z0-9-]+$/,
  /^\/node_modules\/@napi-rs\/keyring-[a-z0-9-]+\/(package\.json|keyring\.[a-z0-9-]+\.node)$/,
  // DuckDB, for the attempt archive's process: the API's compiled lib, the bindings' loader
  // (and detect-libc, which it asks for glibc or musl), one platform's binary package.
  /^\/node_modules\/@duckdb$/,
  /^\/node_modules\/@duckdb\/node-api(\/package\.json|\/lib(\/[A-Za-z0-9_.-]+\.js)?)?$/,
  /^\/node_modules\/@duckdb\/node-bindings(\/(package\.json|duckdb\.js))?$/,
  /^\/node_modules\/@duckdb\/node-bindings-[a-z0-9-]+(\/(package\.json|duckdb\.node|libduckdb\.(so|dylib|dll)))?$/,
  /^\/node_modules\/detect-libc(\/(package\.json|lib(\/[a-z-]+\.js)?))?$/,
];
/** The only files allowed outside the asar: the native binaries (a .node cannot load from an asar). */
const KEYRING_BINARY = /^node_modules\/@napi-rs\/keyring-[a-z0-9-]+\/keyring\.[a-z0-9-]+\.node$/;
const DUCKDB_BINARY = /^node_modules\/@duckdb\/node-bindings-[a-z0-9-]+\/(duckdb\.node|libduckdb\.(so|dylib|dll))$/;
const REQUIRED_IN_ASAR = ['/package.json', '/out/main/index.js', '/out/preload/preload.cjs', '/out/renderer/index.html', '/out/ipdata/country.mmdb.gz', '/out/ipdata/asn.bin.gz', '/out/ipdata/about.json', '/node_modules/@napi-rs/keyring/index.js', '/out/main/archive-child.js', '/node_modules/@duckdb/node-api/lib/index.js', '/node_modules/@duckdb/node-bindings/duckdb.js'];
/** What the built main process and preload may load at run time; anything else would not be in the package. */
const RUNTIME_MODULES = new Set(['electron', '@napi-rs/keyring', '@duckdb/node-api']);

/**
 * @param {{ asarFiles: string[], unpackedFiles: string[], asarBytes: number, bundleImports: string[] }} pkg
 *   bundleImports: the bare module names out/main and out/preload load at run time.
 *   asarFiles as listed by @electron/asar (leading slash); unpackedFiles relative to app.asar.unpacked.
 * @returns {string[]} the problems, one line each; empty when the package is as it should be.
 */
/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export function judgePackage({ asarFiles, unpackedFiles, asarBytes, bundleImports }) {
  const problems = [];
  // A library left external (e.g. put back in `dependencies`) would be missing from the package.
  const external = bundleImports.filter((name) => !RUNTIME_MODULES.has(packageName(name)) && !builtinModules.includes(name.split('/')[0] ?? name));
  if (external.length > 0) problems.push(`out/main or out/preload load ${external.join(', ')} at run time, which the package does not hold: bundle it (devDependencies) instead`);
  const stray = asarFiles.filter((f) => !ASAR_ALLOWED.some((re) => re.test(f)));
  if (stray.length > 0) problems.push(`app.asar holds ${stray.length} path(s) outside the allow-list, e.g. ${stray.slice(0, 5).join(', ')}`);
  for (const f of REQUIRED_IN_ASAR) if (!asarFiles.includes(f)) problems.push(`app.asar lacks ${f}`);
  const strayUnpacked = unpackedFiles.filter((f) => !KEYRING_BINARY.test(f) && !DUCKDB_BINARY.test(f));
  if (strayUnpacked.length > 0) problems.push(`app.asar.unpacked holds more than the native binaries (keyring, DuckDB): ${strayUnpacked.slice(0, 5).join(', ')}`);
  if (!unpackedFiles.some((f) => /\/duckdb\.node$/.test(f) && DUCKDB_BINARY.test(f))) problems.push('DuckDB\'s binary (node_modules/@duckdb/node-bindings-<platform>/duckdb.node) is not unpacked (a native module cannot load from inside the asar)');
  if (!unpackedFiles.some((f) => KEYRING_BINARY.test(f))) problems.push('the keyring binary (node_modules/@napi-rs/keyring-<platform>/keyring.<platform>.node) is not unpacked (a native module cannot load from inside the asar)');
  if (asarBytes > ASAR_BUDGET_BYTES) problems.push(`app.asar is ${asarBytes.toLocaleString('en-US')} bytes, over the budget of ${ASAR_BUDGET_BYTES.toLocaleString('en-US')}`);
  return problems;
}
