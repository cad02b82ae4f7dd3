// Runs electron/app/main.ts — or, with FAKE_MAIN=built, the BUILT bundle out/main/index.js
// as it ships — against the stand-in electron and prints ONE JSON line describing what it
// wired: window options, loaded URL, IPC handlers and their answers, what app:// serves.
import { register } from 'node:module';
import { join } from 'node:path';

register(new URL('./hooks.mjs', import.meta.url));
const root = join(import.meta.dirname, '..', '..', '..', '..');
const built = process.env.FAKE_MAIN === 'built';
if (!built) (await import('tsx/esm/api')).register();
await import(built ? join(root, 'out', 'main', 'index.js') : join(root, 'electron', 'app', 'main.ts'));
const state = globalThis.__fakeElectron;
for (let i = 0; i < 300 && state.windows.length === 0; i++) await new Promise((r) => setTimeout(r, 50));

const own = { senderFrame: { url: 'app://console/index.html', parent: null } };
const foreign = { senderFrame: { url: 'https://evil.example/', parent: null } };

/**
 * An account with credentials made the way the Accounts screen makes it (vault backend,
 * through the IPC handlers), so the test can look for it from the CLI.
 */
async function saveSharedProfile(input) {
  if (input === null) return null;
  const call = (channel, body) => state.handlers[`mc:${channel}`]?.(own, body);
  const vault = await call('accounts.createVault', { passphrase: input.passphrase });
  const created = await call('accounts.create', { name: input.name, baseUrl: input.baseUrl, cdn: input.cdn, serialization: 'php', colour: '#2f80ed' });
  const stored = created?.ok ? await call('accounts.setCredentials', { id: created.value.id, apiKey: input.apiKey, secret: input.secret }) : created;
  return { vault: vault?.ok ?? vault, stored: stored?.ok ? stored.value.credentials : stored };
}

const info = await state.handlers['mc:app.info']?.(own, {});
const refused = await state.handlers['mc:accounts.list']?.(foreign, {});
const accounts = await state.handlers['mc:accounts.list']?.(own, {});
const page = await state.protocols.app?.(new Request('app://console/../../package.json'));
const index = await state.protocols.app?.(new Request(state.windows[0]?.url ?? 'app://console/index.html'));
const shared = await saveSharedProfile(JSON.parse(process.env.FAKE_SHARED_PROFILE ?? 'null'));
process.stdout.write(`${JSON.stringify({
  schemes: state.schemes,
  window: state.windows[0] ?? null,
  channels: Object.keys(state.handlers).sort(),
  info,
  refused,
  activeId: accounts?.ok ? accounts.value.activeId : null,
  traversalStatus: page?.status ?? null,
  protocols: Object.keys(state.protocols),
  index: index ? { status: index.status, type: index.headers.get('content-type'), html: (await index.text()).slice(0, 2000) } : null,
  permissionHandlers: state.permissionRequest !== null && state.permissionCheck !== null,
  menu: Array.isArray(state.menu),
  menuRoles: JSON.stringify(state.menu).match(/"role":"[A-Za-z]+"/g) ?? [],
  appEvents: Object.keys(state.appListeners).sort(),
  userData: state.paths.userData,
  shared,
})}\n`);
for (const quit of state.appListeners['will-quit'] ?? []) quit();
setTimeout(() => process.exit(0), 200);
