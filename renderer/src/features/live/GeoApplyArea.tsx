/** Geo's Apply area (GeoScreen.tsx): the preview, Apply and Allow all, and the codes the server rejected. */
import type { GeoApplied } from '../../../../shared/domain/live/geo';
import type { IpcResult } from '../../../../shared/ipc/define';
import type { GeoApplyValue } from '../../../../shared/ipc/live';
import { ArmButton } from '../../components/ArmButton';
import { GeoPreview } from './GeoPreview';
import { applyConsequence, applyLabel } from './geo-state';

/** The Apply area: Was/Becomes, Apply and Allow all (both arm-then-fire), and the server's rejected codes. */
export function GeoApplyArea(p: {
  label: string;
  last: GeoApplied | null | undefined;
  selected: string[];
  showsNext: boolean;
  armed: 'apply' | 'allow' | null;
  armedAs: (which: 'apply' | 'allow') => (on: boolean) => void;
  apply: (change: { geo_codes?: string[] }) => Promise<IpcResult<GeoApplyValue>>;
}) {
  const { label, last, selected } = p;
  return (
    <section className="lv-area" aria-labelledby="geo-apply">
      <h2 id="geo-apply" className="lv-h2">Apply</h2>
      <GeoPreview last={last} next={p.armed === 'allow' ? null : selected} targetLabel={label} armed={p.showsNext} />
      <div className="lv-row">
        <ArmButton
          label={applyLabel(selected)}
          consequence={applyConsequence(selected, label)}
          disabled={selected.length === 0}
          onArmedChange={p.armedAs('apply')}
          fire={() => p.apply({ geo_codes: selected })}
          doneText={(v) => appliedText(v)}
          palette
        />
        <ArmButton
          label="Allow all"
          consequence={`Press again to allow every country on ${label}`}
          onArmedChange={p.armedAs('allow')}
          palette={`Allow all countries on ${label}`}
          fire={() => p.apply({})}
          doneText={(v) => appliedText(v)}
        />
      </div>
      {selected.length === 0 ? <span className="lv-dim">Select at least one country to restrict access, or use Allow all.</span> : null}
      {last && last.invalidCodes.length > 0 ? (
        <p className="lv-reject" role="status">Rejected by the server (not applied): {last.invalidCodes.join(', ')}</p>
      ) : null}
    </section>
  );
}

function appliedText(v: GeoApplyValue): string {
  const bad = v.applied.invalidCodes.length ? ` — rejected: ${v.applied.invalidCodes.join(', ')}` : '';
  return `${v.message}${bad}`;
}
