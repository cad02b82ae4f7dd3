import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpcResult } from '../../../shared/ipc/define';
import { ActionButton } from '../../../renderer/src/components/ActionButton';
import { ArmButton } from '../../../renderer/src/components/ArmButton';
import { useMc } from '../../../renderer/src/stores/store';
import { installFake } from '../fake-bridge';

// An arm is told to main (the session slice: arms are shown to every person), so a bridge is there.
beforeEach(() => {
  installFake();
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ActionButton', () => {
  it('shows sending at once, then the result in place', async () => {
    const d = deferred<IpcResult<number>>();
    render(<ActionButton label="Test connection" shortcut="Ctrl+T" run={() => d.promise} doneText={(n) => `${n} ms`} />);
    const button = screen.getByRole('button', { name: 'Test connection' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+T');
    fireEvent.click(button);
    expect(screen.getByRole('status').textContent).toContain('SENDING');
    await act(async () => d.resolve({ ok: true, value: 42 }));
    expect(screen.getByRole('status').textContent).toContain('DONE');
    expect(screen.getByText('42 ms')).toBeTruthy();
  });

  it('says FAILED with the reason, and offers Check status on UNKNOWN', async () => {
    const check = vi.fn();
    const run = vi
      .fn<() => Promise<IpcResult<null>>>()
      .mockResolvedValueOnce({ ok: false, error: { kind: 'api_failure', code: '0100', message: 'Rejected by the server: no such stream (code 0100)', serverMessage: 'no such stream' } })
      .mockResolvedValueOnce({ ok: false, error: { kind: 'outcome_unknown', cause: 'timeout', message: 'Sent, but no clear answer came back: no answer arrived in time. It may or may not have been applied and was not resent — check status before sending again.' } });
    render(<ActionButton label="Split" run={run} onCheckStatus={check} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Split' })));
    expect(screen.getByText('Rejected by the server: no such stream (code 0100)')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Split' })));
    expect(screen.getByText(/Sent, but no clear answer came back/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(check).toHaveBeenCalledOnce();
  });

  it('runs from its shortcut key', async () => {
    const run = vi.fn(async (): Promise<IpcResult<null>> => ({ ok: true, value: null }));
    render(<ActionButton label="Split" shortcut="F9" run={run} />);
    await act(async () => fireEvent.keyDown(document, { key: 'F9' }));
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('ArmButton', () => {
  const timing = { windowMs: 4000, minGapMs: 0 };

  it('arms on the first press, says the consequence and counts down; fires on the second', async () => {
    const fire = vi.fn(async (): Promise<IpcResult<null>> => ({ ok: true, value: null }));
    render(<ArmButton label="Disconnect all" consequence="Press again to disconnect all 6 pushes" fire={fire} timing={timing} />);
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect all' }));
    const armed = screen.getByRole('button', { name: /Press again to disconnect all 6 pushes, 4 s/ });
    expect(fire).not.toHaveBeenCalled();
    expect(Object.values(useMc.getState().armed)).toEqual(['Press again to disconnect all 6 pushes']);
    await act(async () => fireEvent.click(armed));
    expect(fire).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toContain('DONE');
    expect(useMc.getState().armed).toEqual({});
  });

  it('Esc disarms, and so does a click elsewhere', () => {
    const fire = vi.fn();
    render(
      <div>
        <ArmButton label="Revoke" consequence="Press again to revoke ticket 7" fire={fire} timing={timing} />
        <p>elsewhere</p>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(fire).not.toHaveBeenCalled();
  });

  it('disarms when the window runs out', () => {
    vi.useFakeTimers();
    try {
      const fire = vi.fn();
      render(<ArmButton label="Revoke" consequence="Press again to revoke" fire={fire} timing={timing} />);
      fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
      act(() => vi.advanceTimersByTime(2100));
      expect(screen.getByRole('button', { name: /Press again to revoke, 2 s/ })).toBeTruthy();
      act(() => vi.advanceTimersByTime(2000));
      fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
      expect(fire).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('disarms when the shell calls disarmAll (account switch)', () => {
    render(<ArmButton label="Revoke" consequence="Press again to revoke" fire={vi.fn()} timing={timing} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    act(() => useMc.getState().disarmAll());
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeTruthy();
  });

  it('tells the screen when it arms and disarms (Esc), so a preview can follow it', () => {
    const seen: boolean[] = [];
    render(<ArmButton label="Allow all" consequence="Press again to allow every country" fire={vi.fn()} timing={timing} onArmedChange={(a) => seen.push(a)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow all' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(seen).toEqual([false, true, false]);
  });
});
