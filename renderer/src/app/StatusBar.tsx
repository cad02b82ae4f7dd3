/**
 * The status bar: arms made from control surfaces (while there are any), active account,
 * connection state, every other account's show ("Client B: 2 LIVE · 1 RECONNECTING", STALE
 * when its board is unread too long), clock offset and latency, the mode (Electron or web)
 * and a local + UTC clock — what a producer glances at before air.
 */
import { useEffect, useState } from 'react';
import { formatMs, toApiUtc } from '../../../shared/domain/format';
import type { ConnectionStatus } from '../../../shared/ipc/app';
import { StateTag } from '../components/StateTag';
import { ApiArms } from '../features/control/ApiArms';
import { PeopleArms } from '../features/session/PeopleArms';
import { Time } from '../components/Time';
import { activeProfile } from '../features/accounts/accounts-state';
import { otherShows } from '../features/live/show-words';
import { boardStale } from '../../../shared/domain/live/sessions';
import { useNow } from '../components/use-now';
import { RehearsalTag, useRehearsing } from '../features/sheets/rehearsal-look';
import { useMc } from '../stores/store';

export function connectionTag(c: ConnectionStatus | null) {
  if (c === null) return <StateTag state="off" word="NOT CHECKED" />;
  switch (c.state) {
    case 'ok':
      return <StateTag state="done" word="CONNECTED" />;
    case 'failing':
      return <StateTag state="failed" word="FAILING" extra={c.message ?? undefined} />;
    case 'retrying':
      return <StateTag state="connecting" word="RETRYING" extra={c.message ?? undefined} />;
    case 'offline':
      return <StateTag state="off" word="OFFLINE" extra={c.message ?? undefined} />;
    case 'unknown':
      return <StateTag state="off" word="NOT CHECKED" />;
  }
}

export function StatusBar() {
  const active = activeProfile(useMc((s) => s.accounts));
  const connection = useMc((s) => s.connection);
  const info = useMc((s) => s.appInfo);
  const mine = connection !== null && active !== null && connection.profileId === active.id ? connection : null;
  const rehearsing = useRehearsing();
  const snapshot = useMc((s) => s.live.snapshot);
  const accounts = useMc((s) => s.accounts);
  const now = useNow();
  // Never CONNECTED over an old board: reads stopped arriving, and the bar says so.
  const stale = snapshot !== null && boardStale(snapshot, now) ? snapshot.fetchedAt : null;
  const others = otherShows(useMc((s) => s.shows), accounts?.profiles ?? [], active?.id ?? null, now);
  return (
    <footer className="mc-statusbar" aria-label="Status">
      {/* On a narrow window whole items drop out from the end (mode, then when checked, …) and a long
          connection reason is cut short (in full on hover): the clock and the connection's state never give way. */}
      <div className="mc-statusbar__items">
        {/* A control surface's arms come first: the bar is always there, so they cover and move nothing. */}
        <ApiArms />
        <PeopleArms />
        {rehearsing ? (
          <span className="mc-statusbar__item">
            Account: <RehearsalTag /> <strong>mirror of {rehearsing.realName}</strong>
          </span>
        ) : (
          <span className="mc-statusbar__item">
            <span className="mc-swatch" style={{ background: active?.colour ?? 'transparent' }} aria-hidden="true" />
            Account: <strong>{active?.name ?? '—'}</strong>
            {active?.builtIn ? ' (sandbox)' : ''}
          </span>
        )}
        <span className="mc-statusbar__item mc-statusbar__item--connection" title={mine?.message ?? undefined}>
          Connection: {connectionTag(mine)}
        </span>
        {stale ? (
          <span className="mc-statusbar__item">
            Board: <StateTag state="stale" extra={<>no read since <Time value={stale} timeOnly /></>} />
          </span>
        ) : null}
        {others.map((o) => (
          <span key={o.profileId} className="mc-statusbar__item mc-statusbar__item--onair">
            <span className="mc-swatch" style={{ background: accounts?.profiles.find((p) => p.id === o.profileId)?.colour ?? 'transparent' }} aria-hidden="true" />
            {o.line}
            {o.stale ? <> · <StateTag state="stale" extra={o.readAt === null ? 'not read yet' : <>no read since <Time value={o.readAt} timeOnly /></>} /></> : null}
          </span>
        ))}
        <span className="mc-statusbar__item">
          Clock offset: <span className="num">{mine?.clockOffsetMs == null ? '—' : formatMs(mine.clockOffsetMs, { signed: true })}</span>
        </span>
        <span className="mc-statusbar__item">
          Latency: <span className="num">{mine?.latencyMs == null ? '—' : formatMs(mine.latencyMs)}</span>
        </span>
        {mine?.at ? (
          <span className="mc-statusbar__item">
            Checked <Time value={mine.at} timeOnly />
          </span>
        ) : null}
        {info ? <span className="mc-statusbar__item mc-statusbar__item--end">{info.mode === 'web' ? 'Web mode' : 'Desktop'} · v{info.version}</span> : null}
      </div>
      <Clock />
    </footer>
  );
}

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <span className="mc-statusbar__item mc-statusbar__clock">
      <Time value={now} timeOnly /> local · <span className="num">{toApiUtc(now).slice(11)}</span> UTC
    </span>
  );
}
