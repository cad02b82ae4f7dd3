import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetMc } from '../../renderer/src/stores/store';

// Every test starts from a fresh store and an empty document.
afterEach(() => {
  cleanup();
  resetMc();
});
