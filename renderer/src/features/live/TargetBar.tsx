/**
 * Which application/instance the Live screen watches, how often it polls, and when the
 * data shown was fetched. The last target is remembered on this machine.
 */
import { type FormEvent, useRef, useState } from 'react';
import { DEFAULT_POLL_MS } from '../../../../shared/domain/live/sessions';
import { SHORTCUTS, useShortcut } from '../../components/shortcut';
import { usePaletteAction } from '../../app/palette/use-palette';
import { StaleMark } from '../../components/Stale';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import { useMc } from '../../stores/store';
import { useAppNames } from './use-app-names';

const INTERVALS = [2000, 5000, 10_000, 30_000, 60_000];
const TARGET_KEY = 'mc.live.target';

export function rememberedTarget(): { app: string; inst: string } {
  try {
    const t = JSON.parse(localStorage.getItem(TARGET_KEY) ?? 'null') as { app?: unknown; inst?: unknown } | null;
    if (t && typeof t.app === 'string' && typeof t.inst === 'string') return { app: t.app, inst: t.inst };
  } catch {
    // a damaged entry is simply forgotten
  }
  return { app: '', inst: 'live' };
}

export function TargetBar() {
  const snapshot = useMc((s) => s.live.snapshot);
  const watchError = useMc((s) => s.live.watchError);
  const stale = useMc((s) => s.live.sessionsStale);
  const liveWatch = useMc((s) => s.liveWatch);
  const [app, setApp] = useState(() => snapshot?.target?.app ?? rememberedTarget().app);
  const [inst, setInst] = useState(() => snapshot?.target?.inst ?? rememberedTarget().inst);
  const apps = useAppNames();
  const appField = useRef<HTMLInputElement>(null);
  const interval = snapshot?.intervalMs ?? DEFAULT_POLL_MS;
  const submit = (e?: FormEvent): void => {
    e?.preventDefault();
    if (app.trim() === '' || inst.trim() === '') return;
    localStorage.setItem(TARGET_KEY, JSON.stringify({ app: app.trim(), inst: inst.trim() }));
    void liveWatch({ target: { app: app.trim(), inst: inst.trim() } });
  };
  // The watch key watches what is entered; with nothing entered yet it goes to the field.
  const watch = (): void => (app.trim() === '' ? appField.current?.focus() : submit());
  useShortcut(SHORTCUTS.watch.keys, watch);
  usePaletteAction({ label: 'Watch', detail: app.trim() ? `${app.trim()}/${inst.trim()}` : undefined, shortcut: SHORTCUTS.watch.keys, run: watch });
  return (
    <form className="lv-target" onSubmit={submit} aria-label="Target to watch">
      <label className="lv-inline">
        Application
        <input ref={appField} className="mc-input" value={app} onChange={(e) => setApp(e.target.value)} placeholder="demo-origin" list="lv-apps" required />
        <datalist id="lv-apps">{apps.map((a) => <option key={a} value={a} />)}</datalist>
      </label>
      <label className="lv-inline">
        Instance
        <input className="mc-input lv-short" value={inst} onChange={(e) => setInst(e.target.value)} required />
      </label>
      <button type="submit" className="mc-btn mc-btn--primary" aria-keyshortcuts={SHORTCUTS.watch.keys}>
        Watch<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.watch.keys}</kbd>
      </button>
      <label className="lv-inline">
        Refresh every
        <select className="mc-input mc-select" value={interval} onChange={(e) => void liveWatch({ intervalMs: Number(e.target.value) })}>
          {INTERVALS.map((ms) => (
            <option key={ms} value={ms}>{ms / 1000} s</option>
          ))}
        </select>
      </label>
      <span className="lv-status" aria-live="polite">
        {snapshot?.paused ? <StateTag state="off" word="PAUSED" extra="window hidden" /> : null}
        {stale && snapshot?.fetchedAt ? <StaleMark fetchedAt={snapshot.fetchedAt} reason={`showing the last answer — ${snapshot.pollError ?? 'no fresh data'}`} /> : null}
        {!stale && snapshot?.fetchedAt ? (
          <span>Last refreshed <Time value={snapshot.fetchedAt} timeOnly /></span>
        ) : null}
        {!stale && snapshot?.pollError && snapshot.fetchedAt ? <StateTag state="stale" extra={`refresh failed: ${snapshot.pollError}`} /> : null}
        {!stale && snapshot?.pollError && !snapshot.fetchedAt ? <StateTag state="failed" extra={`could not read the streams: ${snapshot.pollError}`} /> : null}
        {watchError ? <StateTag state="failed" extra={watchError.message} /> : null}
      </span>
    </form>
  );
}
