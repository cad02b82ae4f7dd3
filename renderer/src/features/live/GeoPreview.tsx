/**
 * The change against the last set applied from this console to the target (the API cannot
 * read the current set). `next` null = what "Allow all" would do. While either button is
 * armed it says Was/Becomes — what the second press will do.
 */
import { type GeoApplied, geoDiff } from '../../../../shared/domain/live/geo';
import { Time } from '../../components/Time';
import { wasBecomes } from './geo-state';

interface Props {
  last: GeoApplied | null | undefined;
  next: string[] | null;
  targetLabel: string;
  armed: boolean;
}

export function GeoPreview({ last, next, targetLabel, armed }: Props) {
  const d = geoDiff(last, next);
  const wb = wasBecomes(last, next);
  return (
    <div className="lv-preview" role="region" aria-label="Change preview">
      <p className="lv-dim">
        The API cannot read the current allowed set. This compares with the last set applied to {targetLabel} from this console
        {last ? <> (<Time value={last.at} />)</> : null}.
      </p>
      {armed ? (
        <ul className="mc-stack">
          <li>{wb.was}</li>
          <li>{wb.becomes}</li>
        </ul>
      ) : d.baselineUnknown ? (
        <p>
          Nothing was applied to {targetLabel} from this console yet, so the server’s current set is unknown.{' '}
          {d.becomesAllowAll ? 'Becomes: all countries allowed.' : `Applying sets exactly: ${list(d.added)}.`}
        </p>
      ) : d.unchanged ? (
        <p>No change from the last apply{d.becomesAllowAll ? ' (all countries allowed)' : ''}.</p>
      ) : (
        <ul className="mc-stack">
          {d.wasAllowAll ? <li>Was: all countries allowed.</li> : null}
          {d.added.length ? <li>Added: {list(d.added)}</li> : null}
          {d.removed.length ? <li>Removed: {list(d.removed)}</li> : null}
          {d.kept.length ? <li>Kept: {list(d.kept)}</li> : null}
        </ul>
      )}
    </div>
  );
}

const list = (codes: string[]): string => (codes.length ? codes.join(', ') : 'none');
