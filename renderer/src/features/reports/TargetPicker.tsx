/**
 * Pickers of what a 30-day report is about. Applications are listed from video.getapps
 * as checkboxes; a text box takes further names or ids, and is all there is when the
 * list could not be read. Database users have no list command, so they are typed.
 */
import { useEffect } from 'react';
import { parseIdsOrNames } from '../../../../shared/domain/reports/window-reports';
import { describeError } from '../../components/error-words';
import { useMc } from '../../stores/store';
import type { AppChoice, Targets } from './slice';

/** The apps to send: checked names first, then typed names/ids not already checked. */
export function appTargets(choice: AppChoice): Targets {
  const out: Targets = [...choice.checked];
  for (const t of parseIdsOrNames(choice.typed)) if (!out.includes(t)) out.push(t);
  return out;
}

export function AppPicker({ choice, onChange, idPrefix }: { choice: AppChoice; onChange: (c: AppChoice) => void; idPrefix: string }) {
  const apps = useMc((s) => s.reportsApps);
  const loadApps = useMc((s) => s.loadApps);
  useEffect(() => {
    if (apps.status === 'idle') void loadApps();
  }, [apps.status, loadApps]);
  const toggle = (name: string, on: boolean) =>
    onChange({ ...choice, checked: on ? [...choice.checked, name] : choice.checked.filter((n) => n !== name) });
  return (
    <fieldset className="rp-picker">
      <legend className="mc-field__label">Applications</legend>
      {apps.status === 'loading' ? <span className="rp-picker__note">Listing applications…</span> : null}
      {apps.apps.map((app) => (
        <label key={app.name} className="rp-check">
          <input type="checkbox" checked={choice.checked.includes(app.name)} onChange={(e) => toggle(app.name, e.target.checked)} />
          {app.name}
          {app.app_id !== null ? <span className="rp-check__id"> {app.app_id}</span> : null}
        </label>
      ))}
      {/* Ticked names the list does not hold (a restored query while the list is unreadable) stay visible. */}
      {choice.checked
        .filter((name) => !apps.apps.some((app) => app.name === name))
        .map((name) => (
          <label key={`unlisted-${name}`} className="rp-check">
            <input type="checkbox" checked onChange={(e) => toggle(name, e.target.checked)} />
            {name}
          </label>
        ))}
      {apps.status === 'failed' && apps.error ? (
        <span className="rp-picker__note rp-picker__note--warn" role="note">
          Could not list applications ({describeError(apps.error)}). Type names or ids instead, or{' '}
          <button type="button" className="mc-btn mc-btn--small" aria-label="Retry listing applications" onClick={() => void loadApps()}>
            Retry
          </button>
        </span>
      ) : null}
      <input
        id={`${idPrefix}-typed`}
        className="mc-input rp-picker__typed"
        aria-label="Other applications (names or ids)"
        placeholder="other names or ids, comma-separated"
        value={choice.typed}
        onChange={(e) => onChange({ ...choice, typed: e.target.value })}
      />
    </fieldset>
  );
}
