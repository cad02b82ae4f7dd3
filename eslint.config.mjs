// Lint, with the layer rules of docs/architecture.md enforced mechanically.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Layer imports, resolved: no-restricted-imports matches the import text, and a relative
 * `../../core/x` never spells `electron/core`, so the folder it lands in is checked here.
 * It also sees what no-restricted-imports cannot: dynamic `import()` (literal or
 * expression-free template), `require()`, and re-exports.
 * Options: { forbidden: ['electron/core', …], modules: ['electron', 'node:*', …], message }.
 */
const layerRule = {
  meta: {
    type: 'problem',
    schema: [{
      type: 'object',
      properties: { forbidden: { type: 'array', items: { type: 'string' } }, modules: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
      additionalProperties: false,
    }],
  },
  create(context) {
    const { forbidden, modules = [], message } = context.options[0];
    const bannedModule = (source) => modules.find((m) => (m.endsWith('*') ? source.startsWith(m.slice(0, -1)) : source === m || source.startsWith(`${m}/`)));
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        const hit = bannedModule(source);
        if (hit !== undefined) context.report({ node, message: `${message} (this imports ${source})` });
        return;
      }
      const target = relative(root, resolve(dirname(context.filename), source)).split(sep).join('/');
      const hit = forbidden.find((f) => target === f || target.startsWith(`${f}/`));
      if (hit !== undefined) context.report({ node, message: `${message} (this imports ${hit}/)` });
    };
    /** The text of a literal or an expression-free template; anything computed is refused outright. */
    const dynamic = (node, arg) => {
      if (arg === undefined) return;
      if (arg.type === 'Literal') return check(node, arg.value);
      if (arg.type === 'TemplateLiteral' && arg.expressions.length === 0) return check(node, arg.quasis[0].value.cooked);
      context.report({ node, message: `${message} (a computed import cannot be checked: import a fixed path)` });
    };
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => dynamic(n, n.source),
      CallExpression: (n) => n.callee.type === 'Identifier' && n.callee.name === 'require' && dynamic(n, n.arguments[0]),
    };
  },
};
const layers = { rules: { imports: layerRule } };

const noElectron = { name: 'electron', message: 'Only electron/app may import electron (docs/architecture.md, layers).' };
const nodeBuiltins = ['node:*'];
const bareBuiltins = ['fs', 'path', 'crypto', 'http', 'https', 'net', 'os', 'child_process', 'stream', 'url', 'util', 'zlib', 'events'].map((name) => ({
  name,
  message: 'No Node built-ins here (docs/architecture.md, layers).',
}));

/**
 * docs/architecture.md's layer table, one row per layer: the folders it must not reach (resolved
 * relative imports) and the modules it must not load. Applied to every source extension,
 * so a `.tsx` under shared/ or a dynamic import() is checked like any other import.
 */
const builtinModules = ['node:*', ...bareBuiltins.map((b) => b.name)];
const everythingButShared = ['electron', 'renderer', 'test', 'bench', 'scripts', 'bin'];
const layerTable = [
  { folder: 'shared', forbidden: everythingButShared, modules: ['electron', ...builtinModules], message: 'shared/ imports nothing outside shared/: no Node, no electron' },
  { folder: 'renderer', forbidden: ['electron', 'test', 'bench', 'scripts', 'bin'], modules: ['electron', ...builtinModules], message: 'The renderer imports only shared/ and reaches main through the bridge' },
  { folder: 'electron/core', forbidden: ['renderer', 'electron/app', 'electron/web', 'electron/cli', 'electron/sandbox', 'electron/control', 'electron/share'], modules: ['electron'], message: 'electron/core imports only shared/ and Node' },
  { folder: 'electron/loopback', forbidden: ['renderer', 'electron/app', 'electron/web', 'electron/cli', 'electron/core', 'electron/sandbox', 'electron/control', 'test', 'bench', 'scripts', 'bin'], modules: ['electron'], message: 'electron/loopback (the connection gate) imports only shared/ and Node' },
  { folder: 'electron/sandbox', forbidden: ['renderer', 'electron/app', 'electron/web', 'electron/cli', 'electron/core'], modules: ['electron'], message: 'electron/sandbox imports only shared/, electron/loopback (the connection gate) and Node' },
  { folder: 'electron/web', forbidden: ['renderer', 'electron/app', 'electron/cli', 'electron/sandbox', 'electron/control'], modules: ['electron'], message: 'electron/web imports only shared/, electron/core and Node' },
  { folder: 'electron/control', forbidden: ['renderer', 'electron/app', 'electron/cli', 'electron/sandbox', 'electron/web'], modules: ['electron'], message: 'electron/control imports only shared/, electron/core, electron/loopback and Node' },
  { folder: 'electron/share', forbidden: ['renderer', 'electron/app', 'electron/cli', 'electron/sandbox', 'electron/control'], modules: ['electron'], message: 'electron/share imports only shared/, electron/core, electron/loopback, electron/web (its serving code) and Node' },
  { folder: 'electron/cli', forbidden: ['renderer', 'electron/app'], modules: ['electron'], message: 'electron/cli imports shared/, core, sandbox, web and Node, never electron or the app' },
  { folder: 'electron/app', forbidden: ['renderer', 'test', 'bench'], modules: [], message: 'electron/app reaches the renderer only through the bridge' },
];
const sourceExtensions = '{ts,tsx,mts,cts,js,mjs,cjs}';
const layerConfigs = layerTable.map(({ folder, forbidden, modules, message }) => ({
  files: [`${folder}/**/*.${sourceExtensions}`],
  rules: { 'layers/imports': ['error', { forbidden, modules, message }] },
}));

