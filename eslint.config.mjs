// Lint, with the layer rules of DESIGN.md enforced mechanically.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Layer imports, resolved: no-restricted-imports matches the import text, and a relative
 * `../../core/x` never spells `electron/core`, so the folder it lands in is checked here.
 * Options: { forbidden: ['electron/core', …], message }.
 */
const layerRule = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { forbidden: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } }, additionalProperties: false }] },
  create(context) {
    const { forbidden, message } = context.options[0];
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(root, resolve(dirname(context.filename), source)).split(sep).join('/');
      const hit = forbidden.find((f) => target === f || target.startsWith(`${f}/`));
      if (hit !== undefined) context.report({ node, message: `${message} (this imports ${hit}/)` });
    };
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};
const layers = { rules: { imports: layerRule } };

const noElectron = { name: 'electron', message: 'Only electron/app may import electron (DESIGN.md layers).' };
const nodeBuiltins = ['node:*'];
const bareBuiltins = ['fs', 'path', 'crypto', 'http', 'https', 'net', 'os', 'child_process', 'stream', 'url', 'util', 'zlib', 'events'].map((name) => ({
  name,
  message: 'No Node built-ins here (DESIGN.md layers).',
}));

const transportFiles = ['electron/app/ipc-transport.ts', 'electron/app/preload.ts'];
const openerFile = 'electron/app/open-external.ts';
const ipcBan = { selector: 'Identifier[name=/^ipc(Main|Renderer)$/]', message: 'Use the typed transport (electron/app/ipc-transport.ts).' };
const shellOpenBan = {
  selector: "MemberExpression[object.name='shell'][property.name='openExternal']",
  message: 'Open links only through electron/app/open-external.ts (https, allow-listed hosts).',
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { layers },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
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
    files: ['renderer/**/*.{ts,tsx}'],
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
    files: ['electron/core/**/*.ts', 'electron/sandbox/**/*.ts', 'electron/web/**/*.ts', 'electron/cli/**/*.ts'],
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
        patterns: [{ group: ['**/renderer/**', '**/electron/app/**', '**/electron/web/**', '**/electron/cli/**', '**/electron/sandbox/**'], message: 'electron/core imports only shared/ and Node.' }],
      }],
      'layers/imports': ['error', { forbidden: ['renderer', 'electron/app', 'electron/web', 'electron/cli', 'electron/sandbox'], message: 'electron/core imports only shared/ and Node.' }],
    },
  },
  {
    files: ['electron/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [noElectron],
        patterns: [{ group: ['**/renderer/**', '**/electron/app/**', '**/electron/web/**', '**/electron/cli/**', '**/electron/core/**'], message: 'electron/sandbox imports only shared/ and Node.' }],
      }],
      'layers/imports': ['error', { forbidden: ['renderer', 'electron/app', 'electron/web', 'electron/cli', 'electron/core'], message: 'electron/sandbox imports only shared/ and Node.' }],
    },
  },
  // Raw ipcMain/ipcRenderer only in the two transport files; shell.openExternal only in
  // the allow-listed opener (checklist #15).
  {
    files: ['electron/app/**/*.ts'],
    ignores: [...transportFiles, openerFile],
    rules: { 'no-restricted-syntax': ['error', ipcBan, shellOpenBan] },
  },
  { files: transportFiles, rules: { 'no-restricted-syntax': ['error', shellOpenBan] } },
  { files: [openerFile], rules: { 'no-restricted-syntax': ['error', ipcBan] } },
);
