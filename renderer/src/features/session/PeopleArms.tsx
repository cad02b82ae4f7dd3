/**
 * What the other people of the show have armed, and the acts waiting for a second person,
 * on every view's status bar: "Ana armed Disconnect #502, 4 s" (amber, like an arm here, but
 * with no Fire: only Ana can fire hers), "Waiting for a second person: Disconnect #502
 * (asked by Ana)". And, for a guest, who this view acts as ("You: Ana · watch").
 */
import { useTicker } from '../../components/arm-hooks';
import { armedByWords, personWords } from '../../../../shared/domain/share/person-words';
import { ROLE_WORD } from '../../../../shared/domain/share/role-words';
import { useMc } from '../../stores/store';
import { othersArms } from './slice';
import '../control/control.css';

export function PeopleArms() {
  const session = useMc((s) => s.session);
  const arms = othersArms(session);
  const now = useTicker(arms.length > 0 || session.waiting.length > 0, () => {});
  const person = session.me?.person ?? null;
  return (
    <>
      {person ? (
        <span className="mc-statusbar__item" data-testid="session-me">You: {person.name} · {ROLE_WORD[person.role]}</span>
      ) : null}
      {arms.length > 0 || session.waiting.length > 0 ? (
        <span className="ct-arms" role="region" aria-label="Armed by other people">
          {arms.map((a) => {
            const left = Math.max(0, Math.ceil((Date.parse(a.expiresAt) - now) / 1000));
            const words = armedByWords(a.action, a.person ?? { name: "This console's operator" }, left);
            return (
              <span key={a.armId} className="ct-arm" role="status" data-armed data-testid="person-arm" title={words}>
                <span className="ct-arm__text"><strong>⚠ {words}</strong></span>
              </span>
            );
          })}
          {session.waiting.map((w) => (
            <span key={`${w.action} ${w.first.id}`} className="ct-arm" role="status" data-testid="waiting-act" title={`Waiting for a second person: ${w.action} (asked by ${personWords(w.first)})`}>
              <span className="ct-arm__text"><strong>⚠ Waiting for a second person: {w.action}</strong> <span className="ct-arm__who">asked by {w.first.name}</span></span>
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}
