/**
 * Stream users: who may publish to which stream (sevu.liststreamusers), filtered by app
 * and stream; remove one by id (from the grid) or by app + stream + user, arm-then-fire.
 */
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { StreamUser } from '../../../../shared/api/records';
import { ArmButton } from '../../components/ArmButton';
import { StateTag } from '../../components/StateTag';
import { DataGrid } from '../../components/DataGrid';
import { Field } from '../../components/Field';
import { ErrorLine } from '../../components/ResultLine';
import { StaleMark } from '../../components/Stale';
import { PartlyRead } from './PartlyRead';
import { useMc } from '../../stores/store';
import { streamUserGridColumns } from './columns';
import { useEnterOpens } from './enter-opens';
import { VIEWER_APPS } from './FilterBar';
import { AppOptions } from '../live/use-app-names';
import './viewers.css';
import { ValueOrDash } from '../../components/NoValue';

const userId = (u: StreamUser): string => String(u.streamuser_id);

export default function StreamUsersScreen() {
  const s = useMc();
  const list = s.viewersStreamUsers;
  useEffect(() => {
    if (useMc.getState().viewersStreamUsers.status === 'idle') void useMc.getState().loadStreamUsers();
  }, []);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    // A new search: a removed user's outcome belongs to the last one.
    if (s.viewersChosenUser?.removed) s.chooseStreamUser(null);
    void s.loadStreamUsers();
  };
  const choose = useCallback((u: StreamUser) => useMc.getState().chooseStreamUser(u), []);
  const onReady = useEnterOpens(choose);
  const f = s.viewersStreamUserFilter;
  return (
    <div className="mv-screen">
      <div className="mv-main">
        <div className="mv-head">
          <h1>Stream users</h1>
          <span className="mv-sub" title="API command: sevu.liststreamusers">users allowed to publish</span>
        </div>
        <form className="mv-filters" aria-label="Stream user filters" onSubmit={submit}>
          <Field label="App" list={VIEWER_APPS} autoComplete="off" value={f.app} onChange={(e) => s.setStreamUserFilter({ app: e.target.value })} />
          <AppOptions id={VIEWER_APPS} />
          <Field label="Stream" placeholder="e.g. cam_1" value={f.stream} onChange={(e) => s.setStreamUserFilter({ stream: e.target.value })} />
          <button type="submit" className="mc-btn mc-btn--primary" aria-busy={list.status === 'loading'}>
            {list.status === 'loading' ? 'Listing…' : 'List'}
          </button>
        </form>
        {list.error ? <ErrorLine error={list.error} /> : null}
        {list.stale && list.fetchedAt ? <StaleMark fetchedAt={list.fetchedAt} reason="showing the last list read" /> : null}
        <PartlyRead words={list.unreadable} />
        <div className="mv-grid-area">
          <DataGrid<StreamUser>
            label="Stream users"
            rows={list.rows}
            columns={streamUserGridColumns}
            getRowId={userId}
            emptyText="No stream users here. Check the app and stream, or clear them to list every user."
            notRead={list.error !== null && !list.stale}
            onRowClicked={choose}
            selectedId={s.viewersChosenUser === null ? null : userId(s.viewersChosenUser.user)}
            onReady={onReady}
          />
        </div>
      </div>
      <div className="mv-side">
        <ChosenUser />
        <RemoveByName />
      </div>
    </div>
  );
}

function ChosenUser() {
  const remove = useMc((s) => s.removeStreamUser);
  const chosen = useMc((s) => s.viewersChosenUser);
  const user = chosen?.user ?? null;
  return (
    <section className="mv-panel" aria-label="Stream user detail">
      <h2>Stream user</h2>
      {user === null ? (
        <p className="mv-note">Click a row to choose a user.</p>
      ) : (
        <>
          <dl className="mv-facts">
            <dt>Id</dt>
            <dd>{user.streamuser_id}</dd>
            <dt>App</dt>
            <dd><ValueOrDash record={user} field="app" value={user.app} /></dd>
            <dt>Stream</dt>
            <dd><ValueOrDash record={user} field="stream" value={user.stream} /></dd>
            <dt>User</dt>
            <dd><ValueOrDash record={user} field="user" value={user.user} /></dd>
            <dt>State</dt>
            <dd>{chosen?.removed ? <StateTag state="off" word="REMOVED" /> : <StateTag state="done" word="MAY PUBLISH" />}</dd>
          </dl>
          {/* Stays mounted once removed (disabled), so its DONE result stays in place (operator principle 2). */}
          <ArmButton
            key={user.streamuser_id}
            label="Remove stream user"
            consequence={`Press again to remove ${user.user ?? `user ${user.streamuser_id}`} — they can no longer publish to ${user.stream ?? 'this stream'}`}
            fire={() => remove({ streamuser_id: user.streamuser_id })}
            doneText={(m) => m}
            disabled={chosen?.removed === true}
          />
          {chosen?.removed ? <p className="mv-note">Removed: no longer in the list; choose another row.</p> : null}
        </>
      )}
    </section>
  );
}

function RemoveByName() {
  const remove = useMc((s) => s.removeStreamUser);
  const [t, setT] = useState({ app: '', stream: '', user: '' });
  const ready = t.app.trim() !== '' && t.stream.trim() !== '' && t.user.trim() !== '';
  const target = { app: t.app.trim(), stream: t.stream.trim(), user: t.user.trim() };
  return (
    <section className="mv-panel" aria-label="Remove by app, stream and user">
      <h2>Remove by name</h2>
      <p className="mv-note">For a user not listed here: all three are needed.</p>
      <Field label="User's app" value={t.app} onChange={(e) => setT({ ...t, app: e.target.value })} />
      <Field label="User's stream" value={t.stream} onChange={(e) => setT({ ...t, stream: e.target.value })} />
      <Field label="User name" value={t.user} onChange={(e) => setT({ ...t, user: e.target.value })} />
      <ArmButton
        label="Remove by name"
        consequence={`Press again to remove ${target.user || '…'} from ${target.app}/${target.stream}`}
        fire={() => remove(target)}
        doneText={(m) => m}
        disabled={!ready}
      />
    </section>
  );
}
