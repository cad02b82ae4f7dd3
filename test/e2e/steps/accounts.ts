/** A second account's service for the specs that need two: a sandbox of its own seed. */
import { type SandboxHandle, startSandbox } from '../../../electron/sandbox/index';
import { test } from '../fixtures';

/**
 * Starts a second sandbox before each test of the file or describe block that calls this,
 * and closes it after; `prepare` shapes its data first. Gives the running one.
 */
export function secondSandbox(seed: number, prepare: (b: SandboxHandle) => void = () => {}): () => SandboxHandle {
  let running: SandboxHandle | null = null;
  test.beforeEach(async () => {
    running = await startSandbox({ seed });
    prepare(running);
  });
  test.afterEach(async () => {
    await running?.close();
    running = null;
  });
  return () => {
    if (running === null) throw new Error('the second sandbox runs only inside a test');
    return running;
  };
}
