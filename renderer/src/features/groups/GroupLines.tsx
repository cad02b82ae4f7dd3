/**
 * Destination groups above the board: "Save as group" for the rows ticked on the board,
 * then one line per group with its members' states in words and its Go live and
 * Disconnect (armed first: one arm for the whole group). Every line has the same columns
 * of fixed width, and the words and answers change inside their own cells, so nothing
 * moves when a member's state changes; a new group's line is added below the save row,
 * never above the control the pointer is on.
 */
import { useRef, useState } from 'react';
import { type DestinationGroup, groupRunning, groupWords } from '../../../../shared/domain/groups/group';
import type { Destination } from '../../../../shared/domain/live/board';
import { groupReconnect } from '../../../../shared/domain/live/reconnect-by';
import { ActionButton } from '../../components/ActionButton';
import { ArmButton } from '../../components/ArmButton';
import { outcomeTitle } from '../../components/action-outcome';
import { ResultLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { useGroups } from './use-groups';
import '../live/reconnect-mark.css';
import './groups.css';

export function GroupLines() {
  useGroups();
  const list = useMc((s) => s.groups.list);
  return (
    <div className="gr-area" role="group" aria-label="Destination groups">
      <SaveRow />
      {list.map((g) => <GroupLine key={g.name} group={g} />)}
    </div>
  );
}

function SaveRow() {
  const selected = useMc((s) => s.live.selected);
  const saved = useMc((s) => s.groups.saved);
  const save = useMc((s) => s.groupsSave);
  const deleted = useMc((s) => s.groups.deleted);
  const undo = useMc((s) => s.groupsUndoRemove);
  const [name, setName] = useState('');
  const why = selected.length === 0 ? 'Tick destinations on the board first' : name.trim() === '' ? 'Name the group' : null;
  return (
    <div className="gr-line gr-line--save">
      <input className="mc-input gr-name-input" aria-label="New group name" placeholder="Group name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
      <ActionButton label={`Save as group (${selected.length})`} disabled={why !== null} hideResult run={async () => {
        const r = await save(name, selected);
        if (r.ok) setName('');
        return r;
      }} />
      <span className="gr-said lv-board__said">
        {saved.status !== 'idle' ? <ResultLine outcome={saved} /> : <span className="lv-dim">{why}</span>}
        {deleted ? <button type="button" className="mc-btn mc-btn--small" onClick={() => void undo()}>Undo delete</button> : null}
      </span>
    </div>
  );
}

/** The group's reconnect mark, in the same fixed box as a row's: ↻ when every member reconnects, ↻ n/m when some do. */
function GroupMark({ group, board }: { group: DestinationGroup; board: readonly Destination[] }) {
  const r = groupReconnect(group.destinations, board);
  if (r.on === 0) return <span className="lv-rc-mark gr-rc-mark" aria-hidden="true" />;
  return <span className="lv-rc-mark lv-rc-mark--on gr-rc-mark" role="img" aria-label={r.words} title={r.words} data-testid="group-reconnect-mark">{r.on === r.of ? '↻' : `↻${r.on}`}</span>;
}

function GroupLine({ group }: { group: DestinationGroup }) {
  const board = useMc((s) => s.live.snapshot?.board ?? []);
  const selected = useMc((s) => s.live.selected);
  const said = useMc((s) => s.groups.said[group.name]) ?? { status: 'idle' };
  const { groupsLive, groupsDisconnect, groupsSave, groupsRemove } = useMc.getState();
  const words = groupWords(group.destinations, board);
  const running = groupRunning(group.destinations, board);
  // The arm holds the members it showed: main refuses the fire if the group changed since.
  const armed = useRef<readonly number[]>(group.destinations);
  return (
    <div className="gr-line" role="group" aria-label={`Group ${group.name}`} data-group={group.name}>
      <span className="gr-name" title={group.name}><GroupMark group={group} board={board} />{group.name}</span>
      <span className="gr-members lv-dim" title={group.destinations.map((id) => `#${id}`).join(' ')}>{group.destinations.map((id) => `#${id}`).join(' ')}</span>
      <span className="gr-words" title={words} data-testid="group-words">{words}</span>
      <span className="gr-go"><ActionButton label={`● Go live ${group.name}`} title={`Go live: every member of group ${group.name}`} hideResult run={() => groupsLive(group.name)} palette={`Go live group ${group.name}`} /></span>
      <span className="mc-arm-box gr-disc"><ArmButton label="Disconnect" name={`Disconnect group ${group.name}`} consequence={`Press again to disconnect ${group.name} (${running} running)`}
        onArmedChange={(on) => { if (on) armed.current = group.destinations; }}
        fire={() => groupsDisconnect(group.name, armed.current)} hideResult palette={`Disconnect group ${group.name}`} /></span>
      <button type="button" className="mc-btn mc-btn--small" disabled={selected.length === 0} onClick={() => void groupsSave(group.name, selected)}
        title="Make the destinations ticked on the board this group's members">Set to ticked</button>
      <button type="button" className="mc-btn mc-btn--small" onClick={() => void groupsRemove(group.name)} aria-label={`Delete group ${group.name}`}>Delete</button>
      <span className="gr-said lv-board__said" title={outcomeTitle(said)}><ResultLine outcome={said} /></span>
    </div>
  );
}
