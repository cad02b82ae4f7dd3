// Run in a child process with no D-Bus session: prints the probe result as JSON.
import { loadKeytar } from '../../../electron/core/credentials/keytar-store';
import { probeKeychain } from '../../../electron/core/credentials/probe';

const result = await probeKeychain(loadKeytar, 5000);
process.stdout.write(`${JSON.stringify(result)}\n`);
