/** Filters of the Activity screen: action, outcome, account (applied by main, newest first). */
import { mutatingCommands } from '../../../../shared/api/catalog';
import type { ProfileView } from '../../../../shared/domain/profile';
import { actionChoices } from './activity-detail';
import type { ActivityFilter, ActivityOutcome } from './activity-state';
import { OUTCOME_WORDS } from './columns';

export interface ActivityFiltersProps {
  filter: ActivityFilter;
  profiles: ProfileView[];
  /** Commands seen in the log, beside the catalog's mutating ones. */
  seenCommands: string[];
  onChange(filter: ActivityFilter): void;
}

export function ActivityFilters({ filter, profiles, seenCommands, onChange }: ActivityFiltersProps) {
  const actions = actionChoices([...mutatingCommands, ...seenCommands]);
  const pick = (key: keyof ActivityFilter) => (value: string) => onChange({ ...filter, [key]: value === '' ? undefined : value });
  return (
    <>
      <select className="mc-select" aria-label="Action" value={filter.command ?? ''} onChange={(e) => pick('command')(e.target.value)}>
        <option value="">All actions</option>
        {actions.map((a) => (
          <option key={a.value} value={a.value}>{a.label}</option>
        ))}
      </select>
      <select className="mc-select" aria-label="Outcome" value={filter.outcome ?? ''} onChange={(e) => pick('outcome')(e.target.value)}>
        <option value="">All outcomes</option>
        {(Object.keys(OUTCOME_WORDS) as ActivityOutcome[]).map((o) => (
          <option key={o} value={o}>{OUTCOME_WORDS[o]}</option>
        ))}
      </select>
      <select className="mc-select" aria-label="Account" value={filter.profileId ?? ''} onChange={(e) => pick('profileId')(e.target.value)}>
        <option value="">All accounts</option>
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>{p.name}</option>
        ))}
      </select>
    </>
  );
}
