/**
 * The destination board: one row per destination of the account with its one state (the
 * reducer's, shared/domain/live/board.ts), then its controls. It holds still: rows keep
 * their order (by destination), a stopped row stays STOPPED a few seconds, and every row
 * keeps the same controls in the same places — a Disconnect that cannot be used now is
 * inactive (still focusable, same name), never replaced by another button.
 */
import type { Destination } from '../../../../shared/domain/live/board';
import { ArmButton } from '../../components/ArmButton';
import { EmptyState } from '../../components/EmptyState';
import { SHORTCUTS, useShortcut } from '../../components/shortcut';
import { NoValue } from '../../components/NoValue';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import { useMc } from '../../stores/store';
import { usePaletteAction } from '../../app/palette/use-palette';
import { runningPushCount } from './live-state';
import { OutageBanner } from './OutageBanner';
import { boardView } from './read-failure';
import { NotRead, Reading } from './ReadStates';
import { DEST_TAG } from './state-tag';

export function disconnectParams(row: Destination, app: string, inst: string) {
  const where = { app: row.app ?? app, inst: row.inst ?? inst };
  if (row.pushServiceId !== null) return { ...where, push_service_id: row.pushServiceId, ...(row.stream ? { stream: row.stream } : {}) };
  return { ...where, entry_name: row.entryName ?? '' };
}

const RUNNING = new Set(['live', 'connecting', 'failed', 'unknown']);

export function DestinationBoard() {
  const snapshot = useMc((s) => s.live.snapshot);
  const stale = useMc((s) => s.live.sessionsStale);
  const checkStatus = useMc((s) => s.liveCheckStatus);
  const disconnect = useMc((s) => s.liveDisconnect);
  const target = snapshot?.target;
  useShortcut(SHORTCUTS.checkStatus.keys, () => void checkStatus(), Boolean(target));
  usePaletteAction({ label: 'Check status', shortcut: SHORTCUTS.checkStatus.keys, unavailable: target ? null : 'Watch an application first', run: () => void checkStatus() });
  const view = boardView(useMc((s) => s.live));
  if (view.kind === 'unwatched' || !snapshot || !target) return <EmptyState title="No application watched." action="Enter an application and instance above and press Watch." />;
  const count = runningPushCount(snapshot);
  return (
    <div className={stale ? 'lv-sessions mc-stale-data' : 'lv-sessions'}>
      <div className="lv-row">
        <h3 className="lv-h3">Destinations of this account</h3>
        <button type="button" className="mc-btn mc-btn--small" onClick={() => void checkStatus()} aria-keyshortcuts={SHORTCUTS.checkStatus.keys}>
          Check status<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.checkStatus.keys}</kbd>
        </button>
        <ArmButton
          label="Disconnect all"
          consequence={`Press again to disconnect EVERY push on this account (${count} running)`}
          fire={() => disconnect({ app: target.app, inst: target.inst, entry_name: '*' })}
          doneText={(v) => v.message}
          onCheckStatus={() => void checkStatus()}
          shortcut={SHORTCUTS.disconnectAll.keys}
          palette
        />
      </div>
      {view.kind === 'rows' && view.outage ? <OutageBanner outage={view.outage} /> : null}
      {view.kind === 'not-read' ? (
        <NotRead since={view.failingSince} />
      ) : view.kind === 'reading' ? (
        <Reading target={view.target} />
      ) : view.empty ? (
        <EmptyState title="No destinations on this account yet." action="Add a stored push service, or connect one directly below." />
      ) : (
        <table className="lv-table lv-board" aria-label="Destinations">
          <colgroup><col className="lv-board__state" /><col /><col className="lv-board__source" /><col className="lv-board__since" /><col className="lv-board__actions" /></colgroup>
          <thead>
            <tr><th>State</th><th>Destination</th><th>Source</th><th>Live since</th><th>Actions</th></tr>
          </thead>
          <tbody>
            {snapshot.board.map((row) => <BoardRow key={row.key} row={row} app={target.app} inst={target.inst} />)}
          </tbody>
        </table>
      )}
    </div>
  );
}

function BoardRow({ row, app, inst }: { row: Destination; app: string; inst: string }) {
  const disconnect = useMc((s) => s.liveDisconnect);
  const retry = useMc((s) => s.liveRetry);
  const canRetry = useMc((s) => s.live.retryable[row.key] !== undefined);
  const checkStatus = useMc((s) => s.liveCheckStatus);
  const tag = DEST_TAG[row.state];
  // No application: the server gave none (or none readable) for this destination.
  const source = row.app ? `${row.app}${row.inst ? `/${row.inst}` : ''}${row.stream ? ` · ${row.stream}` : ''}` : <NoValue raw={row.app} />;
  return (
    <tr data-state={row.state} aria-label={row.label}>
      <td><StateTag state={tag.state} word={tag.word} /></td>
      <td>
        <div className="lv-reason--line" title={row.label}>{row.label}</div>
        {/* Always one line, also when empty: a reason coming or going never changes the row's height. */}
        <div className={row.state === 'failed' ? 'lv-reason lv-reason--failed lv-reason--line' : 'lv-reason lv-reason--line'} title={row.reason ?? undefined}>
          {row.reason ?? '\u00a0'}
        </div>
      </td>
      <td className="lv-mono">{source}</td>
      {/* Empty while not live: "since" is when the destination went live, nothing else. */}
      <td>{row.liveSince ? <Time value={row.liveSince} timeOnly /> : null}</td>
      <td>
        <div className="lv-actions">
          <ArmButton
            label="Disconnect"
            name={`Disconnect ${row.label}`}
            consequence="Press again to disconnect"
            fire={() => disconnect(disconnectParams(row, app, inst))}
            hideResult
            inactive={RUNNING.has(row.state) ? null : 'Nothing is running to this destination'}
          />
          {row.state === 'unknown' ? (
            <button type="button" className="mc-btn mc-btn--small" onClick={() => void checkStatus()} aria-label={`Check status of ${row.label}`}>Check</button>
          ) : (row.state === 'failed' || row.state === 'off') && canRetry ? (
            <button type="button" className="mc-btn mc-btn--small" onClick={() => void retry(row.key)} aria-label={`Retry ${row.label}`}>Retry</button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
