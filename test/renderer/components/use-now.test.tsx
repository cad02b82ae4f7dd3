/**
 * useNow is one clock for the page: components that began listening at different moments
 * still show the same time after every tick, so two views of one account's STALE never
 * disagree for a second.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useNow } from '../../../renderer/src/components/use-now';

function Clock({ name }: { name: string }) {
  return <output aria-label={name}>{useNow()}</output>;
}
const shown = (name: string): string => screen.getByRole('status', { name }).textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('ticks every view on the same instant, whenever each view began listening', () => {
  const first = render(<Clock name="first" />);
  act(() => vi.advanceTimersByTime(400));
  render(<Clock name="second" />);
  for (let tick = 0; tick < 5; tick++) {
    act(() => vi.advanceTimersByTime(300));
    expect(shown('second')).toBe(shown('first'));
  }
  // Both moved on with the clock, they did not just stand still together.
  const before = Number(shown('first'));
  act(() => vi.advanceTimersByTime(1000));
  expect(Number(shown('first'))).toBeGreaterThan(before);
  expect(shown('second')).toBe(shown('first'));
  first.unmount();
});

it('a view opened after the page stood idle starts from the time now, not the last tick', () => {
  const idle = render(<Clock name="idle" />);
  idle.unmount();
  act(() => vi.advanceTimersByTime(60_000));
  render(<Clock name="later" />);
  expect(Number(shown('later'))).toBe(Date.now());
});
