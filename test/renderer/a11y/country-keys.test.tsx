/**
 * Geo's country list is one Tab stop (#49: every arm reachable by keyboard): Tab goes past
 * some 250 countries in one press, ↓/↑/Home/End move among them, Space ticks the focused one.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountryPicker } from '../../../renderer/src/features/live/CountryPicker';

function Picker() {
  const [codes, setCodes] = useState<string[]>([]);
  return <CountryPicker selected={codes} onChange={setCodes} rejected={[]} />;
}

describe('the country list from the keyboard', () => {
  it('has one Tab stop, moves with the arrows, Home and End, and ticks with Space', () => {
    render(<Picker />);
    const boxes = within(screen.getByRole('list', { name: 'Countries' })).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(200);
    expect(boxes.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    boxes[0]!.focus();
    fireEvent.keyDown(boxes[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(boxes[1]);
    expect(boxes.filter((b) => b.tabIndex === 0)).toEqual([boxes[1]]);
    fireEvent.keyDown(boxes[1]!, { key: 'End' });
    expect(document.activeElement).toBe(boxes.at(-1));
    fireEvent.keyDown(boxes.at(-1)!, { key: 'Home' });
    expect(document.activeElement).toBe(boxes[0]);
    fireEvent.keyDown(boxes[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(boxes[0]);
    fireEvent.click(boxes[0]!); // Space on a focused checkbox is its click
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
  });
});
