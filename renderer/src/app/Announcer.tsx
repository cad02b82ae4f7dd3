/**
 * The shell's two live regions, always in the page (a region added with its text is often
 * not read): what the announcer slice was given, polite and assertive, visually hidden.
 * Each sentence is its own element, so a new one is an addition and is read alone.
 */
import { useMc } from '../stores/store';

export function Announcer() {
  const { polite, assertive } = useMc((s) => s.announced);
  return (
    <div className="visually-hidden" data-testid="announcer">
      <div role="status" aria-live="polite" aria-label="Announcements">
        {polite.map((a) => <p key={a.id}>{a.text}</p>)}
      </div>
      <div role="alert" aria-live="assertive" aria-label="Urgent announcements">
        {assertive.map((a) => <p key={a.id}>{a.text}</p>)}
      </div>
    </div>
  );
}
