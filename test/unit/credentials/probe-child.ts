// Run in a child process with no D-Bus session: prints the probe result as JSON.
import { loadKeychain } from '../../../electron/core/credentials/keychain-store';
import { probeKeychain } from '../../../electron/core/credentials/probe';

const result = await probeKeychain(loadKeychain, 5000);
process.stdout.write(`${JSON.stringify(result)}\n`);
