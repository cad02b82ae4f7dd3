/**
 * The Reports screen: Usage, Database, CDN hits, Servers — each a chart above a table.
 * Tabs follow the WAI-ARIA tabs pattern (arrow keys move between tabs).
 * Usage loads when the screen opens; the other reports wait for their picks.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import CdnTab from './CdnTab';
import DatabaseTab from './DatabaseTab';
import ServersTab from './ServersTab';
import UsageTab from './UsageTab';
import './reports.css';

const TABS = [
  { id: 'usage', label: 'Usage', Panel: UsageTab },
  { id: 'database', label: 'Database', Panel: DatabaseTab },
  { id: 'cdn', label: 'CDN hits', Panel: CdnTab },
  { id: 'servers', label: 'Servers', Panel: ServersTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function ReportsScreen() {
  const [tab, setTab] = useState<TabId>('usage');
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]?.id ?? 'usage');
    buttons.current[next]?.focus();
  };
  // Only the chosen panel is mounted: grids and charts size themselves when visible.
  const active = TABS.find((t) => t.id === tab) ?? TABS[0];
  return (
    <div className="mc-screen rp-screen">
      <header className="rp-header">
        <h1>Reports</h1>
        <div role="tablist" aria-label="Reports" className="rp-tabs">
          {TABS.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              id={`rp-tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={t.id === tab}
              aria-controls={`rp-panel-${t.id}`}
              tabIndex={t.id === tab ? 0 : -1}
              className="rp-tab"
              onClick={() => setTab(t.id)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {t.label}
            </button>
          ))}
        </div>
      </header>
      <section role="tabpanel" id={`rp-panel-${active.id}`} aria-labelledby={`rp-tab-${active.id}`} className="rp-panel">
        <active.Panel />
      </section>
    </div>
  );
}
