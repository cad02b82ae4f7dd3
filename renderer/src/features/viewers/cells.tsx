/** Small cell renderers of the Viewers grids: reason and state tags, times. */
import type { CustomCellRendererProps } from 'ag-grid-react';
import { reasonTone, type ReasonTone } from '../../../../shared/domain/viewers/reasons';
import { Time } from '../../components/Time';

const ICONS: Record<ReasonTone, string> = { ok: '✓', failed: '✕', warning: '⚠', neutral: '•' };

/** A coloured tag with an icon and the reason's own words. */
export function ReasonTag({ reason }: { reason: string }) {
  const tone = reasonTone(reason);
  return (
    <span className={`mc-tag mv-tone--${tone}`} data-tone={tone} title={reason || undefined}>
      <span className="mc-tag__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <span className="mc-tag__text">{reason || 'no reason given'}</span>
    </span>
  );
}

/** Ticket state: ACTIVE (usable) or REVOKED; unknown when the server left it out. */
export function ActiveTag({ active }: { active: boolean | null }) {
  if (active === null) return <span className="mc-tag mv-tone--neutral">? UNKNOWN</span>;
  return active ? (
    <span className="mc-tag mv-tone--ok">
      <span aria-hidden="true">✓</span> ACTIVE
    </span>
  ) : (
    <span className="mc-tag mv-tone--neutral">
      <span aria-hidden="true">○</span> REVOKED
    </span>
  );
}

export const ReasonCell = (p: CustomCellRendererProps<unknown, string>) => <ReasonTag reason={p.value ?? ''} />;
export const ActiveCell = (p: CustomCellRendererProps<unknown, boolean | null>) => <ActiveTag active={p.value ?? null} />;
export const TimeCell = (p: CustomCellRendererProps<unknown, string | null>) => <Time value={p.value ?? null} />;
