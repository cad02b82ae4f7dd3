/**
 * Running a sheet: the standby cue large, with what it will do in words; GO fires it (a
 * destructive cue arms first, with its consequence and a countdown); every cue's
 * outcome in the board's states, the time it fired, its lateness against plan, and a
 * link to its Activity entry.
 */
import { useRef, useState } from 'react';
import { describeAction } from '../../../../shared/domain/sheets/describe';
import { planWords } from '../../../../shared/domain/sheets/plan';
import { SHORTCUTS, ariaShortcut } from '../../components/shortcut';
import { useMc } from '../../stores/store';
import { Outcome } from './CueOutcome';
import { serviceNames } from './cue-words';
import { cueBlock } from './guard-words';
import { RehearsalPanel } from './RehearsalPanel';
import { useRehearsing } from './rehearsal-look';
import { GO_KEYS, useGoKey, useRunKeys } from './use-run-keys';

export function RunView() {
  const run = useMc((s) => s.sheets.run)!;
  const services = useMc((s) => s.sheets.services);
  const names = serviceNames(services);
  const rehearsing = useRehearsing();
  const [goKey, setGoKey] = useGoKey();
  const [jump, setJump] = useState('');
  const jumpField = useRef<HTMLInputElement>(null);
  const { sheet, state } = run;
  const i = state.standby;
  const cue = i === null ? null : sheet.cues[i]!;
  const words = cue === null ? '' : describeAction(cue.action, { n: i! + 1, label: cue.label }, names);
  const armed = state.armed !== null && state.armed.index === i;
  const consequence = armed ? `Press GO again: ${words}` : null;
  useRunKeys(goKey, consequence, jumpField);
  const fired = i !== null && (state.cues[i]!.phase === 'firing' || state.cues[i]!.phase === 'done');
  const check = useMc((s) => s.sheets.check);
  const blocked = cue === null ? null : cueBlock(check, cue.id);
  const press = useMc.getState().runPress;
  const left = armed ? Math.max(0, Math.ceil((state.armed!.until - Date.now()) / 1000)) : 0;
  return (
    <div className="sh-run">
      {rehearsing ? <RehearsalPanel on={rehearsing} /> : null}
      <section className={`sh-standby${armed ? ' sh-standby--armed' : ''}`} aria-label="Standby">
        {cue === null ? <p className="sh-standby__label">End of the sheet: every cue has had its turn.</p> : (
          <>
            <div className="sh-standby__tag">STANDBY · cue {i! + 1} of {sheet.cues.length}{cue.plan ? ` · ${planWords(cue.plan)}` : ''}</div>
            <div className="sh-standby__label">{cue.label || '(no label)'}</div>
            <div className="sh-standby__what">{words}</div>
            {cue.notes ? <div className="mc-hint">{cue.notes}</div> : null}
            {blocked ? <div className="sh-problem" role="status">⚠ {blocked}</div> : null}
            {fired ? <div className="sh-problem">This cue was already fired in this run; it is never sent twice. Skip or jump to go on.</div> : null}
          </>
        )}
        <div className="sh-controls">
          <button
            type="button"
            className={`mc-btn sh-go ${armed ? 'mc-btn--armed' : 'mc-btn--primary'}`}
            aria-keyshortcuts={ariaShortcut(goKey)}
            aria-disabled={cue === null || fired || blocked !== null || undefined}
            aria-label={armed ? `${consequence} (${left} s)` : 'GO'}
            data-armed={armed || undefined}
            onClick={() => press({ type: 'go', now: Date.now() })}
          >
            {armed ? `⚠ ${consequence}` : 'GO'}
            {armed ? <span className="mc-countdown" aria-hidden="true">{left} s</span> : <kbd className="mc-kbd" aria-hidden="true">{goKey}</kbd>}
          </button>
          <button type="button" className="mc-btn" aria-keyshortcuts={ariaShortcut(SHORTCUTS.sheetBack.keys)} onClick={() => press({ type: 'back' })}>Back<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.sheetBack.keys}</kbd></button>
          <button type="button" className="mc-btn" aria-keyshortcuts={ariaShortcut(SHORTCUTS.sheetSkip.keys)} onClick={() => press({ type: 'skip' })}>Skip<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.sheetSkip.keys}</kbd></button>
          <form className="sh-row" onSubmit={(e) => { e.preventDefault(); press({ type: 'jump', index: Number(jump) - 1 }); setJump(''); jumpField.current?.blur(); }}>
            <label className="mc-inline">
              Jump to cue<kbd className="mc-kbd" aria-hidden="true">{SHORTCUTS.sheetJump.keys}</kbd>
              <input ref={jumpField} className="mc-input sh-short" inputMode="numeric" value={jump} onChange={(e) => setJump(e.target.value)} aria-keyshortcuts={ariaShortcut(SHORTCUTS.sheetJump.keys)} />
            </label>
          </form>
          <label className="mc-inline">
            GO key
            <select className="mc-select" value={goKey} onChange={(e) => setGoKey(e.target.value)}>
              {GO_KEYS.map((k) => <option key={k}>{k}</option>)}
            </select>
          </label>
        </div>
      </section>
      <table className="sh-table" aria-label="Cues and outcomes">
        <colgroup>
          <col className="sh-c-n" />
          <col className="sh-c-cue" />
          <col className="sh-c-what" />
          <col className="sh-c-fired" />
          <col className="sh-c-plan" />
          <col />
        </colgroup>
        <thead>
          <tr><th>#</th><th>Cue</th><th>What</th><th>Fired</th><th>Against plan</th><th>Outcome</th></tr>
        </thead>
        <tbody>
          {sheet.cues.map((c, n) => (
            <tr key={c.id} aria-current={n === i ? 'step' : undefined} className={n === i ? 'sh-now' : undefined}>
              <td>{n + 1}</td>
              <td>{c.label}</td>
              <td>
                {describeAction(c.action, { n: n + 1, label: c.label }, names)}
                {cueBlock(check, c.id) !== null ? <div className="sh-problem">⚠ waits for you: not accepted or a secret not entered on this machine</div> : null}
              </td>
              <Outcome
                run={state.cues[n]!}
                startedAt={state.startedAt}
                plan={c.plan}
                check={c.action?.kind === 'geo' ? { name: `Check cue ${n + 1}: set the same countries again and read the answer`, run: () => void useMc.getState().checkGeoCue(n) } : undefined}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
