/**
 * Accounts → Control surfaces: turn the control API on (off by default), see its address
 * with a copy button and its token (hidden until Show: not in the page at all until then,
 * Copy works either way), replace the token, allow destructive actions, and give
 * Companion's address for button feedback. In web mode started with --control-port the
 * section shows the running API's settings, read only. The setup page below gives the
 * exact Generic HTTP settings for each action.
 */
import { type FormEvent, useEffect, useState } from 'react';
import type { ControlSettings } from '../../../../shared/ipc/control';
import { CopyButton } from '../../components/copy';
import { Field } from '../../components/Field';
import { ResultLine } from '../../components/ResultLine';
import { StateTag } from '../../components/StateTag';
import { useSend } from '../../components/use-send';
import { useMc } from '../../stores/store';
import { CompanionModule, CompanionSetup } from './CompanionSetup';
import './control.css';

function statusWords(s: ControlSettings): { state: 'done' | 'off' | 'failed'; word: string; text: string } {
  if (s.running) return { state: 'done', word: 'ON', text: `Listening on ${s.url ?? ''} (this computer only). Scopes: ${s.scopes.join(', ')}.` };
  if (s.enabled && s.problem) return { state: 'failed', word: 'FAILED', text: s.problem };
  return { state: 'off', word: 'OFF', text: 'The control API is off: no control surface can drive this console.' };
}

export function ControlPanel() {
  const settings = useMc((s) => s.control.settings);
  useEffect(() => {
    void useMc.getState().loadControl();
  }, []);
  if (settings === null) return <section className="mc-panel ct-control" aria-label="Control surfaces"><h2>Control surfaces</h2><p>Checking…</p></section>;
  const status = statusWords(settings);
  return (
    <section className="mc-panel ct-control" aria-label="Control surfaces">
      <h2>Control surfaces</h2>
      <p className="mc-hint">Bitfocus Companion, a Stream Deck or any HTTP client on this computer can go live, split, fire GO and — when allowed — disconnect, through a token-protected API on 127.0.0.1. Web pages can never reach it.</p>
      <p><StateTag state={status.state} word={status.word} /> <span>{status.text}</span></p>
      {settings.mode === 'cli' ? <p className="mc-hint">Set on the command line (--control-port, --control-scopes): restart web mode to change it.</p> : <ControlForm settings={settings} />}
      {settings.token !== null ? <Credentials settings={settings} /> : null}
      {settings.running ? <CompanionModule settings={settings} /> : null}
      {settings.running ? <CompanionSetup settings={settings} /> : null}
    </section>
  );
}

function ControlForm({ settings }: { settings: ControlSettings }) {
  const configure = useMc((s) => s.configureControl);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [port, setPort] = useState(String(settings.port));
  const [destructive, setDestructive] = useState(settings.scopes.includes('destructive'));
  const [companion, setCompanion] = useState(settings.companion ?? '');
  const portNumber = Number(port);
  const portError = Number.isInteger(portNumber) && portNumber >= 0 && portNumber <= 65535 ? null : 'the port is a whole number from 0 to 65535 (0: a free one)';
  const sender = useSend(() => configure({ enabled, port: portNumber, destructive, companion: companion.trim() === '' ? null : companion.trim() }), (v) => (v.running ? `Saved: listening on ${v.url ?? ''}` : v.problem ?? 'Saved: the control API is off'));
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (portError === null) void sender.send();
  };
  return (
    <form className="ct-control__form" onSubmit={submit} aria-label="Control API settings">
      <label className="mc-inline"><input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Turn on the control API</label>
      <Field label="Port" inputMode="numeric" value={port} onChange={(e) => setPort(e.target.value)} error={portError} hint="8787 by default; 0: a free one at each start" size={6} />
      <label className="mc-inline"><input type="checkbox" checked={destructive} onChange={(e) => setDestructive(e.target.checked)} /> Allow destructive actions (disconnect, disconnect all, split with delete)</label>
      <Field label="Companion address (optional)" placeholder="e.g. 127.0.0.1:8000" value={companion} onChange={(e) => setCompanion(e.target.value)} hint="the console sets button variables there" size={22} />
      <button type="submit" className="mc-btn mc-btn--primary">Save</button>
      <ResultLine outcome={sender.outcome} />
    </form>
  );
}

/** What stands for the token while it is hidden: its length only, never a character of it. */
const HIDDEN_TOKEN = '•••••••••••• (hidden)';

function Credentials({ settings }: { settings: ControlSettings }) {
  const rotate = useMc((s) => s.rotateControlToken);
  const shown = useMc((s) => s.control.tokenShown);
  const show = useMc((s) => s.showControlToken);
  const sender = useSend(rotate, () => 'Token replaced: the old one no longer works');
  const token = settings.token ?? '';
  return (
    <div className="ct-control__grid">
      <span>Address</span>
      <span className="ct-copy">
        <code className="ct-mono">{settings.url ?? 'not running'}</code>
        {settings.url ? <CopyButton text={settings.url} label="Copy the control API address" /> : null}
      </span>
      <span>Token</span>
      <span className="ct-copy">
        <code className="ct-mono" aria-label={shown ? 'The control API token' : 'The control API token, hidden'}>{shown ? token : HIDDEN_TOKEN}</code>
        <button type="button" className="mc-btn mc-btn--small" aria-pressed={shown} onClick={() => show(!shown)}>{shown ? 'Hide' : 'Show'}</button>
        <CopyButton text={token} label="Copy the control API token" named="the control API token" />
        {settings.mode === 'app' ? <button type="button" className="mc-btn mc-btn--small" onClick={() => void sender.send()}>Rotate token</button> : null}
        <ResultLine outcome={sender.outcome} />
      </span>
    </div>
  );
}
