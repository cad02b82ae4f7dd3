/**
 * The attempt archive's process in the desktop app: Electron's utilityProcess, a Node
 * child that Electron manages (core/archive/launch.ts explains why the archive runs apart).
 */
import { utilityProcess } from 'electron';
import { type ArchiveLauncher, archiveEnv } from '../core/archive/launch';

export const utilityLauncher: ArchiveLauncher = (entry, args, execArgv) => {
  const child = utilityProcess.fork(entry, args, { execArgv, env: archiveEnv(), serviceName: 'Master Control attempt archive', stdio: 'inherit' });
  return {
    send: (m) => child.postMessage(m),
    onMessage: (l) => child.on('message', l),
    onExit: (l) => child.on('exit', (code) => l(code)),
  };
};
