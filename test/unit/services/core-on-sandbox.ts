/**
 * The main-process services over a running sandbox as the built-in Sandbox account, with
 * no keychain and no log output: the fixture of the tests that go through the router, the
 * gateway and the real client to a real (sandbox) server.
 */
import { createCoreServices, type CoreServices } from '../../../electron/core/services';
import type { SandboxHandle } from '../../../electron/sandbox';

export function coreOnSandbox(sandbox: SandboxHandle, dataDir: string): CoreServices {
  return createCoreServices({
    dataDir,
    mode: 'web',
    version: 't',
    sandbox: { baseUrl: sandbox.baseUrl, cdn: sandbox.cdn, apiKey: sandbox.apiKey, secret: sandbox.secret },
    secretBackend: 'none',
    logSink: () => {},
  });
}
