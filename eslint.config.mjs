// Lint, with the layer rules of DESIGN.md enforced mechanically.
import tseslint from 'typescript-eslint';

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
