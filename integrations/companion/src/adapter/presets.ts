/**
 * The ready-made buttons: per destination a hold-to-go-live (1 s) and a two-step
 * disconnect, split, GO with the next cue's name, disconnect all (two-step), a status
 * button per group. Each key says its action on its first line and the state apart on
 * its last (a glyph and the word: `dest_<id>_tally`), so no key needs a legend. Pure data,
 * so the README's Stream Deck picture renders these exact definitions (scripts/page.ts).
 */
import type { CompanionPresetDefinitions, CompanionPresetSection } from '@companion-module/base';
import { TALLY } from '../core/colours';
import type { ConsoleState } from '../core/contract';
import { groupKey, listed } from '../core/view';

const HOLD_TO_GO_LIVE_MS = 1000;
const plain = { size: 14 as const, color: TALLY.white, bgcolor: TALLY.black };

export interface Presets {
  structure: CompanionPresetSection[];
  presets: CompanionPresetDefinitions;
}

/** `label` is the connection's label in Companion: variables read as $(label:name). */
export function presetDefinitions(s: ConsoleState | null, label: string): Presets {
  const v = (name: string) => `$(${label}:${name})`;
  const presets: CompanionPresetDefinitions = {};
  const dests: string[] = [];
  for (const d of s ? listed(s) : []) {
    const id = String(d.id);
    const colours = [{ feedbackId: 'dest_state', options: { dest: d.id } }];
    presets[`go_live_${id}`] = {
      type: 'simple', name: `Hold to go live: ${d.name}`,
      style: { ...plain, size: 'auto', text: `GO LIVE\n${v(`dest_${id}_name`)}\n${v(`dest_${id}_tally`)}` },
      steps: [{ down: [], up: [], [HOLD_TO_GO_LIVE_MS]: { options: { runWhileHeld: true }, actions: [{ actionId: 'go_live', options: { dest: d.id } }] } }],
      feedbacks: colours,
    };
    presets[`disconnect_${id}`] = {
      type: 'simple', name: `Disconnect (two presses): ${d.name}`,
      style: { ...plain, size: 'auto', text: `DISCONNECT\n${v(`dest_${id}_name`)}\n${v(`dest_${id}_tally`)}` },
      steps: [{ down: [{ actionId: 'disconnect', options: { dest: d.id, mode: 'two-step', holdMs: 1000 } }], up: [] }],
      feedbacks: [...colours, { feedbackId: 'button_armed', options: {}, style: { bgcolor: TALLY.amber, color: TALLY.onAmber, text: `PRESS AGAIN TO DISCONNECT\n${v(`dest_${id}_name`)}` } }],
    };
    dests.push(`go_live_${id}`, `disconnect_${id}`);
  }
  presets.split = { type: 'simple', name: 'Split the F9 stream', style: { ...plain, text: 'SPLIT' }, steps: [{ down: [{ actionId: 'split', options: { app: '', stream: '' } }], up: [] }], feedbacks: [] };
  presets.go = {
    type: 'simple', name: 'GO (the cue in standby)', style: { ...plain, size: 'auto', bgcolor: TALLY.green, text: `GO\n${v('cue_next_n')} ${v('cue_next_name')}` },
    steps: [{ down: [{ actionId: 'go', options: {} }], up: [] }], feedbacks: [],
  };
  presets.disconnect_all = {
    type: 'simple', name: 'Disconnect all (two presses)', style: { ...plain, size: 'auto', text: 'DISCONNECT ALL' },
    steps: [{ down: [{ actionId: 'disconnect_all', options: { mode: 'two-step', holdMs: 1000 } }], up: [] }],
    feedbacks: [{ feedbackId: 'button_armed', options: {}, style: { bgcolor: TALLY.amber, color: TALLY.onAmber, text: 'PRESS AGAIN TO DISCONNECT ALL' } }],
  };
  const groups: string[] = [];
  for (const g of s?.groups ?? []) {
    const id = `group_${groupKey(g.name)}`;
    presets[id] = {
      type: 'simple', name: `Group status: ${g.name}`, style: { ...plain, size: 'auto', text: `GROUP ${g.name}\n${v(`${id}_state`)}` },
      steps: [{ down: [], up: [] }], feedbacks: [{ feedbackId: 'group_state', options: { group: g.name } }],
    };
    groups.push(id);
  }
  const structure: CompanionPresetSection[] = [
    { id: 'destinations', name: 'Destinations', definitions: dests },
    { id: 'show', name: 'Show', definitions: ['go', 'split', 'disconnect_all'] },
    { id: 'groups', name: 'Groups', definitions: groups },
  ];
  return { structure, presets };
}

