/** Keeps export progress flowing into the store while a Viewers screen is open. */
import { useEffect } from 'react';
import { useMc } from '../../stores/store';

export function useWatchExports(): void {
  useEffect(() => useMc.getState().watchExports(), []);
}