const transportFiles = ['electron/app/ipc-transport.ts', 'electron/app/preload.ts'];
const openerFile = 'electron/app/open-external.ts';
const ipcBan = { selector: 'Identifier[name=/^ipc(Main|Renderer)$/]', message: 'Use the typed transport (electron/app/ipc-transport.ts).' };
const shellOpenBan = {
  selector: "MemberExpression[object.name='shell'][property.name='openExternal']",
  message: 'Open links only through electron/app/open-external.ts (https, allow-listed hosts).',
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '.tmp/**', 'integrations/companion/pkg/**'] },
  ...tseslint.configs.recommended,
  // A disable comment names the rule it silences and says why: a blanket
  // `// eslint-disable-next-line` would let a layer crossing through unseen.
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@eslint-community/eslint-comments': comments },
    rules: {
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@eslint-community/eslint-comments/disable-enable-pair': 'error',
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
    },
  },
  {
    plugins: { layers },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: [`shared/**/*.${sourceExtensions}`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectron, ...bareBuiltins],
        patterns: [
          { group: nodeBuiltins, message: 'shared/ runs everywhere: no Node built-ins.' },
          { group: ['**/electron/**', '**/renderer/**'], message: 'shared/ imports nothing outside shared/.' },
        ],
      }],
    },
  },
  {
    files: [`renderer/**/*.${sourceExtensions}`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectron, ...bareBuiltins],
        patterns: [
          { group: nodeBuiltins, message: 'The renderer has no Node.' },
          { group: ['**/electron/**'], message: 'The renderer reaches main only through the bridge (renderer/src/bridge).' },
        ],
      }],
      'no-restricted-globals': ['error', { name: 'process', message: 'No process in the renderer.' }],
    },
  },
  {
    files: ['electron/core/**/*.ts', 'electron/sandbox/**/*.ts', 'electron/web/**/*.ts', 'electron/cli/**/*.ts', 'electron/control/**/*.ts', 'electron/share/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectron],
        patterns: [{ group: ['**/renderer/**', '**/electron/app/**'], message: 'Main-side layers do not import the renderer or electron/app.' }],
      }],
    },
  },
  {
    files: ['electron/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectron],
        patterns: [{ group: ['**/renderer/**', '**/electron/app/**', '**/electron/web/**', '**/electron/cli/**', '**/electron/sandbox/**', '**/electron/control/**', '**/electron/share/**'], message: 'electron/core imports only shared/ and Node.' }],
      }],
    },
  },
  {
    files: ['electron/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectron],
        patterns: [{ group: ['**/renderer/**', '**/electron/app/**', '**/electron/web/**', '**/electron/cli/**', '**/electron/core/**'], message: 'electron/sandbox imports only shared/ and Node.' }],
      }],
    },
  },
  ...layerConfigs,
  // Raw ipcMain/ipcRenderer only in the two transport files; shell.openExternal only in
  // the allow-listed opener (checklist #15).
  {
    files: ['electron/app/**/*.ts'],
    ignores: [...transportFiles, openerFile],
    rules: { 'no-restricted-syntax': ['error', ipcBan, shellOpenBan] },
  },
  { files: transportFiles, rules: { 'no-restricted-syntax': ['error', shellOpenBan] } },
  { files: [openerFile], rules: { 'no-restricted-syntax': ['error', ipcBan] } },
  // The command line bundles these folders with esbuild, which drops the zod it does not use
  // only behind a namespace import: `import { z } from 'zod'` binds zod's whole namespace as
  // a value, and all of zod (~95 kB more) is then parsed and run at every CLI start.
  {
    files: ['shared/api', 'shared/domain', 'electron/core', 'electron/cli'].map((folder) => `${folder}/**/*.${sourceExtensions}`),
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
        message: "import * as z from 'zod': the named export z is zod's whole namespace as one value, which esbuild (the CLI build) cannot trim.",
      }],
    },
  },
  // The command line's entry is CommonJS on purpose (bin/master-control.cjs says why).
  { files: ['bin/**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
