/**
 * Geo — the allowed countries of an application, or of a stream / VOD path in it.
 * Preview against the last apply from this console; apply or allow all, both arm-then-fire
 * with Was/Becomes in the preview while armed.
 * Codes the server rejects are marked where they were chosen. Choosing a target starts
 * the selection from THAT target's last applied set, never the previous target's codes — or,
 * when the screen opens with a proposal from the attempt insights, from the proposed set,
 * with Was / Becomes shown until it is applied or another target is chosen.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type GeoApplied, type GeoTarget, geoTargetLabel } from '../../../../shared/domain/live/geo';
import { type GeoProposal, proposalNote, proposedCodes } from '../../../../shared/domain/insights/geo-proposal';
import type { IpcResult } from '../../../../shared/ipc/define';
import type { GeoApplyValue } from '../../../../shared/ipc/live';
import { ErrorLine } from '../../components/ResultLine';
import { useMc } from '../../stores/store';
import { CountryPicker } from './CountryPicker';
import { GeoApplyArea } from './GeoApplyArea';
import { lastAppliedNote, startingSelection } from './geo-state';
import { lastUsed, rememberNames } from '../../stores/recent-names';
import { AppOptions } from './use-app-names';

export default function GeoScreen() {
  const account = useMc((s) => s.accountScope.profileId);
  // A proposal from the attempt insights opens the screen on its target; cleared once
  // mounted (not while rendering: a render can be dropped and run again).
  const [proposal, setProposal] = useState<GeoProposal | null>(() => useMc.getState().geoProposal);
  useEffect(() => useMc.getState().clearGeoProposal(), []);
  const [form, setForm] = useState(() => ({ app: proposal?.target.app ?? lastUsed(account, 'app'), stream: proposal?.target.stream ?? '' }));
  const [target, setTarget] = useState<GeoTarget | null>(() => proposal?.target ?? null);
  const [selected, setSelected] = useState<string[]>([]);
  // While a button is armed, the preview shows what its second press would do.
  const [armed, setArmed] = useState<'apply' | 'allow' | null>(null);
  const armedAs = (which: 'apply' | 'allow') => (on: boolean) => setArmed((a) => (on ? which : a === which ? null : a));
  const { last, setLast, loadError } = useLastApplied(target, (codes) => setSelected(proposal ? proposedCodes(proposal) : codes));
  const geoApply = useMc((s) => s.geoApply);
  // The selection is the one source of Becomes and Apply: once edited by hand it is no longer the proposal, so its note goes.
  const pickByHand = (codes: string[]): void => {
    setSelected(codes);
    setProposal(null);
  };
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (form.app.trim() === '') return;
    rememberNames(account, 'app', [form.app]);
    setProposal(null);
    setTarget({ app: form.app.trim(), ...(form.stream.trim() ? { stream: form.stream.trim() } : {}) });
  };
  const remember = (r: IpcResult<GeoApplyValue>): IpcResult<GeoApplyValue> => {
    if (r.ok) {
      setLast(r.value.applied);
      setProposal(null);
    }
    return r;
  };
  const label = target ? geoTargetLabel(target) : '';
  return (
    <div className="lv-screen">
      <h1 className="lv-h1">Geo</h1>
      <GeoTargetForm form={form} setForm={setForm} onSubmit={submit} label={target ? label : null} />
      {loadError ? <ErrorLine error={loadError} /> : null}
      {target ? (
        <div className="lv-geo">
          <section className="lv-area" aria-labelledby="geo-pick">
            <h2 id="geo-pick" className="lv-h2">Allowed countries</h2>
            <p className="lv-dim" role="status">{lastAppliedNote(last, label, loadError !== null)}</p>
            {proposal ? <p role="status">{proposalNote(proposal)}</p> : null}
            <CountryPicker selected={selected} onChange={pickByHand} rejected={last?.invalidCodes ?? []} />
          </section>
          <GeoApplyArea
            label={label}
            last={last}
            selected={selected}
            showsNext={armed !== null || proposal !== null}
            armed={armed}
            armedAs={armedAs}
            apply={async (change) => remember(await geoApply({ ...target, ...change }))}
          />
        </div>
      ) : null}
    </div>
  );
}

type GeoForm = { app: string; stream: string };

/** The target's two fields, Choose target, and which target is being edited. */
function GeoTargetForm(p: { form: GeoForm; setForm: (f: GeoForm) => void; onSubmit: (e: FormEvent) => void; label: string | null }) {
  const { form, setForm } = p;
  return (
    <form className="lv-target" onSubmit={p.onSubmit} aria-label="Geo target">
      <label className="mc-inline">Application<input className="mc-input" value={form.app} onChange={(e) => setForm({ ...form, app: e.target.value })} list="geo-apps" autoComplete="off" required />
        <AppOptions id="geo-apps" /></label>
      <label className="mc-inline">Stream or VOD path<input className="mc-input lv-path" value={form.stream} onChange={(e) => setForm({ ...form, stream: e.target.value })} placeholder="optional — whole application when empty" /></label>
      <button type="submit" className="mc-btn mc-btn--primary">Choose target</button>
      {p.label !== null ? <span>Target: <strong>{p.label}</strong></span> : <span className="lv-dim">Choose an application (and optionally a stream) to edit its allowed countries.</span>}
    </form>
  );
}

/** The target's last applied set; `onStart` gets where the selection starts, at once and again when the set is read. */
function useLastApplied(target: GeoTarget | null, onStart: (codes: string[]) => void) {
  const [last, setLast] = useState<GeoApplied | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<Extract<IpcResult<unknown>, { ok: false }>['error'] | null>(null);
  const start = useRef(onStart);
  start.current = onStart;
  useEffect(() => {
    if (!target) return;
    let alive = true;
    setLast(undefined);
    setLoadError(null);
    start.current(startingSelection(undefined));
    void useMc.getState().geoLastApplied(target).then((r) => {
      if (!alive) return;
      if (r.ok) setLast(r.value);
      else setLoadError(r.error);
      start.current(startingSelection(r.ok ? r.value : null));
    });
    return () => {
      alive = false;
    };
  }, [target]);
  return { last, setLast, loadError };
}
