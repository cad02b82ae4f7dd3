/**
 * The run view's show clock: the clock whole, when the last preflight ran and when the next
 * runs by itself, its lead (a setting, 10 minutes unless changed), and "Run preflight now".
 */
import { Time } from '../../components/Time';
import { useMc } from '../../stores/store';
import { ShowClockLine } from './ShowClockLine';

const LEADS = [1, 2, 5, 10, 15, 20, 30, 60];

export function ClockStrip() {
  const clock = useMc((s) => s.clock.now);
  const running = useMc((s) => s.clock.running);
  const preflightNow = useMc((s) => s.preflightNow);
  const setLead = useMc((s) => s.setPreflightLead);
  const p = clock?.preflight;
  const lead = p?.leadMinutes ?? 10;
  const found = p?.problems.length === 0 ? 'nothing wrong' : `${p?.problems.length} problem${p?.problems.length === 1 ? '' : 's'}`;
  const ran = p?.ranAt ? <>Preflight <Time value={p.ranAt} timeOnly />: {found}</> : 'No preflight yet';
  return (
    <section className="sc-strip" aria-label="Show clock and preflight">
      <ShowClockLine />
      <span className="sc-preflight" role="status">
        {ran}
        {p?.nextAt ? <> · next <Time value={p.nextAt} timeOnly /></> : null}
      </span>
      <label className="mc-inline sc-preflight">
        Before
        <select className="mc-input mc-select" value={lead} onChange={(e) => void setLead(Number(e.target.value))} aria-label="Preflight: minutes before the first timed cue">
          {(LEADS.includes(lead) ? LEADS : [...LEADS, lead].sort((a, b) => a - b)).map((m) => (
            <option key={m} value={m}>{m} min</option>
          ))}
        </select>
      </label>
      <button type="button" className="mc-btn" onClick={() => void preflightNow()} disabled={running}>
        {running ? 'Checking…' : 'Run preflight now'}
      </button>
    </section>
  );
}
