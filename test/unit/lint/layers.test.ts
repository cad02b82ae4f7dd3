/**
 * docs/architecture.md's layer rule, proven per layer: lint is fed one file that crosses the layer
 * (a static import, a dynamic import(), a require, a .tsx under shared/) and must report
 * `layers/imports`; the allowed import beside it must pass. A rule that stopped matching a
 * layer or a file extension fails here.
 */
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
}

const violations: Array<[layer: string, file: string, code: string]> = [
  ['shared (static)', 'shared/domain/probe.ts', "import { x } from '../../electron/core/deps';\nexport const y = x;\n"],
  ['shared (.tsx)', 'shared/domain/probe.tsx', "import { x } from '../../renderer/src/stores/store';\nexport const y = x;\n"],
  ['shared (Node, dynamic)', 'shared/domain/probe.ts', "export const load = () => import('node:fs');\n"],
  ['renderer (dynamic)', 'renderer/src/probe.ts', "export const load = () => import('../../electron/core/services');\n"],
  ['renderer (.tsx, electron)', 'renderer/src/probe.tsx', "export const load = () => import('electron');\n"],
  ['electron/core (dynamic)', 'electron/core/probe.ts', "export const load = () => import('../web/server');\n"],
  ['electron/core (require)', 'electron/core/probe.ts', "export const s = require('../sandbox/index');\n"],
  ['electron/sandbox (template import)', 'electron/sandbox/probe.ts', 'export const load = () => import(`../core/deps`);\n'],
  ['electron/web → sandbox', 'electron/web/probe.ts', "import { startSandbox } from '../sandbox/index';\nexport const s = startSandbox;\n"],
  ['electron/web → cli', 'electron/web/probe.ts', "export const load = () => import('../cli/boot');\n"],
  ['electron/web → electron', 'electron/web/probe.ts', "export const load = () => import('electron');\n"],
  ['electron/core → control', 'electron/core/probe.ts', "export const load = () => import('../control/server');\n"],
  ['electron/control → sandbox', 'electron/control/probe.ts', "import { startSandbox } from '../sandbox/index';\nexport const s = startSandbox;\n"],
  ['electron/control → web', 'electron/control/probe.ts', "import { tokensEqual } from '../web/token';\nexport const t = tokensEqual;\n"],
  ['electron/control → electron', 'electron/control/probe.ts', "export const load = () => import('electron');\n"],
  ['electron/cli → app', 'electron/cli/probe.ts', "import { x } from '../app/menu';\nexport const y = x;\n"],
  ['electron/app → renderer', 'electron/app/probe.ts', "export const load = () => import('../../renderer/src/main');\n"],
  ['computed import', 'electron/core/probe.ts', 'export const load = (name: string) => import(`../${name}`);\n'],
];

const allowed: Array<[layer: string, file: string, code: string]> = [
  ['shared', 'shared/domain/probe.tsx', "import { catalog } from '../api/catalog';\nexport const c = catalog;\n"],
  ['renderer', 'renderer/src/probe.ts', "export const load = () => import('../../shared/api/catalog');\n"],
  ['electron/web', 'electron/web/probe.ts', "export const load = () => import('../core/services');\n"],
  ['electron/cli', 'electron/cli/probe.ts', "import { startSandbox } from '../sandbox/index';\nexport const s = startSandbox;\n"],
  ['electron/control', 'electron/control/probe.ts', "export const load = () => import('../core/services');\n"],
  ['electron/app', 'electron/app/probe.ts', "export const load = () => import('electron');\n"],
];

describe('the layer rule of every layer', () => {
  it.each(violations)('refuses a crossing in %s', async (_layer, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each(allowed)('lets %s import what docs/architecture.md allows', async (_layer, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
