// Keeps V8's compiled code of the built CLI (out/cli/*.cjs) in out/cli/.v8-cache, so a
// start skips the parse and compile of the command's bundle. Node 20 offers this only for
// CommonJS (vm.Script cachedData; module.enableCompileCache is Node 22). The build empties
// out/cli, cache included. V8 checks only a cache's source length, so the cache file is
// keyed by the bundle's size, mtime and ctime: a write changes ctime, which no tool can set
// back, so a bundle changed in place never runs its earlier code, even at the same size and
// mtime (not a content hash: node:crypto would load the stream machinery into --help). V8
// still rejects a cache that does not fit its build (then it is rewritten). Any cache
// trouble only costs the saving.
'use strict';
const { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { basename, dirname, join, sep } = require('node:path');
const { Script } = require('node:vm');

/**
 * Written as the process exits, not after the file's first run: V8 compiles most functions
 * only when first called, and what the command called by then (zod's parsers, the
 * signing) is in the cache too, so the next start compiles almost nothing. Only after a
 * run that did its work: a --help or a refused command compiles little of the bundle, and
 * its cache, once written, would make every later start compile the rest again.
 */
function writeWhenDone(script, cacheDir, cacheFile) {
  process.once('exit', (code) => {
    if (code !== 0 || process.argv.includes('--help') || process.argv.includes('-h')) return;
    try {
      mkdirSync(cacheDir, { recursive: true });
      // Written whole, then renamed: a parallel start never reads half a cache.
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cacheFile);
      // The caches of the file's earlier contents can never be read again.
      const prefix = `${basename(cacheFile).replace(/(-\d+){3}\.v8$/, '')}-`;
      for (const old of readdirSync(cacheDir)) {
        if (old.startsWith(prefix) && old.endsWith('.v8') && old !== basename(cacheFile)) rmSync(join(cacheDir, old), { force: true });
      }
    } catch {
      // A read-only install: no cache, same behaviour.
    }
  });
}

function compileWithCodeCache(dir) {
  const cacheDir = join(dir, '.v8-cache');
  const compile = Module.prototype._compile;
  Module.prototype._compile = function compileCached(content, filename) {
    if (!filename.startsWith(dir + sep) || !filename.endsWith('.cjs')) return compile.call(this, content, filename);
    // Times in whole nanoseconds (bigint): sub-millisecond writes are told apart too.
    const { size, mtimeNs, ctimeNs } = statSync(filename, { bigint: true });
    const cacheFile = join(cacheDir, `${basename(filename)}-${size}-${mtimeNs}-${ctimeNs}.v8`);
    let cachedData;
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
    const script = new Script(Module.wrap(content), { filename, cachedData });
    if (cachedData === undefined || script.cachedDataRejected) writeWhenDone(script, cacheDir, cacheFile);
    const wrapper = script.runInThisContext({ displayErrors: true });
    // The bundles only require (no require.resolve): this module's own require, as Node's compile would pass.
    const requireHere = (id) => this.require(id);
    return wrapper.call(this.exports, this.exports, requireHere, this, filename, dirname(filename));
  };
}

module.exports = { compileWithCodeCache };
