import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValueOrDash } from '../../../renderer/src/components/NoValue';
import { Time } from '../../../renderer/src/components/Time';

describe('a missing or unreadable value', () => {
  it('shows "—" with the raw value the server sent on hover', () => {
    render(<ValueOrDash record={{ uses: null, unreadable: { uses: 'many' } }} field="uses" value={null} />);
    expect(screen.getByText('—').getAttribute('title')).toBe('The server sent: "many"');
  });

  it('an empty value is a dash that says what came', () => {
    render(<ValueOrDash value="" />);
    expect(screen.getByText('—').getAttribute('title')).toBe('The server sent: ""');
  });

  it('a readable value shows as itself', () => {
    render(<ValueOrDash record={{ app: 'demo-origin' }} field="app" value="demo-origin" />);
    expect(screen.getByText('demo-origin')).toBeTruthy();
  });

  it('a time shown as "—" carries what the server sent', () => {
    render(<Time value={null} never="—" />);
    expect(screen.getByText('—').getAttribute('title')).toBe('The server sent: null');
  });
});
