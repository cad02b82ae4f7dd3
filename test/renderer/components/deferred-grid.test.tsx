/**
 * A deferred grid (components/DeferredGrid.tsx) holds its place until it is near the
 * viewport or the page is idle, then draws the real grid without suspending.
 */
import { act, render, screen } from '@testing-library/react';
import type { ColDef } from 'ag-grid-community';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredGrid } from '../../../renderer/src/components/DeferredGrid';

interface Row {
  id: string;
  name: string;
}
const columns: ColDef<Row>[] = [{ field: 'name' }];
const rows: Row[] = [{ id: 'a', name: 'cam_1' }];

/** An IntersectionObserver the test moves: `scrollNear()` reports every observed element on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element): void {
    this.targets.push(el);
  }
  disconnect(): void {
    this.targets.length = 0;
  }
  static scrollNear(): void {
    for (const o of FakeObserver.all) if (o.targets.length) o.callback(o.targets.map((target) => ({ isIntersecting: true, target })));
  }
}

let idle: (() => void)[] = [];

beforeEach(() => {
  FakeObserver.all = [];
  idle = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the grid code's dynamic import settle (the same module the test already holds). */
const settle = () => act(async () => void (await import('../../../renderer/src/components/DataGrid')));

describe('DeferredGrid', () => {
  it('holds the place of an off-screen grid, then draws it when scrolled near', async () => {
    render(<DeferredGrid label="Split ledger" rows={rows} columns={columns} getRowId={(r) => r.id} />);
    expect(screen.getByRole('status').textContent).toBe('Loading Split ledger…');
    await settle();
    expect(screen.queryByRole('region', { name: 'Split ledger' })).toBeNull();
    act(() => FakeObserver.scrollNear());
    expect(screen.getByRole('region', { name: 'Split ledger' })).toBeTruthy();
    expect((await screen.findAllByText('cam_1')).length).toBeGreaterThan(0);
  });

  it('draws an off-screen grid once the page is idle, with no scroll', async () => {
    render(<DeferredGrid label="Split ledger" rows={rows} columns={columns} getRowId={(r) => r.id} />);
    await settle();
    expect(screen.queryByRole('region', { name: 'Split ledger' })).toBeNull();
    expect(idle).toHaveLength(1);
    act(() => idle[0]!());
    expect(screen.getByRole('region', { name: 'Split ledger' })).toBeTruthy();
  });

  it('draws at once where nothing can tell it is off screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<DeferredGrid label="Split ledger" rows={rows} columns={columns} getRowId={(r) => r.id} />);
    await settle();
    expect(screen.getByRole('region', { name: 'Split ledger' })).toBeTruthy();
    expect(idle).toEqual([]);
  });
});
