/**
 * docs/architecture.md: the sandbox imports only shared/, the loopback gate and Node. Lint enforces it (eslint.config.mjs,
 * layers/imports); these tests prove the rule catches a relative import into core, and
 * that no sandbox file has one today.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const FORBIDDEN = ['electron/core', 'electron/web', 'electron/cli', 'electron/app', 'renderer'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
}

describe('the sandbox layer', () => {
  it('lint refuses a relative import of electron/core from the sandbox', async () => {
    const messages = await layerMessages('electron/sandbox/http/probe.ts', "import { signRequest } from '../../core/signing/sign';\nexport const s = signRequest;\n");
    expect(messages).toEqual([expect.stringContaining('electron/sandbox imports only shared/, electron/loopback (the connection gate) and Node')]);
  });

  it('lint lets the sandbox import the wire rules from shared/', async () => {
    const messages = await layerMessages('electron/sandbox/http/probe.ts', "import { serializeJson } from '../../../shared/api/serialize';\nexport const s = serializeJson;\n");
    expect(messages).toEqual([]);
  });

  it('no sandbox file imports core, web, cli, app or the renderer', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(join(root, 'electron/sandbox'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const target = relative(root, resolve(dirname(file), m[1]!)).replaceAll('\\', '/');
        if (FORBIDDEN.some((f) => target === f || target.startsWith(`${f}/`))) crossings.push(`${relative(root, file)} → ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
