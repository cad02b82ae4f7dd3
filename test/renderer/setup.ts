import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetMc } from '../../renderer/src/stores/store';

// findBy/waitFor give up after 1 s by default; on a busy two-core CI machine an AG Grid
// render can take longer than that while other suites run. A condition that never holds
// still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts from a fresh store and an empty document.
afterEach(() => {
  cleanup();
  resetMc();
});
