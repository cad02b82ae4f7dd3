/**
 * The setup page: the Companion module first (host and port); then, without it, for each action, the exact settings of a Companion Generic HTTP action
 * (method, URL, header, body) with copy buttons; the custom variables the console sets
 * for button colours; and the two-step and hold-to-fire patterns for destructive buttons.
 */
import type { ControlSettings } from '../../../../shared/ipc/control';
import { CopyButton } from '../../components/copy';
import { useMc } from '../../stores/store';
import { PATTERNS, VARIABLE_WORDS, httpRecipes, moduleConnection } from './companion-setup';

/** A value with its Copy button; `shown` is what the page shows of it when that differs (the token masked). */
function Copyable({ text, label, shown }: { text: string; label: string; shown?: string }) {
  if (text === '') return <span className="mc-hint">(empty)</span>;
  return (
    <span className="ct-copy">
      <code className="ct-mono">{shown ?? text}</code>
      <CopyButton text={text} label={label} named={shown === undefined || shown === text ? undefined : label.replace(/^Copy /, '')} />
    </span>
  );
}

/** The first choice: the console's own Companion module (integrations/companion), set up with three fields. */
export function CompanionModule({ settings }: { settings: ControlSettings }) {
  const at = moduleConnection(settings);
  return (
    <div className="ct-module" role="group" aria-label="Companion module">
      <h3>Companion module (first choice)</h3>
      <p className="mc-hint">In Companion 4.3 or later: Modules → Import module package (the master-control .tgz made by <code>npm run companion:pack</code>), then add a “Master Control” connection with the host, port and token below. It gives per-destination colours, arm-then-fire and presets with nothing more to set up.</p>
      {at ? (
        <p className="ct-module__fields">
          <span>Host <Copyable text={at.host} label="Copy the host" /></span> <span>Port <Copyable text={at.port} label="Copy the port" /></span>
        </p>
      ) : null}
    </div>
  );
}

/** The second choice, without the module: Companion's Generic HTTP, one action per button. */
export function CompanionSetup({ settings }: { settings: ControlSettings }) {
  const recipes = httpRecipes(settings);
  // Until the token is shown above, the headers show a placeholder where it goes; Copy gives the real one.
  const tokenShown = useMc((s) => s.control.tokenShown);
  const shownRecipes = tokenShown ? recipes : httpRecipes({ url: settings.url, token: null });
  const destructiveOn = settings.scopes.includes('destructive');
  return (
    <details className="ct-setup">
      <summary>Set up Companion (Generic HTTP)</summary>
      <p className="mc-hint">Without the module: Companion’s own Generic HTTP connection, with one action per button.</p>
      <p className="mc-hint">Add a “Generic HTTP” connection in Companion, then one action per button with these settings. Buttons marked destructive answer 403 until destructive actions are allowed above.</p>
      <table aria-label="Generic HTTP settings">
        <thead>
          <tr><th>Action</th><th>Method</th><th>URL</th><th>Header</th><th>Body</th></tr>
        </thead>
        <tbody>
          {recipes.map((r, i) => (
            <tr key={r.action}>
              <td>
                {r.action}
                {r.destructive ? <div className="mc-hint">destructive{destructiveOn ? '' : ' (off now)'}</div> : null}
                <div className="mc-hint">{r.note}</div>
              </td>
              <td>{r.method}</td>
              <td><Copyable text={r.url} label={`Copy the URL of ${r.action}`} /></td>
              <td><Copyable text={r.header} shown={shownRecipes[i]!.header} label={`Copy the header of ${r.action}`} /></td>
              <td><Copyable text={r.body} label={`Copy the body of ${r.action}`} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Variables for button colours</h3>
      <p className="mc-hint">{settings.companion ? `The console sets these on ${settings.companion} at every change; use Companion’s “check variable” feedback.` : 'Give Companion’s address above and the console sets these at every change; use Companion’s “check variable” feedback.'}</p>
      <table aria-label="Companion variables">
        <tbody>
          {VARIABLE_WORDS.map((v) => (
            <tr key={v.name}><td><Copyable text={`$(custom:${v.name})`} label={`Copy the variable ${v.name}`} /></td><td>{v.values}</td></tr>
          ))}
        </tbody>
      </table>
      <h3>Destructive buttons</h3>
      <ul>
        {PATTERNS.map((p) => <li key={p.name}><strong>{p.name}.</strong> {p.steps}</li>)}
      </ul>
    </details>
  );
}
