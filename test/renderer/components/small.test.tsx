import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../../../renderer/src/components/EmptyState';
import { Field } from '../../../renderer/src/components/Field';
import { StaleMark } from '../../../renderer/src/components/Stale';
import { StateTag } from '../../../renderer/src/components/StateTag';
import { Time } from '../../../renderer/src/components/Time';
import { formatLocal } from '../../../shared/domain/format';

describe('small components', () => {
  it('StateTag always carries a word, not only a colour', () => {
    const { container } = render(<StateTag state="failed" extra="wrong key" />);
    expect(container.textContent).toBe('✕FAILED· wrong key');
    expect(container.querySelector('[data-state="failed"]')).toBeTruthy();
  });

  it('Time shows local time with the UTC value on hover', () => {
    render(<Time value="2024-03-01 12:30:05" />);
    const local = formatLocal(new Date(Date.UTC(2024, 2, 1, 12, 30, 5)));
    const el = screen.getByText(local);
    expect(el.getAttribute('title')).toBe('2024-03-01 12:30:05 UTC');
    expect(el.getAttribute('datetime')).toBe('2024-03-01T12:30:05.000Z');
  });

  it('Time says never for the all-zero datetime', () => {
    render(<Time value="0000-00-00 00:00:00" />);
    expect(screen.getByText('never')).toBeTruthy();
  });

  it('StaleMark shows STALE with the time of the data', () => {
    const { container } = render(<StaleMark fetchedAt="2024-03-01T12:30:05Z" reason="offline" />);
    expect(container.textContent).toContain('STALE');
    expect(container.querySelector('time')?.getAttribute('title')).toBe('2024-03-01 12:30:05 UTC');
  });

  it('Field links its label and its specific error', () => {
    render(<Field label="Expires" utc error="use YYYY-MM-DD HH:MM" defaultValue="x" />);
    const input = screen.getByRole('textbox', { name: 'Expires (UTC)' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('use YYYY-MM-DD HH:MM').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('EmptyState says what to do', () => {
    render(<EmptyState title="No live streams on demo-origin/live." action="Start your encoder or pick another application." />);
    expect(screen.getByText('Start your encoder or pick another application.')).toBeTruthy();
  });
});
