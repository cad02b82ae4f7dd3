/**
 * Which application/instance the Live screen watches, how often it polls, and when the
 * data shown was fetched. The last target is remembered on this machine, per account; the
 * application field offers the account's applications and starts with the last one used.
 */
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { DEFAULT_POLL_MS } from '../../../../shared/domain/live/sessions';
import { SHORTCUTS, useShortcut } from '../../components/shortcut';
import { usePaletteAction } from '../../app/palette/use-palette';
import { focusGridFilter } from '../../app/global-keys';
import { StaleMark } from '../../components/Stale';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import { useNow } from '../../components/use-now';
import { useMc } from '../../stores/store';
import { lastUsed, rememberNames } from '../../stores/recent-names';
import { ShowClockLine } from '../clock/ShowClockLine';
import { AppOptions } from './use-app-names';
import { type BarLine, barLine } from './read-failure';
import './hold-still.css';

const INTERVALS = [2000, 5000, 10_000, 30_000, 60_000];
const TARGET_KEY = 'mc.live.target';
/** The Live screen's one list of the account's applications (read once), for every application field on it. */
export const LIVE_APPS = 'lv-apps';

type Targets = Record<string, { app?: unknown; inst?: unknown } | undefined>;

function readTargets(): Targets {
  try {
    const t = JSON.parse(localStorage.getItem(TARGET_KEY) ?? '{}') as unknown;
    return typeof t === 'object' && t !== null ? (t as Targets) : {};
  } catch {
    return {}; // a damaged entry is simply forgotten
  }
}

/** The target last watched on this account (one account's target never opens on another); app '' when none. */
export function rememberedTarget(profileId: string | null): { app: string; inst: string } {
  const t = profileId === null ? undefined : readTargets()[profileId];
  if (t && typeof t.app === 'string' && typeof t.inst === 'string') return { app: t.app, inst: t.inst };
  return { app: '', inst: 'live' };
}

function rememberTarget(profileId: string | null, target: { app: string; inst: string }): void {
  if (profileId === null) return;
  rememberNames(profileId, 'app', [target.app]);
  try {
    localStorage.setItem(TARGET_KEY, JSON.stringify({ ...readTargets(), [profileId]: target }));
  } catch {
    // storage unavailable: the watch still runs
  }
}

/**
 * An application name holds no "/": in the Application field (where Alt+W leaves focus) the
 * key is the filter's, as everywhere else, and never typed.
 */
function slashLeaves(e: KeyboardEvent<HTMLInputElement>): void {
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
  e.preventDefault();
  e.stopPropagation();
  focusGridFilter();
}

export function TargetBar() {
  const snapshot = useMc((s) => s.live.snapshot);
  const watchError = useMc((s) => s.live.watchError);
  const line = barLine(useMc((s) => s.live), useNow());
  const liveWatch = useMc((s) => s.liveWatch);
  const account = useMc((s) => s.accountScope.profileId);
  // Nothing watched here yet: the application last used anywhere on this account (Geo, Reports…).
  const [app, setApp] = useState(() => snapshot?.target?.app ?? (rememberedTarget(account).app || lastUsed(account, 'app')));
  const [inst, setInst] = useState(() => snapshot?.target?.inst ?? rememberedTarget(account).inst);
  const appField = useRef<HTMLInputElement>(null);
  const interval = snapshot?.intervalMs ?? DEFAULT_POLL_MS;
  const submit = (e?: FormEvent): void => {
    e?.preventDefault();
    if (app.trim() === '' || inst.trim() === '') return;
    rememberTarget(account, { app: app.trim(), inst: inst.trim() });
    void liveWatch({ target: { app: app.trim(), inst: inst.trim() } });
  };
  // The watch key watches what is entered; with nothing entered yet it goes to the field.
  const watch = (): void => (app.trim() === '' ? appField.current?.focus() : submit());
  useShortcut(SHORTCUTS.watch.keys, watch);
  usePaletteAction({ label: 'Watch', detail: app.trim() ? `${app.trim()}/${inst.trim()}` : undefined, shortcut: SHORTCUTS.watch.keys, run: watch });
  return (
    <form className="lv-target" onSubmit={submit} aria-label="Target to watch">
      <label className="mc-inline">
        Application
        <input ref={appField} className="mc-input" value={app} onChange={(e) => setApp(e.target.value)} onKeyDown={slashLeaves} list={LIVE_APPS} autoComplete="off" required />
        <AppOptions id={LIVE_APPS} />
      </label>
      <label className="mc-inline">
        Instance
        <input className="mc-input lv-short" value={inst} onChange={(e) => setInst(e.target.value)} required />
      </label>
      <button type="submit" className="mc-btn mc-btn--primary" aria-keyshortcuts={SHORTCUTS.watch.keys}>
        Watch<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.watch.keys}</kbd>
      </button>
      <label className="mc-inline">
        Refresh every
        <select className="mc-input mc-select" value={interval} onChange={(e) => void liveWatch({ intervalMs: Number(e.target.value) })}>
          {INTERVALS.map((ms) => (
            <option key={ms} value={ms}>{ms / 1000} s</option>
          ))}
        </select>
      </label>
      <span className="lv-status" aria-live="polite">
        <ShowClockLine compact />
        <BarState line={line} />
        {watchError ? <StateTag state="failed" extra={watchError.message} /> : null}
      </span>
    </form>
  );
}

/** The watch read's state, with its full reason: the one place the Live screen writes it out (read-failure.ts). */
function BarState({ line }: { line: BarLine }) {
  switch (line.kind) {
    case 'quiet':
      return null;
    case 'fresh':
      return <span>Last refreshed <Time value={line.fetchedAt} timeOnly /></span>;
    case 'stale':
      return <StaleMark fetchedAt={line.fetchedAt} reason="no read since then — the board may be out of date" />;
    case 'cached':
      return <StaleMark fetchedAt={line.fetchedAt} reason={`showing the last answer — ${line.reason}`} />;
    case 'refresh-failed':
      return (
        <>
          <span>Last refreshed <Time value={line.fetchedAt} timeOnly /></span>
          <StateTag state="stale" extra={`refresh failed: ${line.reason}`} />
        </>
      );
    case 'never-read':
      return <StateTag state="failed" extra={`could not read the streams: ${line.reason}`} />;
  }
}
