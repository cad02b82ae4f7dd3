/** Companion feedbacks: the console's state colours, and yes/no answers for styles of one's own. */
import type { CompanionFeedbackDefinitions, SomeCompanionFeedbackInputField } from '@companion-module/base';
import { stateColours, TALLY } from '../core/colours';
import type { LinkStatus } from '../core/connection';
import type { ConsoleState } from '../core/contract';
import { anyFailed, armedCount, destinationState, groupState } from '../core/view';
import { destinationChoices, destinationId, groupChoices } from './choices';

export interface FeedbackSource {
  state(): ConsoleState | null;
  status(): LinkStatus | null;
  /** The console's ids of the arms the module holds. */
  moduleArmIds(): string[];
  /** Whether the button with this control id holds an arm. */
  armedHere(controlId: string): boolean;
  /** The lit half of the failed blink. */
  blinkLit(): boolean;
}

const red = { bgcolor: TALLY.red, color: TALLY.white };

export function feedbackDefinitions(src: FeedbackSource): CompanionFeedbackDefinitions {
  const s = src.state();
  const dest: SomeCompanionFeedbackInputField = { type: 'dropdown', id: 'dest', label: 'Destination (or its id)', choices: destinationChoices(s), default: destinationChoices(s)[0]?.id ?? '', allowCustom: true };
  const group: SomeCompanionFeedbackInputField = { type: 'dropdown', id: 'group', label: 'Group', choices: groupChoices(s), default: groupChoices(s)[0]?.id ?? '' };
  const destState = (value: unknown) => {
    const st = src.state();
    const id = destinationId(value);
    return st && id !== null ? destinationState(st, id) : null;
  };
  return {
    dest_state: {
      type: 'advanced', name: 'Destination state colours', description: 'Off grey, connecting amber, live red, reconnecting orange, failed flashing red, unknown purple', options: [dest],
      callback: (f) => {
        const st = destState(f.options.dest);
        return st ? stateColours(st, src.blinkLit()) : {};
      },
    },
    group_state: {
      type: 'advanced', name: 'Group state colours', description: "The most urgent of its members' states", options: [group],
      callback: (f) => {
        const st = src.state();
        const g = st ? groupState(st, String(f.options.group)) : null;
        return g ? stateColours(g, src.blinkLit()) : {};
      },
    },
    dest_live: { type: 'boolean', name: 'Destination is live', options: [dest], defaultStyle: red, callback: (f) => destState(f.options.dest) === 'live' },
    any_failed: { type: 'boolean', name: 'Any destination failed', options: [], defaultStyle: red, callback: () => {
        const st = src.state();
        return st !== null && anyFailed(st);
      } },
    armed: { type: 'boolean', name: 'Something is armed', options: [], defaultStyle: { bgcolor: TALLY.amber, color: TALLY.onAmber }, callback: () => {
        const st = src.state();
        return (st ? armedCount(st, src.moduleArmIds()) : src.moduleArmIds().length) > 0;
      } },
    button_armed: { type: 'boolean', name: "This button's arm is waiting (press again)", options: [], defaultStyle: { bgcolor: TALLY.amber, color: TALLY.onAmber, text: 'PRESS AGAIN' }, callback: (f) => src.armedHere(f.controlId) },
    rehearsal: { type: 'boolean', name: 'Rehearsal', options: [], defaultStyle: { bgcolor: TALLY.amber, color: TALLY.onAmber }, callback: () => src.state()?.account?.rehearsal === true },
    link_lost: { type: 'boolean', name: 'Link lost (console or account)', options: [], defaultStyle: { bgcolor: TALLY.violet, color: TALLY.white }, callback: () => src.status() !== 'ok' || src.state()?.link === 'lost' },
  };
}
