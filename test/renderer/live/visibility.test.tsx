import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePauseWhenHidden } from '../../../renderer/src/features/live/use-live-events';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';
import { snapshot } from './fixtures';

function Probe() {
  usePauseWhenHidden();
  return null;
}

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('polling pauses while the window is hidden', () => {
  it('tells main to pause when hidden and to resume when shown', async () => {
    const fake = installFake().on('live.watch', (input) => ({ ok: true, value: snapshot({ paused: Boolean((input as { paused?: boolean }).paused) }) }));
    useMc.setState((s) => ({ live: { ...s.live, snapshot: snapshot() } }));
    render(<Probe />);
    await act(async () => setHidden(true));
    await act(async () => setHidden(false));
    expect(fake.callsTo('live.watch')).toEqual([
      { target: { app: 'demo-origin', inst: 'live' }, intervalMs: undefined, paused: true },
      { target: { app: 'demo-origin', inst: 'live' }, intervalMs: undefined, paused: false },
    ]);
  });
});
