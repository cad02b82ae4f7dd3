// A stub Electron folder for `npm run package:check`: what electron-builder copies and
// renames, with a shell-script "binary" that carries a real fuse wire, so the packaging
// step that flips the fuses (@electron/fuses) runs and its result can be read back.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// @electron/fuses' marker, followed by the wire's version (1), length (8) and one byte per fuse.
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
// @electron/fuses' wire order (FuseV1Options).
const FUSES = ['runAsNode', 'enableCookieEncryption', 'enableNodeOptionsEnvironmentVariable', 'enableNodeCliInspectArguments', 'enableEmbeddedAsarIntegrityValidation', 'onlyLoadAppFromAsar', 'loadBrowserProcessSpecificV8Snapshot', 'grantFileProtocolExtraPrivileges'];

/** An Electron folder as electron-builder expects it, with a shell-script binary holding a fuse wire (version 1, Electron's defaults). */
export function stubElectron(dir, version) {
  mkdirSync(join(dir, 'resources'), { recursive: true });
  writeFileSync(join(dir, 'electron'), `#!/bin/sh\necho "stub Electron: packaging check only"\nexit 1\n# ${SENTINEL}\x01\x0810110001\n`, 'latin1');
  chmodSync(join(dir, 'electron'), 0o755);
  writeFileSync(join(dir, 'version'), version);
  writeFileSync(join(dir, 'LICENSE'), 'stub\n');
}

/** Where the packaged binary's fuses differ from electron-builder.yml's electronFuses. */
export function fuseProblems(binary, wanted) {
  const bytes = readFileSync(binary);
  const at = bytes.indexOf(SENTINEL) + SENTINEL.length;
  const problems = [];
  FUSES.forEach((name, i) => {
    if (wanted[name] === undefined) return;
    const on = bytes[at + 2 + i] === 0x31;
    if (on !== wanted[name]) problems.push(`fuse ${name} is ${on ? 'on' : 'off'} in the packaged binary, configured ${wanted[name] ? 'on' : 'off'}`);
  });
  return problems;
}

