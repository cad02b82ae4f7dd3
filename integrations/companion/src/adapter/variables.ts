/** Which variables exist: the fixed ones, and per destination and group in the state. */
import type { CompanionVariableDefinitions } from '@companion-module/base';
import type { ConsoleState } from '../core/contract';
import { groupKey, listed } from '../core/view';

export function variableDefinitions(s: ConsoleState | null): CompanionVariableDefinitions {
  const defs: CompanionVariableDefinitions = {
    live_count: { name: 'Destinations live' },
    cue_next_n: { name: 'Standby cue number' },
    cue_next_name: { name: 'Standby cue name' },
    armed_count: { name: 'Arms waiting (console and module)' },
    account: { name: 'Account name' },
    rehearsal: { name: 'Rehearsal (yes/no)' },
    link: { name: "The console's link to the account (ok/lost)" },
    next_cue: { name: 'Next timed cue (number and name)' },
    next_cue_at: { name: 'Next timed cue: its time, local (UTC)' },
    next_cue_in: { name: 'Countdown to the next timed cue (in 9:58, then 0:12 overdue)' },
    show_offset: { name: 'How far the show runs behind or ahead of plan' },
    preflight: { name: 'Last preflight: ok, or its problems in words' },
  };
  for (const d of s ? listed(s) : []) {
    defs[`dest_${String(d.id)}_state`] = { name: `${d.name}: state` };
    defs[`dest_${String(d.id)}_name`] = { name: `${d.name}: name` };
    defs[`dest_${String(d.id)}_tally`] = { name: `${d.name}: state as a key says it (glyph and word, e.g. ● LIVE)` };
  }
  for (const g of s?.groups ?? []) {
    defs[`group_${groupKey(g.name)}_state`] = { name: `Group ${g.name}: state in words` };
    defs[`group_${groupKey(g.name)}_tally`] = { name: `Group ${g.name}: its most urgent member's state, glyph and word` };
  }
  return defs;
}
