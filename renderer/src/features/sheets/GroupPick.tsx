/**
 * A go-live or disconnect cue's group: one of the account's destination groups as saved on
 * Live (main keeps them); the sheet check flags a group the account no longer has.
 */
import { useGroups } from '../groups/use-groups';
import { useMc } from '../../stores/store';
import type { CueFields, FieldErrors } from './cue-form';

type Set = <K extends keyof CueFields>(k: K, v: CueFields[K]) => void;

export function GroupPick({ f, set, errors }: { f: CueFields; set: Set; errors: FieldErrors }) {
  useGroups();
  const groups = useMc((s) => s.groups.list);
  return (
    <label className="mc-inline">
      Group
      <select className="mc-input mc-select" value={f.group} onChange={(e) => set('group', e.target.value)} aria-invalid={errors.group ? true : undefined}>
        <option value="">none</option>
        {groups.map((g) => <option key={g.name} value={g.name}>{g.name} ({g.destinations.length})</option>)}
      </select>
      {errors.group ? <span className="mc-field__error">{errors.group}</span> : null}
    </label>
  );
}
