import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetMc, useMc } from '../../renderer/src/stores/store';

// findBy/waitFor give up after 1 s by default; on a busy two-core CI machine an AG Grid
// render can take longer than that while other suites run. A condition that never holds
// still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// The store's data belongs to an account (stores/account-scope.ts), and actions wait for
// one to be known before they call main: tests start on this one unless they load others.
beforeEach(() => {
  useMc.setState({ accountScope: { profileId: 'sandbox', epoch: 0 } });
});

// Every test starts from a fresh store, an empty document and the real clock (a test may
// have moved Date: arm-gap.ts, a fixed date).
afterEach(() => {
  cleanup();
  resetMc();
  vi.useRealTimers();
});
