/**
 * The entry a run sheet's outcome links to (`#/activity?entry=<id>`): shown above the log
 * with the sheet and cue it was fired from, so the operator lands on it at once.
 */
import { useEffect, useState } from 'react';
import type { AuditEntry } from '../../../../shared/domain/audit';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import { cueWords, linkedEntryId } from './activity-state';
import { actionTitle, entryTag, resultWords } from './entry-words';

function useLinkedId(): string | null {
  const [id, setId] = useState(() => linkedEntryId(location.hash));
  useEffect(() => {
    const onHash = (): void => setId(linkedEntryId(location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return id;
}

export function LinkedEntry({ entries }: { entries: AuditEntry[] | null }) {
  const id = useLinkedId();
  if (id === null || entries === null) return null;
  const e = entries.find((x) => x.id === id);
  if (!e) return <p className="mc-hint" role="status">The linked entry is not among those shown; choose “All” in the filters.</p>;
  return (
    <section className="mc-panel" aria-label="Linked entry">
      <strong>{e.cue ? `Run sheet ${cueWords(e.cue)}` : 'Linked entry'}</strong>
      {' · '}<Time value={e.time} /> · <span title={e.command}>{actionTitle(e.command)}</span> ·{' '}
      <StateTag state={entryTag(e).tag} word={entryTag(e).word} extra={resultWords(e) || undefined} />
    </section>
  );
}
