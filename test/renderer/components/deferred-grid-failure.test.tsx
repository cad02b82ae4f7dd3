/**
 * Grid code that cannot load stops the screen in words (its error boundary), instead of a
 * deferred grid that says "Loading…" for ever (components/grid-deferral.ts).
 */
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredGrid } from '../../../renderer/src/components/DeferredGrid';

vi.mock('../../../renderer/src/components/DataGrid', () => {
  throw new Error('the grid chunk is gone');
});

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p role="alert">{this.state.error}</p>;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('DeferredGrid whose code cannot load', () => {
  it("reaches the screen's error boundary", async () => {
    vi.stubGlobal('IntersectionObserver', undefined); // on screen: it asks for its code at once
    const original = console.error;
    console.error = () => {}; // React logs the caught error; the test reads the page instead
    try {
      render(
        <Boundary>
          <DeferredGrid label="Split ledger" rows={[]} columns={[]} getRowId={() => ''} />
        </Boundary>,
      );
      // vitest words a failed mocked import its own way; what matters is that the boundary has it.
      expect((await screen.findByRole('alert')).textContent).toMatch(/mock/);
      expect(screen.queryByText('Loading Split ledger…')).toBeNull();
    } finally {
      console.error = original;
    }
  });
});
