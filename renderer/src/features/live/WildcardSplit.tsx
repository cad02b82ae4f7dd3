/** A split over every stream matching a * pattern, with the matches shown before it fires. */
import { useState } from 'react';
import { matchStreams } from '../../../../shared/domain/live/wildcard';
import { SplitButton } from './SplitButton';
import type { SplitOptions } from './split-request';

interface Props {
  app: string;
  inst: string;
  streams: string[];
  options: SplitOptions;
  disabled: boolean;
}

export function WildcardSplit({ app, inst, streams, options, disabled }: Props) {
  const [pattern, setPattern] = useState('');
  const p = pattern.trim();
  const matches = p === '' ? [] : matchStreams(p, streams);
  const valid = p.includes('*');
  return (
    <fieldset className="lv-fieldset">
      <legend>Wildcard split on {app}/{inst}</legend>
      <div className="lv-row">
        <label className="mc-inline">
          Stream pattern
          <input className="mc-input" value={pattern} onChange={(e) => setPattern(e.target.value)} placeholder="e.g. cam_*" />
        </label>
        <SplitButton
          app={app}
          inst={inst}
          stream={p}
          options={options}
          disabled={disabled || !valid || matches.length === 0}
          label={`Split ${matches.length} matching`}
          what={`${matches.length} streams (${matches.join(', ')})`}
        />
      </div>
      {p !== '' && !valid ? <span className="mc-field__error">A wildcard pattern needs a * (split single streams from the table above)</span> : null}
      {valid ? (
        <div aria-label="Pattern matches" role="group">
          {matches.length === 0 ? (
            <span className="lv-dim">{`No live stream matches ${p} right now.`}</span>
          ) : (
            <span>
              Matches {matches.length} live {matches.length === 1 ? 'stream' : 'streams'}:{' '}
              {matches.map((m) => <span key={m} className="lv-chip lv-mono">{m}</span>)}
            </span>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
