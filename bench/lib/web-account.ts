/**
 * The app side of a bench: `master-control web` (main-process services, as in the desktop
 * app) in its own process, with a vault account on the bench's sandbox, active, driven over
 * the web-mode WebSocket contract.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebProcess } from '../../test/e2e/web-process';
import { type SandboxLine, connectSocket } from './procs';

export async function startBenchWeb(sb: SandboxLine, prefix: string, args: string[] = []) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const web = await startWebProcess(['--port', '0', '--data-dir', dataDir, ...args], { MC_SECRET_BACKEND: 'vault' });
  const socket = await connectSocket(web.line.url);
  const stop = async (): Promise<void> => {
    socket.close();
    await web.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await socket.call('accounts.createVault', { passphrase: 'bench vault passphrase' });
    const profile = await socket.call<{ id: string }>('accounts.create', { name: 'Bench', baseUrl: sb.base_url, cdn: sb.cdn });
    await socket.call('accounts.setCredentials', { id: profile.id, apiKey: sb.api_key, secret: sb.secret });
    await socket.call('accounts.setActive', { id: profile.id });
    return { pid: web.child.pid ?? 0, socket, profileId: profile.id, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
