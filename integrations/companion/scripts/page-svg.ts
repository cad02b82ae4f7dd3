/**
 * The README's picture of a Stream Deck page, as SVG: the module's own preset definitions,
 * their feedbacks asked through the module's feedback definitions, and their text with the
 * module's variable values, for one moment of a show (the sandbox's destinations, one live,
 * one connecting, one reconnecting, one failed). page.ts renders it to the PNG and stamps
 * the PNG with this SVG's hash; test/page-fresh.test.ts fails when the presets changed
 * and the picture was not rendered again.
 */
import { createHash } from 'node:crypto';
import type { CompanionButtonStyleProps, CompanionPresetDefinition } from '@companion-module/base';
import { groupWords } from '../../../shared/domain/groups/group';
import type { Destination } from '../../../shared/domain/live/board';
import { feedbackDefinitions } from '../src/adapter/feedbacks';
import { presetDefinitions } from '../src/adapter/presets';
import type { ConsoleState } from '../src/core/contract';
import { variableValues } from '../src/core/view';
import { KEY, key } from './key-svg';

const LABEL = 'mc';
const GAP = 12;

const d = (id: number, name: string, state: ConsoleState['destinations'][number]['state']) => ({ id, name, state, liveSince: null, reason: null });
const moment: ConsoleState = {
  account: { id: 'sandbox', name: 'Sandbox', rehearsal: false },
  destinations: [d(501, 'Main stage HLS', 'live'), d(502, 'CDN relay', 'connecting'), d(503, 'Social', 'reconnecting'), d(504, 'Backup RTMP', 'failed')],
  f9: { app: 'demo-origin/live', stream: 'cam_1' },
  standby: { sheet: 'Gala night', cueId: 'c3', n: 3, name: 'Speech', destructive: false },
  armed: [],
  link: 'ok',
  stale: false,
  groups: [],
};
// A group's words as the console tells them (shared/domain/groups/group.ts), from the moment's destinations.
const board = moment.destinations.map((x) => ({ stored: true, pushServiceId: x.id, state: x.state }) as Destination);
moment.groups = [
  { name: 'Main', destinations: [501, 502] },
  { name: 'Social', destinations: [503, 504] },
].map((g) => ({ ...g, words: groupWords(g.destinations, board), reconnect: true }));

const feedbacks = feedbackDefinitions({ state: () => moment, status: () => 'ok', moduleArmIds: () => [], armedHere: () => false, blinkLit: () => true });
const values = variableValues(moment, []);
/** A button's text with the module's variables filled in, as Companion shows it. */
const text = (s: string) => s.replace(/\$\(([^:)]+):([^)]+)\)/g, (_m, _l, name: string) => String(values[name] ?? ''));

/** The button as Companion draws it: the preset's style, then each feedback's style over it. */
async function styleOf(p: CompanionPresetDefinition): Promise<CompanionButtonStyleProps> {
  let style = { ...p.style };
  for (const f of p.feedbacks) {
    const def = feedbacks[f.feedbackId];
    if (!def) continue;
    const info = { type: def.type, id: f.feedbackId, controlId: 'page', feedbackId: f.feedbackId, options: f.options, previousOptions: null } as never;
    if (def.type === 'boolean') {
      if (await def.callback(info, {} as never)) style = { ...style, ...def.defaultStyle, ...('style' in f ? f.style : {}) };
    } else if (def.type === 'advanced') style = { ...style, ...(await def.callback(info, {} as never)) };
  }
  return style;
}

async function keyOf(p: CompanionPresetDefinition, x: number, y: number): Promise<string> {
  const style = await styleOf(p);
  return key(style, text(style.text), x, y);
}

/** A 15-key page: go live per destination and GO; disconnect per destination and Split; groups and Disconnect all. */
const layout = [
  ['go_live_501', 'go_live_502', 'go_live_503', 'go_live_504', 'go'],
  ['disconnect_501', 'disconnect_502', 'disconnect_503', 'disconnect_504', 'split'],
  ['group_main', 'group_social', null, null, 'disconnect_all'],
];

/** The page as SVG, from the presets as they are now. */
export async function pageSvg(): Promise<string> {
  const { presets } = presetDefinitions(moment, LABEL);
  const parts: string[] = [];
  for (const [r, row] of layout.entries()) {
    for (const [c, id] of row.entries()) {
      const x = GAP + c * (KEY + GAP);
      const y = GAP + r * (KEY + GAP);
      const p = id ? presets[id] : undefined;
      if (id && !p) throw new Error(`no preset ${id}`);
      parts.push(p ? await keyOf(p, x, y) : `<rect x="${x}" y="${y}" width="${KEY}" height="${KEY}" rx="8" fill="#111"/>`);
    }
  }
  const width = GAP + 5 * (KEY + GAP);
  const height = GAP + 3 * (KEY + GAP);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" rx="14" fill="#050608"/>${parts.join('')}</svg>`;
}

/** The PNG text chunk's keyword that carries the SVG's hash. */
export const SOURCE_KEY = 'mc-page-source-sha256';

export const sourceHash = (svg: string): string => createHash('sha256').update(svg).digest('hex');
