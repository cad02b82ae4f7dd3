/**
 * The show clock as every screen shows it: the run's next timed cue, its time in local time and
 * UTC, the countdown to it (main's due instant read on this screen's clock) and how far the show
 * runs behind or ahead of plan, with the last preflight's problems counted. `compact` is the
 * Live bar's one line; the run view shows it whole.
 */
import { countdownWords } from '../../../../shared/domain/clock/show-clock';
import { useDueTick } from '../../components/use-due-tick';
import { useMc } from '../../stores/store';
import './clock.css';

export function ShowClockLine({ compact = false }: { compact?: boolean }) {
  const clock = useMc((s) => s.clock.now);
  const next = clock?.run ? clock.next : null;
  const dueAt = next === null ? null : Date.parse(next.at);
  const now = useDueTick(dueAt);
  if (clock?.run == null) return null;
  const problems = clock.preflight.problems;
  const overdue = dueAt !== null && now >= dueAt;
  const label = next === null ? 'No timed cue ahead' : `Next: cue ${next.n}${compact ? '' : ` ${next.name}`}${next.mode ? ` (${next.mode})` : ''}`;
  return (
    <span className={`sc-clock${compact ? ' sc-clock--compact' : ''}`} aria-label="Show clock" data-due={next?.at ?? ''}>
      <span className="sc-next" title={next ? `${next.name} (${next.plan})` : undefined}>{label}</span>
      {next ? (
        <>
          <span className="sc-at">{next.local} <span className="sc-utc">({next.utc} UTC)</span></span>
          <strong className={`sc-countdown${overdue ? ' sc-countdown--over' : ''}`} data-testid="show-countdown">{countdownWords(dueAt!, now)}</strong>
        </>
      ) : null}
      {clock.offset ? <span className="sc-offset" data-testid="show-offset">{clock.offset}</span> : null}
      {problems.length > 0 ? (
        <span className="sc-problems" role="status" title={problems.map((p) => p.words).join('\n')}>
          ⚠ {problems.length} preflight problem{problems.length === 1 ? '' : 's'}
        </span>
      ) : null}
    </span>
  );
}
