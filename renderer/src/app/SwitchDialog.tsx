/**
 * The shell's one switch question (stores/switch-question.ts), asked whichever path chose
 * the account. Its lines follow the store and the clock while it is open: a show that goes
 * STALE or a destination that comes on air says so here too.
 */
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useNow } from '../components/use-now';
import { useMc } from '../stores/store';
import { switchFacts, switchQuestion } from '../stores/switch-question';

export function SwitchDialog() {
  const asked = useMc((s) => s.switchAsked);
  const answer = useMc((s) => s.answerSwitch);
  // One selector each (a new object from one selector would render without end).
  const accounts = useMc((s) => s.accounts);
  const armed = useMc((s) => s.armed);
  const live = useMc((s) => s.live);
  const shows = useMc((s) => s.shows);
  const now = useNow();
  const q = asked === null ? null : switchQuestion(switchFacts({ accounts, armed, live, shows }), asked, now);
  if (q === null) return null;
  return (
    <ConfirmDialog title={q.title} confirmLabel={q.confirm} cancelLabel={q.cancel} onConfirm={() => void answer(true)} onCancel={() => void answer(false)}>
      {q.lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </ConfirmDialog>
  );
}
