/** vitest global setup: the unit run's temporary files under one folder, removed at its end (test/temp-root.ts). */
import { tempRootForRun } from '../temp-root';

export default function setup(): () => void {
  return tempRootForRun('mc-unit-run-');
}
