/**
 * Go live: connect every destination selected on the board in parallel (stored mode,
 * optional source override, server tag where the service locks servers). Each answer
 * shows as its destination's state on the board. A destination already LIVE or
 * CONNECTING is refused, in words on its own row (gone when the row changes); a service
 * whose source is not the watched application arms first. The row holds still: the server
 * tag fields and the hint share the place reserved at its end.
 */
import { useState } from 'react';
import { refusal } from '../../../../shared/domain/live/board';
import { storedParams } from '../../../../shared/domain/live/connect-form';
import type { PushServiceView } from '../../../../shared/ipc/live';
import { ArmButton } from '../../components/ArmButton';
import { useHeldWhy } from '../session/use-role';
import { DOING } from '../../../../shared/domain/share/role-words';
import { SHORTCUTS, useShortcut } from '../../components/shortcut';
import { useMc } from '../../stores/store';
import { usePaletteAction } from '../../app/palette/use-palette';
import { foreignSources } from './live-state';
import { askNotifyOnce } from './notify';
import { LIVE_APPS } from './TargetBar';
import './hold-still.css';

export function GoLivePanel() {
  const target = useMc((s) => s.live.snapshot?.target ?? null);
  const selected = useMc((s) => s.live.selected);
  const rows = useMc((s) => s.live.services.rows);
  const goLive = useMc((s) => s.liveGoLive);
  const note = useMc((s) => s.liveNote);
  const [app, setApp] = useState('');
  const [stream, setStream] = useState('');
  const [tags, setTags] = useState<Record<number, string>>({});
  const [origin, setOrigin] = useState('');
  const chosen = (rows ?? []).filter((r) => selected.includes(r.push_service_id));
  const locked = chosen.filter((s) => s.lock_servers);
  const press = async () => {
    askNotifyOnce();
    const board = useMc.getState().live.snapshot?.board ?? [];
    // The words show on the row at once; main refuses the same ones too (nothing sent) and
    // records each in Activity as NOT SENT, so every press is on the record.
    for (const id of selected) {
      const row = board.find((d) => d.key === `svc:${id}`);
      const words = refusal(row);
      if (words !== null && row) note({ kind: 'row', key: row.key, text: words, at: Date.now(), holds: { [row.key]: [row.state] } });
    }
    if (!target || selected.length === 0) return { ok: true as const, value: null };
    const byId = new Map(chosen.map((s) => [s.push_service_id, s]));
    const connects = selected.map((id) => {
      const s = byId.get(id);
      return storedParams({ push_service_id: id, inst: target.inst, app, stream, server_tag: s?.lock_servers ? (tags[id] ?? defaultTag(s)) : undefined, origin_url: origin });
    });
    await goLive(connects);
    return { ok: true as const, value: null };
  };
  const held = useHeldWhy('operate', DOING.goLive);
  const why = held ?? (!target ? 'Watch an application first' : selected.length === 0 ? 'Tick destinations on the board to go live' : null);
  const foreign = target ? foreignSources(chosen, target, app) : [];
  return (
    <div className="lv-row lv-golive">
      <GoLiveButton count={selected.length} why={why} foreign={foreign} watched={target ? `${target.app}/${target.inst}` : ''} press={press} />
      {/* Overrides: empty keeps each service's stored source, said in words (a placeholder that reads as a value would lie). */}
      <label className="mc-inline">Source app override<input className="mc-input lv-short" value={app} onChange={(e) => setApp(e.target.value)} placeholder="as stored" list={LIVE_APPS} autoComplete="off" /></label>
      <label className="mc-inline">Source stream override<input className="mc-input lv-short" value={stream} onChange={(e) => setStream(e.target.value)} placeholder="as stored" /></label>
      {/* Rarely needed: folded so the row keeps its one line (nothing moves when it stays shut). */}
      <details className="lv-advanced">
        <summary>Advanced</summary>
        <label className="mc-inline">Origin for go live (optional)<input className="mc-input" value={origin} onChange={(e) => setOrigin(e.target.value)} placeholder="empty: the default origin" autoComplete="off" spellCheck={false} /></label>
      </details>
      <span className="lv-golive__end">
        {why ? <span className="lv-dim" title={why}>{why}</span> : null}
        {locked.map((s) => (
          <label key={s.push_service_id} className="mc-inline">
            Server tag for #{s.push_service_id}
            <select className="mc-input mc-select" value={tags[s.push_service_id] ?? defaultTag(s)} onChange={(e) => setTags({ ...tags, [s.push_service_id]: e.target.value })}>
              {[s.primary_server, s.backup_server].filter((t): t is string => Boolean(t)).map((t) => <option key={t} value={t}>{t}</option>)}
            </select>
          </label>
        ))}
      </span>
    </div>
  );
}

interface GoLiveButtonProps {
  count: number;
  why: string | null;
  foreign: string[];
  watched: string;
  press: () => Promise<{ ok: true; value: null }>;
}

/** Plain when every source is the watched application; armed (press again) when one is not. */
function GoLiveButton({ count, why, foreign, watched, press }: GoLiveButtonProps) {
  const label = `● Go live${count > 0 ? ` (${count})` : ''}`;
  if (foreign.length > 0) {
    return (
      <span className="mc-arm-box lv-golive__arm">
      <ArmButton
        label={label}
        consequence={`Press again: ${foreign.join(', ')} — not the watched ${watched}`}
        fire={press}
        shortcut={SHORTCUTS.goLive.keys}
        disabled={why !== null}
        hideResult
        palette={{ label: label.slice(2), unavailable: why }}
      />
      </span>
    );
  }
  return (
    <span className="mc-action">
      <GoLivePlain label={label} why={why} press={press} />
    </span>
  );
}

function GoLivePlain({ label, why, press }: { label: string; why: string | null; press: () => Promise<unknown> }) {
  const disabled = why !== null;
  const [busy, setBusy] = useState(false);
  const run = (): void => {
    if (disabled || busy) return;
    setBusy(true);
    void press().finally(() => setBusy(false));
  };
  useShortcut(SHORTCUTS.goLive.keys, run, !disabled);
  usePaletteAction({ label: label.slice(2), shortcut: SHORTCUTS.goLive.keys, unavailable: why, run });
  return (
    <button type="button" className="mc-btn mc-btn--primary lv-golive__btn" onClick={run} disabled={disabled} aria-busy={busy} aria-keyshortcuts={SHORTCUTS.goLive.keys}>
      {label}<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.goLive.keys}</kbd>
    </button>
  );
}

function defaultTag(s: PushServiceView): string {
  return s.primary_server ?? s.backup_server ?? '';
}
