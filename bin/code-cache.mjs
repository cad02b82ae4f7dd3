// Keeps V8's compiled code of the built CLI (out/cli/*.cjs) in out/cli/.v8-cache, so a
// start skips most of the parse and compile of the command's bundle (the catalog's zod
// schemas make it ~0.5 MB). Node 20 offers this only for CommonJS (vm.Script cachedData;
// module.enableCompileCache is Node 22). The build empties out/cli, cache included; the
// cache file is also keyed by the source's size and mtime, and V8 itself rejects a cache
// that does not fit (then it is rewritten). Any cache trouble only costs the saving.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join, sep } from 'node:path';
import { Script } from 'node:vm';

export function compileWithCodeCache(dir) {
  const cacheDir = join(dir, '.v8-cache');
  const compile = Module.prototype._compile;
  Module.prototype._compile = function compileCached(content, filename) {
    if (!filename.startsWith(dir + sep) || !filename.endsWith('.cjs')) return compile.call(this, content, filename);
    const { size, mtimeMs } = statSync(filename);
    const cacheFile = join(cacheDir, `${basename(filename)}-${size}-${Math.trunc(mtimeMs)}.v8`);
    let cachedData;
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
    const script = new Script(Module.wrap(content), { filename, cachedData });
    const wrapper = script.runInThisContext({ displayErrors: true });
    const result = wrapper.call(this.exports, this.exports, createRequire(filename), this, filename, dirname(filename));
    if (cachedData === undefined || script.cachedDataRejected) {
      try {
        mkdirSync(cacheDir, { recursive: true });
        // Written whole, then renamed: a parallel start never reads half a cache.
        const partial = `${cacheFile}.${process.pid}`;
        writeFileSync(partial, script.createCachedData());
        renameSync(partial, cacheFile);
      } catch {
        // A read-only install: no cache, same behaviour.
      }
    }
    return result;
  };
}
