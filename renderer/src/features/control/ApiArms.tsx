/**
 * Arms made through the control API, shown like a local armed button: amber, the action
 * in words, who armed it and a countdown; Esc (anywhere) or Cancel here cancels it in
 * main. Fixed at the bottom of the screen so its coming and going moves nothing else.
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
    <div className="ct-arms" role="region" aria-label="Armed from a control surface">
      {arms.map((a) => {
        const left = Math.max(0, Math.ceil((Date.parse(a.expiresAt) - now) / 1000));
        return (
          <div key={a.armId} className="ct-arm" role="status" data-armed aria-label={`${a.action}, armed from ${a.client}, ${left} s left`}>
            <span className="ct-arm__text">
              <span className="ct-arm__what">⚠ {a.action}</span>
              <span className="ct-arm__who">armed from {a.client} · fire it there · Esc cancels</span>
            </span>
            <span className="mc-countdown" aria-hidden="true">{left} s</span>
            <button type="button" className="mc-btn mc-btn--small" onClick={() => void cancel(a.armId)} aria-label={`Cancel ${a.action}`}>Cancel</button>
          </div>
        );
      })}
    </div>
  );
}
