/**
 * Running push sessions of the watched instance: state first (a word, an icon, the
 * reason), then the controls. Disconnect one is a plain action; Disconnect all is
 * arm-then-fire and says it stops every push of the ACCOUNT (the spec's `*`), not only
 * the ones counted here.
 */
import type { SessionView } from '../../../../shared/domain/live/sessions';
import { ActionButton } from '../../components/ActionButton';
import { ArmButton } from '../../components/ArmButton';
import { EmptyState } from '../../components/EmptyState';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import { useMc } from '../../stores/store';
import { runningPushCount } from './live-state';
import { SESSION_TAG } from './state-tag';
import { NoValue } from '../../components/NoValue';

export function disconnectParams(row: SessionView, app: string, inst: string) {
  if (row.entryName) return { app, inst, entry_name: row.entryName };
  return { app, inst, push_service_id: row.pushServiceId ?? 0, ...(row.stream ? { stream: row.stream } : {}) };
}

export function SessionsTable() {
  const snapshot = useMc((s) => s.live.snapshot);
  const stale = useMc((s) => s.live.sessionsStale);
  const checkStatus = useMc((s) => s.liveCheckStatus);
  const disconnect = useMc((s) => s.liveDisconnect);
  const target = snapshot?.target;
  if (!snapshot || !target) return <EmptyState title="No application watched." action="Enter an application and instance above and press Watch." />;
  if (snapshot.fetchedAt === null) return <NotRead target={`${target.app}/${target.inst}`} why={snapshot.pollError} />;
  const count = runningPushCount(snapshot);
  return (
    <div className={stale ? 'lv-sessions mc-stale-data' : 'lv-sessions'}>
      <div className="lv-row">
        <h3 className="lv-h3">Running sessions on {target.app}/{target.inst}</h3>
        <ArmButton
          label="Disconnect all"
          consequence={`Press again to disconnect EVERY push on this account (${count} on ${target.app}/${target.inst})`}
          fire={() => disconnect({ app: target.app, inst: target.inst, entry_name: '*' })}
          doneText={(v) => v.message}
          onCheckStatus={checkStatus}
        />
      </div>
      {snapshot.sessions.length === 0 ? (
        <EmptyState title={`No push sessions on ${target.app}/${target.inst}.`} action="Select stored services and press Go live, or connect one directly." />
      ) : (
        <table className="lv-table" aria-label="Push sessions">
          <thead>
            <tr><th>State</th><th>Destination</th><th>Stream</th><th>Since</th><th>Actions</th></tr>
          </thead>
          <tbody>
            {snapshot.sessions.map((row) => (
              <SessionRow key={row.key} row={row} app={target.app} inst={target.inst} onCheck={checkStatus} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Nothing read yet: say so, never "no sessions" (that would claim a fact we do not know). */
export function NotRead({ target, why }: { target: string; why: string | null }) {
  return <EmptyState title={why ? `Could not read ${target}.` : `Reading ${target}…`} action={why ?? 'The first answer is on its way.'} />;
}

function SessionRow({ row, app, inst, onCheck }: { row: SessionView; app: string; inst: string; onCheck: () => void }) {
  const disconnect = useMc((s) => s.liveDisconnect);
  const dismiss = useMc((s) => s.liveDismiss);
  const running = row.origin === 'server' && row.state !== 'disconnected';
  return (
    <tr data-state={row.state}>
      <td>
        <StateTag state={SESSION_TAG[row.state]} />
        {/* The reason under the tag, not inside it: a server's sentence wraps there legibly in a narrow column. */}
        {row.reason ? <div className={row.state === 'failed' ? 'lv-reason lv-reason--failed' : 'lv-reason'}>{row.reason}</div> : null}
      </td>
      <td>{row.label}</td>
      <td>{row.stream ?? <NoValue raw={row.stream} />}</td>
      <td><Time value={row.since} timeOnly /></td>
      <td>
        {/* A flex box inside the cell: a flex td stops being a table cell and spills out of the table. */}
        <div className="lv-actions">
          {row.state === 'unknown' ? (
            <button type="button" className="mc-btn mc-btn--small" onClick={onCheck} aria-label={`Check status of ${row.label}`}>Check status</button>
          ) : null}
          {running ? (
            <ActionButton label="Disconnect" run={() => disconnect(disconnectParams(row, app, inst))} doneText={(v) => v.message} />
          ) : null}
          {row.origin === 'local' && row.state !== 'connecting' ? (
            <button type="button" className="mc-btn mc-btn--small" onClick={() => void dismiss(row.key)} aria-label={`Dismiss ${row.label}`}>Dismiss</button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
