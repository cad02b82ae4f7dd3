/**
 * The cues of the open sheet, in order: what each will do, its plan, and any problem the
 * check against the account found. A focused cue moves with Alt+↑/↓; cues can also be
 * dragged; each can be duplicated or deleted.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import { describeAction } from '../../../../shared/domain/sheets/describe';
import { localZone } from '../../../../shared/domain/sheets/zone';
import { isDestructive } from '../../../../shared/domain/sheets/schema';
import { useMc } from '../../stores/store';
import { CueGuard } from './CueGuard';
import { serviceNames } from './cue-words';
import { cueBlock } from './guard-words';
import { deleteCue, duplicateCue, moveCue } from './sheet-edit';
import { timingWords } from './timing-words';

export function CueList() {
  const draft = useMc((s) => s.sheets.draft)!;
  const check = useMc((s) => s.sheets.check);
  const services = useMc((s) => s.sheets.services);
  const names = serviceNames(services);
  const items = useRef<Array<HTMLLIElement | null>>([]);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const edit = useMc.getState().setDraft;
  const move = (from: number, to: number): void => {
    const next = moveCue(draft, from, to);
    if (next === draft) return;
    edit(next, 'move a cue');
    const at = next.cues.findIndex((c) => c.id === draft.cues[from]!.id);
    requestAnimationFrame(() => items.current[at]?.focus());
  };
  const onKey = (i: number) => (e: KeyboardEvent<HTMLLIElement>): void => {
    if (!e.altKey || e.target !== e.currentTarget) return;
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      move(i, e.key === 'ArrowUp' ? i - 1 : i + 1);
    }
  };
  if (draft.cues.length === 0) return <p className="mc-empty">No cues yet. Add the first one with the form: what it does, and when.</p>;
  return (
    <ol className="sh-cues" aria-label="Cues">
      {draft.cues.map((cue, i) => {
        const n = i + 1;
        const problems = check?.problems[cue.id] ?? [];
        const waiting = cueBlock(check, cue.id) !== null;
        return (
          <li
            key={cue.id}
            ref={(el) => {
              items.current[i] = el;
            }}
            tabIndex={0}
            className={`sh-cue${problems.length > 0 || waiting ? ' sh-cue--flagged' : ''}`}
            aria-label={`Cue ${n}: ${cue.label || 'no label'}`}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            draggable
            onDragStart={() => setDragFrom(i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragFrom !== null) move(dragFrom, i);
              setDragFrom(null);
            }}
            onKeyDown={onKey(i)}
          >
            <span className="sh-cue__n" aria-hidden="true">{n}</span>
            <div className="sh-cue__body">
              <div className="sh-cue__label">
                {cue.label || <em>(no label)</em>}
                {isDestructive(cue.action) ? <span className="sh-arms"> · arms first</span> : null}
              </div>
              {cue.plan ? <div className="mc-hint" data-testid="cue-timing">{timingWords(cue.plan, isDestructive(cue.action), Date.now(), localZone()).join(' · ')}</div> : null}
              <div>{describeAction(cue.action, { n, label: cue.label }, names)}</div>
              {cue.notes ? <div className="mc-hint">{cue.notes}</div> : null}
              {problems.map((p) => (
                <div key={p} className="sh-problem">⚠ {p}</div>
              ))}
              <CueGuard cueId={cue.id} n={n} />
              <span className="sh-cue__tools">
                <button type="button" className="mc-btn mc-btn--small" aria-label={`Move cue ${n} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>↑</button>
                <button type="button" className="mc-btn mc-btn--small" aria-label={`Move cue ${n} down`} disabled={i === draft.cues.length - 1} onClick={() => move(i, i + 1)}>↓</button>
                <button type="button" className="mc-btn mc-btn--small" aria-label={`Duplicate cue ${n}`} onClick={() => edit(duplicateCue(draft, i), 'duplicate a cue')}>Duplicate</button>
                <button type="button" className="mc-btn mc-btn--small" aria-label={`Delete cue ${n}`} onClick={() => edit(deleteCue(draft, i), 'delete a cue')}>Delete</button>
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
