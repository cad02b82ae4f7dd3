/**
 * Arms made through the control API, shown like a local armed button: amber, the action
 * in words, who armed it and a countdown; Esc (anywhere) or Cancel here cancels it in
 * main. They sit first in the status bar, on every screen, one line each (the whole words
 * in its title): room that is always there, so an arm covers no control and moves none.
 */
import { useTicker } from '../../components/arm-hooks';
import { useMc } from '../../stores/store';
import './control.css';

export function ApiArms() {
  const arms = useMc((s) => s.control.arms);
  const cancel = useMc((s) => s.cancelControlArm);
  const now = useTicker(arms.length > 0, () => {});
  if (arms.length === 0) return null;
  return (
    <span className="ct-arms" role="region" aria-label="Armed from a control surface">
      {arms.map((a) => {
        const left = Math.max(0, Math.ceil((Date.parse(a.expiresAt) - now) / 1000));
        const who = a.person ? `${a.person.name} armed it from ${a.client} · only ${a.person.name} can fire it` : `armed from ${a.client} · fire it there · Esc cancels`;
        return (
          <span key={a.armId} className="ct-arm" role="status" data-armed aria-label={`${a.action}, armed from ${a.client}, ${left} s left`} title={`${a.action} — ${who}`}>
            <span className="ct-arm__text">
              <strong>⚠ {a.action}</strong> <span className="ct-arm__who">{who}</span>
            </span>
            <span className="mc-countdown" aria-hidden="true">{left} s</span>
            <button type="button" className="mc-btn mc-btn--small" onClick={() => void cancel(a.armId)} aria-label={`Cancel ${a.action}`}>Cancel</button>
          </span>
        );
      })}
    </span>
  );
}
